#!/usr/bin/env node
// Analysis pages benchmark (part of `npm run bench`): serves the built portal with the e2e-sized
// dataset and, in Chromium, times each analysis page from navigation to the frame that draws its first
// chart (the first chart card's <svg role="img">); the issues' target is 1.5 s. Prints medians of
// BENCH_PAGES_RUNS cold navigations (default 5), each in a fresh browser context (empty cache).
// First, the weight and paint of the entry pages (issue 17: home at most 300 KB transferred with a
// largest contentful paint of at most 1.0 s, the map in graph mode at most 800 KB): bytes on the wire
// (Chromium's encodedDataLength, headers included, as DevTools counts "transferred") and the LCP with
// its element and what it waited for, medians of the same cold navigations.
import { median, startBenchPortal } from './support/benchPortal.mjs';

const PORT = Number(process.env.BENCH_PAGES_PORT || 19380);
const RUNS = Number(process.env.BENCH_PAGES_RUNS || 5);
/** BENCH_PAGES_WEIGHT_ONLY=1: only the first part (page weight); BENCH_PAGES_DETAIL=1: list each request of a weighed page. */
const WEIGHT_ONLY = process.env.BENCH_PAGES_WEIGHT_ONLY === '1';
const DETAIL = process.env.BENCH_PAGES_DETAIL === '1';
/**
 * Pages with a chart by default. Time Series Comparisons draws after Submit: a bookmarked, submitted view
 * is timed (total phosphorus at CC-10 and CT-2 on the left, dissolved oxygen at CC-10 on the right).
 */
const PAGES = [
  '/explore/correlation-graph',
  '/explore/year-comparison-graph',
  '/explore/precipitation',
  '/water-quality-update/water-quality-parameter-viewer',
  '/explore/stream-logger-data',
  '/data-access/public-map-i-frame-stream-logger',
  '/water-quality-update/field-depth-profile',
  '/water-quality-update/nutrient-ratios',
  '/water-quality-update/wq-inflow-comparison',
  '/water-quality-update/ccr-inflow-concentrations',
  '/explore/time-series-comparison?startDate=2021-10-01&leftGroup=147&leftParameterId=28&leftLocationIds=68,83&rightGroup=152&rightParameterId=3&rightLocationIds=68&submitted=1',
];
const FIRST_CHART = '[data-part="chart"] svg[role="img"]';

/** The map engine's canvas: the engine's script has arrived (it is requested only once the map's sources are in). */
const MAP_CANVAS = 'canvas.maplibregl-canvas, canvas.mapboxgl-canvas';
/** The network is quiet when nothing has been in flight for this long. */
const QUIET_MS = 750;

/**
 * Home, the map, the map in graph mode (the summary of every site) and one analysis page, each with
 * the API reads it is weighed after: the map asks for its data once its scripts have run, which can
 * be after a quiet network moment.
 */
const WEIGHED_PAGES = [
  { path: '/', waitFor: [] },
  { path: '/tools/map', waitFor: ['/api/public-map/wells', '/api/public-map/sources'], waitForSelector: MAP_CANVAS },
  // Graph mode's first view has no parameter chosen: every location grey, so no summary is read yet.
  { path: '/tools/map?mode=graph', waitFor: ['/api/public-map/wells', '/api/public-map/sources'], waitForSelector: MAP_CANVAS },
  // A link with a parameter colours by the summary: weighed too, with it.
  { path: '/tools/map?mode=graph&params=28', waitFor: ['/api/public-map/wells', '/api/public-map/sources', '/api/public-map/wq-summary'], waitForSelector: MAP_CANVAS },
  { path: '/explore/correlation-graph', waitFor: [] },
];

/**
 * One cold navigation (fresh context): bytes transferred until the network is quiet, the largest
 * contentful paint (ms after navigation start), its element, and the latest-ending request before it.
 */
