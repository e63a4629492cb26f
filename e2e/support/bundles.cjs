// The JavaScript a page loads: every script response while the page settles, gzip-compressed (level 9,
// as a deployment's compression would serve it). Shared by e2e/measure-bundles.mjs (a running portal,
// any paths) and e2e/tests/bundle-budget.spec.ts (the budget of the home page, checked in `npm test`).
// CommonJS so that both the plain Node script and the Playwright spec load it; types in bundles.d.cts.
'use strict';
const { gzipSync } = require('node:zlib');

/** The home page `/` may load at most this much JavaScript (gzip, every script). */
const HOME_BUDGET_BYTES = 250 * 1024;

/** Quiet time after the network is idle, for scripts that start a moment later (lazy chunks, remotes). */
const SETTLE_MS = 500;

/** The apps of the portal by port offset from the host (tooling/static-server/runtime-config.mjs). */
const APPS_BY_PORT_OFFSET = ['host', 'remote-map', 'remote-explore', 'remote-wq-update', 'remote-tools'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Opens `url` in a fresh browser context (empty cache), waits until the network is idle, then SETTLE_MS
 * more (and `ready(page)` if given), and returns every script the page loaded, largest first.
 */
async function measurePage(browser, url, { ready, timeout = 60_000, settleMs = SETTLE_MS } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response.body().then(
        (body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => null, // no body (a redirect, an aborted request)
      ),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout });
    if (ready) await ready(page);
    await page.waitForTimeout(settleMs);
    const byUrl = new Map();
    for (const script of await Promise.all(bodies)) if (script) byUrl.set(script.url, script);
    const scripts = [...byUrl.values()].sort((a, b) => b.gzip - a.gzip);
    return {
      url,
      scripts,
      raw: scripts.reduce((sum, script) => sum + script.raw, 0),
      gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
    };
  } finally {
    await context.close();
  }
}

/** The scripts of `measurement` that `baseline` (the home page) did not load: the page's own chunks. */
function ownScripts(measurement, baseline) {
  const loaded = new Set(baseline.scripts.map((script) => script.url));
  return measurement.scripts.filter((script) => !loaded.has(script.url));
}

/** A short name for a script: its app (by port, relative to the portal's URL) and file name. */
function scriptLabel(scriptUrl, portalUrl) {
  const url = new URL(scriptUrl);
  const portal = new URL(portalUrl);
  const offset = Number(url.port) - Number(portal.port);
  const app = url.hostname === portal.hostname ? APPS_BY_PORT_OFFSET[offset] : undefined;
  return `${app ?? url.host}${url.pathname}`;
}

/**
 * A text table: every page with its total gzip JavaScript and its own chunks (the scripts it loads beyond
 * what the first page, the home page, loads), each chunk on its own line.
 * @param pages [{ path, measurement }] (the first one is the baseline) or { path, error } for a page that failed
 */
function formatTable(pages, portalUrl) {
  const baseline = pages[0].measurement;
  const width = Math.max(4, ...pages.map((page) => page.path.length));
  const lines = [
    `${'page'.padEnd(width)}  ${'JS gzip'.padStart(9)}  ${'scripts'.padStart(7)}  ${'own gzip'.padStart(9)}  own chunks (beyond ${pages[0].path})`,
  ];
  for (const { path, measurement, error } of pages) {
    if (!measurement) {
      lines.push(`${path.padEnd(width)}  failed: ${error}`);
      continue;
    }
    const own = measurement === baseline ? [] : ownScripts(measurement, baseline);
    const ownGzip = own.reduce((sum, script) => sum + script.gzip, 0);
    lines.push(
      `${path.padEnd(width)}  ${kb(measurement.gzip).padStart(9)}  ${String(measurement.scripts.length).padStart(7)}  ${(measurement === baseline ? '' : kb(ownGzip)).padStart(9)}  ${measurement === baseline ? '(baseline)' : `${own.length} chunk${own.length === 1 ? '' : 's'}`}`,
    );
    for (const script of own) lines.push(`${''.padEnd(width)}  ${''.padStart(9)}  ${''.padStart(7)}  ${kb(script.gzip).padStart(9)}    ${scriptLabel(script.url, portalUrl)}`);
  }
  return lines.join('\n');
}

/** The largest scripts of one page, one a line (for the budget's failure message). */
function formatScripts(measurement, portalUrl, top = Infinity) {
  return measurement.scripts
    .slice(0, top)
    .map((script) => `  ${kb(script.gzip).padStart(9)}  ${scriptLabel(script.url, portalUrl)}`)
    .join('\n');
}

module.exports = { HOME_BUDGET_BYTES, SETTLE_MS, kb, measurePage, ownScripts, scriptLabel, formatTable, formatScripts };