async function weighPage(browser, url, waitFor, waitForSelector) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript(() => {
    sessionStorage.setItem('basin-map-disclaimer-accepted', '1');
    window.lcpEntries = [];
    new PerformanceObserver((list) => window.lcpEntries.push(...list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  let requests = 0;
  const urls = new Map();
  const detail = [];
  // The last network event: Playwright's 'networkidle' is a state reached once (waiting for it again
  // returns at once), so a request started later (the map engine's script, after the sources) is
  // waited for here.
  let lastEvent = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    urls.set(event.requestId, event.request.url);
    lastEvent = Date.now();
  });
  cdp.on('Network.loadingFailed', () => (lastEvent = Date.now()));
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
    detail.push({ url: urls.get(event.requestId), bytes: event.encodedDataLength });
    lastEvent = Date.now();
  });
  // Quiet: no network event (a request sent, data received, a request ended) for QUIET_MS. In-flight
  // requests are not counted: a page can hold one open that never ends.
  cdp.on('Network.dataReceived', () => (lastEvent = Date.now()));
  const networkQuiet = async (deadline = Date.now() + 30_000) => {
    while (Date.now() - lastEvent < QUIET_MS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  };
  try {
    const reads = waitFor.map((path) => page.waitForResponse((response) => new URL(response.url()).pathname === path, { timeout: 120_000 }).then((response) => response.finished()));
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await Promise.all(reads);
    if (waitForSelector) await page.waitForSelector(waitForSelector, { state: 'attached', timeout: 120_000 });
    await networkQuiet();
    const lcp = await page.evaluate(() => {
      const last = window.lcpEntries.at(-1);
      if (!last) return null;
      const element = last.element;
      const name = element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : ''}` : 'removed element';
      const time = last.renderTime || last.loadTime;
      // What the paint waited for: the resource that finished last before it.
      const before = performance.getEntriesByType('resource').filter((entry) => entry.responseEnd <= time).sort((a, b) => b.responseEnd - a.responseEnd)[0];
      return { time: Math.round(time), element: name, waitedFor: before ? `${new URL(before.name).pathname} (ended ${Math.round(before.responseEnd)} ms)` : 'nothing' };
    });
    return { bytes, requests, lcp, detail };
  } finally {
    await context.close();
  }
}

/**
 * Milliseconds from the navigation's start (the page's time origin) to the frame that paints the first
 * chart: a MutationObserver installed before the page's scripts sees the chart's <svg> the moment it is
 * committed, and the next animation frame is the one that draws it. Measured in the page, so a long
 * task right after (the table, the map) cannot delay the reading as polling from outside would.
 */
async function timeToFirstChart(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript((selector) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        window.firstChartPaintedAt = performance.now();
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  }, FIRST_CHART);
  const page = await context.newPage();
  try {
    await page.goto(url);
    const handle = await page.waitForFunction(() => window.firstChartPaintedAt, undefined, { timeout: 60_000 });
    return Math.round(await handle.jsonValue());
  } finally {
    await context.close();
  }
}

const { base, browser, stop } = await startBenchPortal({ port: PORT, dataDir: 'bench-pages-pglite' });
try {
  console.log(`\nPage weight and largest contentful paint (Chromium, cold cache, loopback, medians of ${RUNS} runs; targets: home 300 KB and 1000 ms, map graph mode 800 KB)`);
  for (const { path, waitFor, waitForSelector } of WEIGHED_PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await weighPage(browser, `${base}${path}`, waitFor, waitForSelector));
    const lcps = runs.map((run) => run.lcp?.time ?? NaN);
    const typical = runs.find((run) => run.lcp?.time === median(lcps)) ?? runs[0];
    const kilobytes = (median(runs.map((run) => run.bytes)) / 1000).toFixed(0);
    const lcpText = typical.lcp ? `LCP ${median(lcps)} ms (max ${Math.max(...lcps)}), element ${typical.lcp.element}, after ${typical.lcp.waitedFor}` : 'no LCP entry';
    console.log(`  ${path.padEnd(38)} ${kilobytes} KB transferred in ${typical.requests} requests; ${lcpText}`);
    if (DETAIL) {
      for (const { url, bytes } of [...typical.detail].sort((a, b) => b.bytes - a.bytes)) {
        const { pathname, search } = new URL(url ?? 'about:blank');
        console.log(`      ${(bytes / 1000).toFixed(1).padStart(7)} KB  ${pathname}${search.length > 60 ? `${search.slice(0, 60)}…` : search}`);
      }
    }
  }

  if (!WEIGHT_ONLY) {
    console.log(`\nAnalysis pages: navigation to the first chart drawn (Chromium, cold cache, medians of ${RUNS} runs; target 1500 ms)`);
    for (const path of PAGES) {
      const times = [];
      try {
        for (let run = 0; run < RUNS; run++) times.push(await timeToFirstChart(browser, `${base}${path}`));
        console.log(`  ${path.split('?')[0].padEnd(52)} median ${median(times)} ms, max ${Math.max(...times)} ms`);
      } catch (error) {
        console.log(`  ${path.split('?')[0].padEnd(52)} no chart: ${error.message.split('\n')[0]}`);
      }
    }
  }
} finally {
  await stop();
}
