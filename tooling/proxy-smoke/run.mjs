#!/usr/bin/env node
// The reverse proxy's smoke test (issues 17 and 28, CI step of `npm test`): the production nginx
// configuration (deploy/nginx/basin.conf.template) in front of two API processes on a fresh PostgreSQL
// database and the production static servers of the host and the four remotes, all checked through
// https. Besides the checks of one request each, two fault runs put a steady load through the proxy
// while PostgreSQL restarts, and while both API replicas are rolled one after the other, and count what
// a visitor would have seen. See docs/deployment.md and docs/operations.md.
//
//   node tooling/proxy-smoke/run.mjs [--report <file>]
//
// Needs a build (npm run build), nginx (Debian nginx-light; NGINX_BIN), PostgreSQL's server binaries
// (Debian postgresql; POSTGRES_BIN: the test starts a server of its own in a scratch folder, since it
// restarts it) and Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Ports PROXY_SMOKE_PORT (19100)
// to +40. PROXY_SMOKE_LOAD_SECONDS (20) and PROXY_SMOKE_LOAD_RATE (300 a second) set the fault runs.
// --report writes { passed, failed } for npm test's totals. Every process and the database are removed
// at the end, also on failure or Ctrl-C.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { ensureDevCertificate } from '../dev-idp/src/secrets.mjs';
import { startIdentityProvider } from './identity.mjs';
import { describeCounts, runLoad } from './load.mjs';
import { findNginx, repo, writeLocalConfig } from './nginx.mjs';
import { findPostgresBin, startPostgres } from './postgres.mjs';

const started = Date.now();
const { values: options } = parseArgs({ options: { report: { type: 'string' }, counts: { type: 'string' } } });
const requireApi = createRequire(path.join(repo, 'api/package.json'));
const pg = requireApi('pg');
const { DOWNLOAD_COLUMNS } = requireApi('./dist/schemas/downloads.js');
const { chromium } = createRequire(path.join(repo, 'e2e/package.json'))('@playwright/test');
const { startSentryReceiver } = createRequire(import.meta.url)('../sentry-receiver/receiver.cjs');

const BASE_PORT = Number(process.env.PROXY_SMOKE_PORT || 19100);
const PORTS = {
  https: BASE_PORT,
  http: BASE_PORT + 1,
  api: [BASE_PORT + 10, BASE_PORT + 11],
  host: BASE_PORT + 20,
  remotes: { map: BASE_PORT + 21, explore: BASE_PORT + 22, 'wq-update': BASE_PORT + 23, tools: BASE_PORT + 24 },
  errorReceiver: BASE_PORT + 30,
  postgres: BASE_PORT + 40,
};
/** The release the replicas report under (SENTRY_RELEASE) to the local error receiver. */
const RELEASE = 'proxy-smoke';
const ORIGIN = `https://localhost:${PORTS.https}`;
/** Small, so seeding takes seconds; the download filter and the period below have data at this scale. */
const SEED_SCALE = '0.02';
/** Query & Download's filter (as the API tests save it). */
const DOWNLOAD_FILTER = { user_uuid: 'public', parameters: [28, 29, 30, 73], locations: [68, 83], flow_conditions: [3], start_date: '1991-10-01', end_date: '2026-09-30' };
/** A period nobody has computed (the seeder computes only the baseline), asked of both replicas at once. */
const NEW_PERIOD = { start: '2001-10-01', end: '2011-09-30' };
const CONCURRENT_ASKS = 8;
/** The headers the apps set for security: the proxy passes them through once, untouched. */
const APP_SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy'];

/** The API's largest import file in this run (IMPORT_FILE_MB, for the API and nginx alike): small, so the uploads below are quick. */
const IMPORT_FILE_MB = 8;
/** The fault runs: how long the load lasts at least, and how many requests a second it sends. */
const LOAD_SECONDS = Number(process.env.PROXY_SMOKE_LOAD_SECONDS || 20);
const LOAD_RATE = Number(process.env.PROXY_SMOKE_LOAD_RATE || 300);

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'proxy-smoke-'));
// nginx started as root runs its workers as nobody, who must reach their temporary files in here.
fs.chmodSync(scratch, 0o755);
const databaseName = 'proxy_smoke';
/** The test's own PostgreSQL server (postgres.mjs), its portal database, and the URL of that database. */
let postgres;
let databaseUrl;
const children = [];
let browser;
let errorReceiver;
let identityProvider;
/** Starts API replica `index` (0 or 1); set up in setUp(), used again to roll a replica. */
let startApi;

// ---- processes -------------------------------------------------------------------------------------

/** Starts a process whose output goes to <scratch>/<name>.log; it is stopped in cleanUp(). */
function startProcess(name, command, args, env = {}) {
  const logFile = path.join(scratch, `${name}.log`);
  const output = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: repo, env: { ...process.env, ...env }, stdio: ['ignore', output, output] });
  fs.closeSync(output);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const entry = { name, child, logFile, exited };
  children.push(entry);
  return entry;
}

async function stopProcess({ child, exited }) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  // unref: a process that stopped in time leaves no timer to hold this one open.
  const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(resolve, 5000, false).unref())]);
  if (!stopped) {
    child.kill('SIGKILL');
    await exited;
  }
}

function runToEnd(name, command, args, env) {
  const entry = startProcess(name, command, args, env);
  return entry.exited.then(({ code }) => {
    if (code !== 0) throw new Error(`${name} failed (exit ${code}):\n${tail(entry.logFile)}`);
  });
}

function tail(file, lines = 25) {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '(no output)';
}

/** Resolves once `url` answers 200 (polled every 100 ms); rejects after `seconds` or when `process` exits. */
async function waitUntilServing(url, { process: entry, seconds = 60, ca } = {}) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (entry && entry.child.exitCode !== null) throw new Error(`${entry.name} exited (${entry.child.exitCode}) before serving ${url}:\n${tail(entry.logFile)}`);
    const status = await request(url, { ca }).then((response) => response.status, () => 0);
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${seconds} s${entry ? `:\n${tail(entry.logFile)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// ---- http ------------------------------------------------------------------------------------------

/**
 * One request on its own connection (so concurrent ones really are), body not decompressed: the test
 * looks at Content-Encoding itself. https URLs trust `ca` (the generated certificate).
 */
function request(url, { method = 'GET', headers = {}, body, ca } = {}) {
  const target = new URL(url);
  const transport = target.protocol === 'https:' ? https : http;
  // A Buffer is sent as it is (its Content-Type in `headers`); anything else as JSON.
  const raw = Buffer.isBuffer(body);
  const payload = body === undefined ? undefined : raw ? body : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(
      target,
      {
        method,
        agent: false,
        ca,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}), ...headers, ...(raw ? { 'content-length': payload.length } : {}) },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** The body as sent before Content-Encoding (br or gzip; identity stays). */
function decoded(response) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.body);
  if (encoding === 'gzip') return zlib.gunzipSync(response.body);
  if (encoding) throw new Error(`unexpected Content-Encoding ${encoding}`);
  return response.body;
}

/** A header value with any CSP nonce blanked: a nonce differs on every response, the rest must not. */
const withoutNonces = (value) => value?.replace(/'nonce-[^']*'/g, "'nonce'");

/** How often a header appears in a response (Node joins repeated ones into one value). */
const headerCount = (response, name) => response.rawHeaders.filter((value, index) => index % 2 === 0 && value.toLowerCase() === name).length;

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** A CSV's records (quoted fields may hold line breaks). */
function csvRecords(text) {
  const records = [];
  let quoted = false;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (char === '\n' && !quoted) {
      records.push(text.slice(start, index).replace(/\r$/, ''));
      start = index + 1;
    }
  }
  if (start < text.length) records.push(text.slice(start));
  return records;
}

/**
 * nginx's access log lines (log_format basin_proxy) whose request line contains `text`, once there are
 * `count`: nginx writes a line just after the response's last byte, so the newest may be a moment late.
 */
async function accessLogLines(text, count = 1) {
  const deadline = Date.now() + 2000;
  for (;;) {
    const lines = fs.readFileSync(path.join(scratch, 'access.log'), 'utf8').split('\n').filter((line) => line.includes(text));
    if (lines.length >= count || Date.now() > deadline) return lines;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const upstreamsOf = (line) => (/upstream=(\S+(?:, \S+)*) upstream_status/.exec(line)?.[1] ?? '').split(', ').filter(Boolean);
const replicaName = (address) => {
  const index = PORTS.api.findIndex((port) => address.endsWith(`:${port}`));
  return index >= 0 ? `api-${index + 1}` : address;
};

/**
 * A WQX 3.0 narrow CSV of about `bytes` bytes: the fixture's rows again and again, each result with an
 * identifier of its own (what a laboratory's large export looks like to the importer).
 */
function wqx3File(bytes) {
  const [header, ...rows] = fs.readFileSync(path.join(repo, 'api/src/wqx/import/fixtures/wqx3-narrow.csv'), 'utf8').trim().split('\n');
  const lines = [header];
  let size = header.length + 1;
  for (let index = 0; size < bytes; index += 1) {
    const line = rows[index % rows.length].replace(/CDPHE-R\d+/, `SMOKE-R${index}`);
    lines.push(line);
    size += line.length + 1;
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

// ---- the checks ------------------------------------------------------------------------------------

const results = [];

async function check(name, body) {
  const checkStarted = Date.now();
  try {
    const detail = await body();
    results.push({ name, ok: true });
    console.log(`  ✔ ${name} (${Date.now() - checkStarted} ms)${detail ? `\n      ${detail}` : ''}`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(`  ✘ ${name}\n      ${String(error instanceof Error ? error.message : error).split('\n').join('\n      ')}`);
  }
}

async function runChecks(ca) {
  const get = (pathname, init = {}) => request(`${ORIGIN}${pathname}`, { ca, ...init });
  const compressed = { 'accept-encoding': 'br, gzip' };

  await check('plain http redirects to https, without HSTS', async () => {
    const response = await request(`http://localhost:${PORTS.http}/tools/download?x=1`);
    assert(response.status === 301, `status ${response.status}, expected 301`);
    assert(response.headers.location === `${ORIGIN}/tools/download?x=1`, `Location ${response.headers.location}`);
    assert(headerCount(response, 'strict-transport-security') === 0, 'HSTS sent over plain http');
    return `Location: ${response.headers.location}`;
  });

  await check('https: HSTS exactly once; the apps\' own security headers passed through unchanged, none doubled', async () => {
    const pages = [
      { name: 'host page', proxied: '/tools/download', direct: `http://127.0.0.1:${PORTS.host}/tools/download` },
      { name: 'API', proxied: '/api/health', direct: `http://127.0.0.1:${PORTS.api[0]}/api/health` },
    ];
    const seen = [];
    for (const { name, proxied, direct } of pages) {
      const [viaProxy, fromApp] = await Promise.all([get(proxied), request(direct)]);
      assert(viaProxy.status === 200, `${proxied}: status ${viaProxy.status}`);
      assert(headerCount(viaProxy, 'strict-transport-security') === 1, `${proxied}: ${headerCount(viaProxy, 'strict-transport-security')} HSTS headers`);
      assert(/max-age=\d{7,}/.test(viaProxy.headers['strict-transport-security']), `${proxied}: HSTS ${viaProxy.headers['strict-transport-security']}`);
      for (const header of APP_SECURITY_HEADERS) {
        assert(headerCount(viaProxy, header) === headerCount(fromApp, header), `${proxied}: ${header} ${headerCount(fromApp, header)} time(s) from the app, ${headerCount(viaProxy, header)} through the proxy`);
        assert(withoutNonces(viaProxy.headers[header]) === withoutNonces(fromApp.headers[header]), `${proxied}: ${header} changed: "${fromApp.headers[header]}" became "${viaProxy.headers[header]}"`);
        if (fromApp.headers[header] !== undefined) seen.push(`${name} ${header}`);
      }
    }
    return seen.length ? `passed through: ${seen.join(', ')}` : 'the apps send no security headers of their own yet (nothing to pass through)';
  });

  await check('static files of the host and a remote arrive compressed, byte for byte the built file', async () => {
    const files = [
      { url: '/main.js', file: path.join(repo, 'host/dist/main.js') },
      { url: '/remotes/tools/remoteEntry.js', file: path.join(repo, 'remote-tools/dist/remoteEntry.js') },
      { url: '/remotes/map/mf-manifest.json', file: path.join(repo, 'remote-map/dist/mf-manifest.json') },
    ];
    const lines = [];
    for (const { url, file } of files) {
      const response = await get(url, { headers: compressed });
      assert(response.status === 200, `${url}: status ${response.status}`);
      assert(['br', 'gzip'].includes(response.headers['content-encoding']), `${url}: Content-Encoding ${response.headers['content-encoding'] ?? 'none'}`);
      assert(/accept-encoding/i.test(String(response.headers.vary)), `${url}: Vary ${response.headers.vary ?? 'missing'}`);
      // Compressed twice (by the app and again by nginx) would not decode to the file.
      assert(decoded(response).equals(fs.readFileSync(file)), `${url}: the decoded body is not ${path.relative(repo, file)}`);
      lines.push(`${url} ${response.headers['content-encoding']} ${response.body.length.toLocaleString('en-US')} of ${fs.statSync(file).size.toLocaleString('en-US')} bytes`);
    }
    return lines.join('; ');
  });

  await check('API JSON arrives compressed', async () => {
    const response = await get('/api/public-map/wq-summary', { headers: compressed });
    assert(response.status === 200, `status ${response.status}: ${response.body.toString().slice(0, 300)}`);
    assert(['br', 'gzip'].includes(response.headers['content-encoding']), `Content-Encoding ${response.headers['content-encoding'] ?? 'none'}`);
    const rows = JSON.parse(decoded(response).toString('utf8'));
    assert(Array.isArray(rows) && rows.length > 0, 'no summary rows');
    return `/api/public-map/wq-summary ${response.headers['content-encoding']} ${response.body.length.toLocaleString('en-US')} bytes for ${decoded(response).length.toLocaleString('en-US')} (${rows.length} rows)`;
  });

  await check('a Query & Download CSV completes (filter saved, counted and downloaded as the page does)', async () => {
    const save = await get('/api/download-user-filters', { method: 'PUT', body: DOWNLOAD_FILTER });
    assert(save.status === 200, `saving the filter: status ${save.status}: ${save.body}`);
    const cookie = (save.headers['set-cookie']?.[0] ?? '').split(';')[0];
    assert(cookie.includes('='), 'no visitor cookie issued');
    const count = await get('/api/download-user-filters-recordcounts', { method: 'POST', headers: { cookie }, body: { uuid: 'public' } });
    assert(count.status === 200, `record count: status ${count.status}: ${count.body}`);
    const [{ sel_recordcount: records }] = JSON.parse(count.body.toString('utf8'));
    assert(records > 0, 'the filter selects no records');
    const download = await get('/api/download-user-selected-data', { method: 'POST', headers: { cookie, ...compressed }, body: { uuid: 'public' } });
    assert(download.status === 200, `download: status ${download.status}: ${download.body}`);
    assert(/^text\/csv/.test(download.headers['content-type']), `Content-Type ${download.headers['content-type']}`);
    assert(/filename="Time Series Data.csv"/.test(String(download.headers['content-disposition'])), `Content-Disposition ${download.headers['content-disposition']}`);
    const [header, ...rows] = csvRecords(decoded(download).toString('utf8')).filter((line) => line !== '');
    assert(header === DOWNLOAD_COLUMNS.join(','), `CSV header ${header}`);
    assert(rows.length === records, `${rows.length} CSV rows, the record count said ${records}`);
    const servedBy = async (route) => (await accessLogLines(route)).flatMap(upstreamsOf).map(replicaName).join(' then ');
    const [savedBy, downloadedFrom] = [await servedBy('PUT /api/download-user-filters'), await servedBy('POST /api/download-user-selected-data')];
    return `${records} records, ${download.body.length.toLocaleString('en-US')} bytes (${download.headers['content-encoding'] ?? 'identity'}); ` +
      `filter saved by ${savedBy}, downloaded from ${downloadedFrom}${savedBy === downloadedFrom ? '' : ' (the visitor cookie one replica issued holds on the other)'}`;
  });

  await check(`a new summary period asked of both replicas at once (${CONCURRENT_ASKS} requests) is computed once`, async () => {
    const query = `startDate=${NEW_PERIOD.start}&endDate=${NEW_PERIOD.end}`;
    const answers = await Promise.all(Array.from({ length: CONCURRENT_ASKS }, () => get(`/api/public-map/wq-summary?${query}`, { headers: compressed })));
    for (const answer of answers) assert(answer.status === 200, `status ${answer.status}: ${decoded(answer).toString().slice(0, 300)}`);
    const bodies = new Set(answers.map((answer) => decoded(answer).toString('utf8')));
    assert(bodies.size === 1, `${bodies.size} different answers`);
    const rows = JSON.parse([...bodies][0]);
    assert(rows.length > 0, 'the period has no summary rows');
    const replicas = (await accessLogLines(query, CONCURRENT_ASKS)).flatMap(upstreamsOf).map(replicaName);
    const perReplica = Object.fromEntries([...new Set(replicas)].map((replica) => [replica, replicas.filter((name) => name === replica).length]));
    assert(replicas.length === CONCURRENT_ASKS && Object.keys(perReplica).length === 2, `answered by ${JSON.stringify(perReplica)}: both replicas must have been asked`);
    // Each replica logs the computations it runs (pino JSON lines); together exactly one for this period.
    const computations = PORTS.api.map((_port, index) => computationsLogged(path.join(scratch, `api-${index + 1}.log`)));
    const total = computations.reduce((sum, count) => sum + count, 0);
    assert(total === 1, `computed ${total} times (api-1: ${computations[0]}, api-2: ${computations[1]})`);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows: periods } = await client.query(`SELECT state, (SELECT count(*)::int FROM wq_summary s WHERE s.period_start = p.period_start AND s.period_end = p.period_end) AS summary_rows
        FROM wq_summary_periods p WHERE period_start = $1 AND period_end = $2`, [NEW_PERIOD.start, NEW_PERIOD.end]);
      assert(periods.length === 1 && periods[0].state === 'complete' && periods[0].summary_rows > 0, `database: ${JSON.stringify(periods)}`);
      return `${rows.length} rows, answered by ${Object.entries(perReplica).map(([name, count]) => `${name} ${count}×`).join(' and ')}; ` +
        `computed by ${computations[0] ? 'api-1' : 'api-2'} only; wq_summary_periods: complete, ${periods[0].summary_rows} rows`;
    } finally {
      await client.end();
    }
  });

  await check('the home page and a remote\'s page load in Chromium from the one origin, the remote via /remotes/tools/', async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
    });
    // The certificate is self-signed: the browser accepts it as the e2e tests accept the dev provider's.
    const context = await browser.newContext({ ignoreHTTPSErrors: true, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const problems = [];
    const responses = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (failed) => problems.push(`request failed: ${failed.url()} ${failed.failure()?.errorText ?? ''}`));
    page.on('response', (response) => responses.push({ url: response.url(), status: response.status() }));
    const headings = [];
    for (const [pathname, title] of [['/', null], ['/tools/download', 'Query & Download']]) {
      await page.goto(`${ORIGIN}${pathname}`);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor({ timeout: 20_000 });
      const text = (await heading.textContent())?.trim() ?? '';
      assert(title === null || text === title, `${pathname}: h1 "${text}", expected "${title}"`);
      headings.push(`${pathname} "${text}"`);
    }
    assert(problems.length === 0, problems.join('\n'));
    const elsewhere = responses.filter((response) => !response.url.startsWith(`${ORIGIN}/`) && !response.url.startsWith('data:'));
    assert(elsewhere.length === 0, `requests to other origins: ${elsewhere.map((response) => response.url).join(', ')}`);
    const failed = responses.filter((response) => response.status >= 400);
    assert(failed.length === 0, `failed responses: ${failed.map((response) => `${response.status} ${response.url}`).join(', ')}`);
    const remote = responses.filter((response) => response.url.startsWith(`${ORIGIN}/remotes/tools/`)).map((response) => new URL(response.url).pathname);
    for (const file of ['/remotes/tools/mf-manifest.json', '/remotes/tools/remoteEntry.js']) assert(remote.includes(file), `${file} was not loaded (remote files: ${remote.join(', ') || 'none'})`);
    const chunks = remote.filter((file) => file.endsWith('.js') && !file.endsWith('/remoteEntry.js'));
    assert(chunks.length > 0, 'none of the remote\'s chunks came from /remotes/tools/ (publicPath)');
    return `${headings.join(', ')}; ${responses.length} responses, all from ${ORIGIN}; remote-tools: manifest, remoteEntry.js and ${chunks.length} chunks from /remotes/tools/`;
  });

  await check('the replicas trace requests to the error-reporting service by route and release, and report no client errors', async () => {
    const bad = await get('/api/public-map/wq-time-series/annual/560110545998/961422383993');
    assert(bad.status === 400, `malformed ids answered ${bad.status}`);
    // Spans leave in the background, a few seconds after their request (the SDK's buffer).
    const deadline = Date.now() + 15_000;
    let segments = [];
    while (Date.now() < deadline) {
      segments = errorReceiver.envelopes.flatMap((envelope) => envelope.items).filter((item) => item.type === 'span')
        .flatMap((item) => item.payload.items ?? []).filter((span) => span.attributes?.['sentry.op']?.value === 'http.server');
      if (segments.some((span) => /\/api\/download-user-selected-data/.test(span.name))) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const names = [...new Set(segments.map((span) => span.name))];
    assert(names.some((name) => name === 'POST /api/download-user-selected-data'), `no trace of the download by its route; traced: ${names.join(', ') || 'nothing'}`);
    const releases = new Set(errorReceiver.envelopes.map((envelope) => envelope.header.trace?.release));
    assert(releases.has(RELEASE), `traces of releases ${[...releases].join(', ')}`);
    const errors = errorReceiver.events();
    assert(errors.length === 0, `client errors reported: ${JSON.stringify(errors.map((event) => event.exception?.values?.[0]?.value))}`);
    return `${segments.length} request traces, e.g. ${names.slice(0, 3).join('; ')}`;
  });


  await check('pages refuse to be framed by other sites, from the production static servers themselves and through the proxy; embeds may be framed', async () => {
    const pages = [
      { name: 'host page', url: `http://127.0.0.1:${PORTS.host}/tools/download` },
      { name: 'host page through the proxy', url: `${ORIGIN}/tools/download` },
      { name: "a remote's own page", url: `http://127.0.0.1:${PORTS.remotes.tools}/tools/site-summary-table` },
      { name: 'embed', url: `http://127.0.0.1:${PORTS.host}/data-access/public-map-i-frame`, embed: true },
      { name: 'embed through the proxy', url: `${ORIGIN}/data-access/public-map-i-frame`, embed: true },
    ];
    const seen = [];
    for (const { name, url, embed } of pages) {
      const response = await request(url, { ca });
      assert(response.status === 200, `${name} ${url}: status ${response.status}`);
      const ancestors = /(?:^|;)\s*frame-ancestors ([^;]*)/.exec(response.headers['content-security-policy'] ?? '')?.[1]?.trim();
      const frameOptions = response.headers['x-frame-options'];
      if (embed) {
        assert(ancestors === undefined && frameOptions === undefined, `${name}: frame-ancestors ${ancestors}, X-Frame-Options ${frameOptions}: an embed must be frameable`);
        seen.push(`${name}: frameable`);
        continue;
      }
      assert(ancestors !== undefined, `${name} ${url}: no frame-ancestors in its Content-Security-Policy`);
      // Only the page's own origin, or the portal's: never a wildcard or a scheme any site matches.
      const foreign = ancestors.split(/\s+/).filter((source) => source !== "'self'" && source !== ORIGIN);
      assert(foreign.length === 0, `${name}: frame-ancestors ${ancestors} lets other sites frame it`);
      assert(frameOptions === undefined || /^sameorigin$/i.test(frameOptions), `${name}: X-Frame-Options ${frameOptions}`);
      seen.push(`${name}: frame-ancestors ${ancestors}${frameOptions ? `, X-Frame-Options ${frameOptions}` : ''}`);
    }
    return seen.join('; ');
  });

  await check(`a staff import of 5 MB passes the proxy; a file over IMPORT_FILE_MB (${IMPORT_FILE_MB}) gets the API's JSON 413 naming it, a larger upload the proxy's JSON 413`, async () => {
    const authorization = `Bearer ${identityProvider.token('proxy-smoke-admin', ['Administrator'])}`;
    const upload = (fileName, bytes) => {
      const boundary = `----proxy-smoke-${Date.now().toString(36)}`;
      const form = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="dryRun"\r\n\r\ntrue\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`),
        wqx3File(bytes),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return get('/api/import', { method: 'POST', headers: { authorization, 'content-type': `multipart/form-data; boundary=${boundary}` }, body: form });
    };
    const json = (response) => {
      assert(/application\/json/.test(String(response.headers['content-type'])), `status ${response.status} answered as ${response.headers['content-type']}: ${response.body.toString().slice(0, 200)}`);
      return JSON.parse(response.body.toString('utf8'));
    };
    const MiB = 1024 * 1024;
    const accepted = await upload('five-megabytes.csv', 5 * MiB);
    const report = json(accepted);
    assert(accepted.status === 200, `5 MB upload: status ${accepted.status}: ${JSON.stringify(report).slice(0, 300)}`);
    assert(report.files?.[0]?.kind === 'wqx3Narrow' && report.files[0].rows > 10_000 && report.committed === false, `report ${JSON.stringify({ ...report, rejectedRows: undefined }).slice(0, 400)}`);

    const overFile = await upload('over-the-limit.csv', IMPORT_FILE_MB * MiB + MiB / 2);
    const overFileBody = json(overFile);
    assert(overFile.status === 413 && /over-the-limit\.csv/.test(overFileBody.message), `a file just over the limit: ${overFile.status} ${JSON.stringify(overFileBody)}`);

    const overProxy = await upload('far-too-large.csv', (IMPORT_FILE_MB + 4) * MiB);
    const overProxyBody = json(overProxy);
    assert(overProxy.status === 413 && /IMPORT_FILE_MB/.test(overProxyBody.message), `an upload over the proxy's limit: ${overProxy.status} ${JSON.stringify(overProxyBody)}`);

    const largeJson = await get('/api/download-user-filters-recordcounts', { method: 'POST', body: { uuid: 'public', padding: 'x'.repeat(2 * MiB) } });
    const largeJsonBody = json(largeJson);
    assert(largeJson.status === 413, `a 2 MB JSON body elsewhere: status ${largeJson.status}`);
    return `5 MB: 200, ${report.files[0].rows.toLocaleString('en-US')} rows read (dry run); ${(IMPORT_FILE_MB + 0.5).toFixed(1)} MiB file: 413 "${overFileBody.message}"; ` +
      `${IMPORT_FILE_MB + 4} MiB: 413 from the proxy "${overProxyBody.message}"; 2 MB JSON elsewhere: 413 "${largeJsonBody.message}"`;
  });

  // The fault runs: the hot reads of the pages and the Query & Download calls, as visitors send them.
  const save = await get('/api/download-user-filters', { method: 'PUT', body: DOWNLOAD_FILTER });
  const cookie = (save.headers['set-cookie']?.[0] ?? '').split(';')[0];
  const hotReads = ['/api/public-map/wq-summary', '/api/public-map/sources', '/api/public-map/filters', '/api/dropdown-parameters', '/api/locations-param-summary', '/api/public-map/wq-time-series/annual/68/28,29']
    .map((pathname) => ({ name: `GET ${pathname}`, path: pathname, headers: compressed }));
  const recordCount = { name: 'POST record count', method: 'POST', path: '/api/download-user-filters-recordcounts', headers: { cookie }, body: { uuid: 'public' } };
  const download = { name: 'POST CSV download', method: 'POST', path: '/api/download-user-selected-data', headers: { cookie, ...compressed }, body: { uuid: 'public' } };
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const readyDirectly = async () => {
    for (const port of PORTS.api) assert((await request(`http://127.0.0.1:${port}/api/health/ready`)).status === 200, `replica on ${port} not ready after the run`);
  };
  const loadResults = [];

  await check(`PostgreSQL restarted under load (${LOAD_RATE} requests a second): no visitor sees a 5xx or an HTML error page (stored public answers go out stale while it is out of reach, the rest wait for it)`, async () => {
    const counts = await runLoad({
      origin: ORIGIN, ca, ratePerSecond: LOAD_RATE, seconds: LOAD_SECONDS,
      // A CSV download in flight at the moment the server stops is cut (its rows come from one query): not in this mix.
      mix: [...hotReads, recordCount, ...hotReads, recordCount],
      during: async () => {
        await pause(5000);
        const restartStarted = Date.now();
        await postgres.restart();
        return { restartMs: Date.now() - restartStarted };
      },
    });
    loadResults.push({ fault: 'PostgreSQL restart', counts });
    assert(counts.visibleErrors === 0, `${counts.visibleErrors} visitor-visible errors, e.g.\n${counts.failures.join('\n')}`);
    assert(counts.answered === counts.sent, `${counts.sent - counts.answered} requests unanswered`);
    await readyDirectly();
    const outages = PORTS.api.map((_port, index) => fs.readFileSync(path.join(scratch, `api-${index + 1}.log`), 'utf8').split('\n').filter((line) => line.includes('database out of reach')).length);
    return `${describeCounts(counts)}; pg_ctl restart --mode fast took ${counts.fault.restartMs} ms; replicas that saw the database out of reach: ${outages.filter(Boolean).length}`;
  });

  await check(`both API replicas rolled one after the other under load (SIGTERM, drain, start, ready): no visitor sees a 5xx, POSTs and downloads included`, async () => {
    const rolls = [];
    const logLinesBefore = fs.readFileSync(path.join(scratch, 'access.log'), 'utf8').split('\n').length;
    const counts = await runLoad({
      origin: ORIGIN, ca, ratePerSecond: LOAD_RATE, seconds: LOAD_SECONDS,
      mix: [...hotReads, recordCount, download, ...hotReads, recordCount],
      during: async () => {
        for (const index of [0, 1]) {
          await pause(3000);
          const old = children.findLast((entry) => entry.name === `api-${index + 1}`);
          const stopping = Date.now();
          old.child.kill('SIGTERM');
          const { code } = await old.exited;
          const stopped = Date.now();
          const replacement = startApi(index);
          await waitUntilServing(`http://127.0.0.1:${PORTS.api[index]}/api/health/ready`, { process: replacement });
          rolls.push({ replica: `api-${index + 1}`, code, drainMs: stopped - stopping, startMs: Date.now() - stopped });
        }
      },
    });
    loadResults.push({ fault: 'rolling restart', counts });
    assert(counts.visibleErrors === 0, `${counts.visibleErrors} visitor-visible errors, e.g.\n${counts.failures.join('\n')}`);
    assert(counts.answered === counts.sent, `${counts.sent - counts.answered} requests unanswered`);
    assert(rolls.every((roll) => roll.code === 0), `exit codes ${rolls.map((roll) => roll.code).join(', ')}: a drain did not end cleanly`);
    await readyDirectly();
    const resent = fs.readFileSync(path.join(scratch, 'access.log'), 'utf8').split('\n').slice(logLinesBefore - 1).filter((line) => upstreamsOf(line).length === 2);
    const resentPosts = resent.filter((line) => line.includes('"POST ')).length;
    return `${describeCounts(counts)}; ${rolls.map((roll) => `${roll.replica} drained in ${roll.drainMs} ms, ready ${roll.startMs} ms later`).join(', ')}; ` +
      `${resent.length} requests resent by nginx to the other replica (${resentPosts} POSTs)`;
  });
  if (options.counts) fs.writeFileSync(options.counts, JSON.stringify(loadResults.map(({ fault, counts }) => ({ fault, line: describeCounts(counts), ...counts })), null, 2));

  await check('one replica killed: requests are answered by the other (nginx retries on connect errors)', async () => {
    const victim = children.findLast((entry) => entry.name === 'api-2');
    victim.child.kill('SIGKILL');
    await victim.exited;
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt += 1) answers.push(await get(`/api/health?after-kill=${attempt}`));
    assert(answers.every((answer) => answer.status === 200), `statuses ${answers.map((answer) => answer.status).join(', ')}`);
    const lines = await accessLogLines('after-kill', answers.length);
    const retried = lines.filter((line) => upstreamsOf(line).length === 2);
    const served = lines.map((line) => upstreamsOf(line).at(-1)).map(replicaName);
    assert(served.every((name) => name === 'api-1'), `served by ${served.join(', ')}`);
    return `4 of 4 answered by api-1; ${retried.length} of them first tried api-2 and were resent`;
  });
}

function computationsLogged(logFile) {
  return fs.readFileSync(logFile, 'utf8').split('\n').filter((line) => {
    if (!line.includes('water-quality summary computed')) return false;
    try {
      const entry = JSON.parse(line);
      return entry.period?.start === NEW_PERIOD.start && entry.period?.end === NEW_PERIOD.end;
    } catch {
      return false;
    }
  }).length;
}

// ---- setting up and cleaning up -------------------------------------------------------------------

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function setUp() {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx not found (Debian package nginx-light; or set NGINX_BIN)');
  for (const built of ['api/dist/server.js', 'host/dist/index.html', ...Object.keys(PORTS.remotes).map((name) => `remote-${name}/dist/mf-manifest.json`)]) {
    if (!fs.existsSync(path.join(repo, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
  const postgresBin = findPostgresBin();
  if (!postgresBin) throw new Error('PostgreSQL server binaries not found (Debian package postgresql; or set POSTGRES_BIN)');
  const { certPath, keyPath } = await ensureDevCertificate(path.join(scratch, 'tls'));

  let phase = Date.now();
  postgres = await startPostgres(postgresBin, path.join(scratch, 'postgres'), PORTS.postgres);
  await adminQuery(`CREATE DATABASE ${databaseName}`);
  databaseUrl = Object.assign(new URL(postgres.url), { pathname: `/${databaseName}` }).href;
  await runToEnd('seed', process.execPath, [path.join(repo, 'api/dist/cli/seed.js')], { DATABASE_URL: databaseUrl, SEED_SCALE });
  console.log(`  PostgreSQL of the test's own on port ${PORTS.postgres}, database ${databaseName} seeded at scale ${SEED_SCALE} (${((Date.now() - phase) / 1000).toFixed(1)} s)`);

  phase = Date.now();
  errorReceiver = await startSentryReceiver({ port: PORTS.errorReceiver, host: '127.0.0.1' });
  identityProvider = await startIdentityProvider();
  startApi = (index) =>
    startProcess(`api-${index + 1}`, process.execPath, [path.join(repo, 'api/dist/server.js')], {
      DATABASE_URL: databaseUrl,
      API_PORT: String(PORTS.api[index]),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'true',
      IMPORT_FILE_MB: String(IMPORT_FILE_MB),
      // The fault runs send every request from one address: the per-address limits are not what they test.
      RATE_LIMIT_RECORD_COUNTS: '1000000',
      RATE_LIMIT_DOWNLOADS: '1000000',
      ...identityProvider.apiEnv,
      // Production error reporting with every request traced, so the check below need not be lucky.
      SENTRY_DSN: errorReceiver.dsn,
      SENTRY_RELEASE: RELEASE,
      SENTRY_TRACES_SAMPLE_RATE: '1',
    });
  const apis = PORTS.api.map((_port, index) => startApi(index));
  // The static servers get the production /config.json: the API and every remote on the proxy's origin.
  const frontEndEnv = {
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PORTAL_URL: ORIGIN,
    BASEMAP_PROVIDER: 'offline',
    REMOTE_MAP_URL: `${ORIGIN}/remotes/map/mf-manifest.json`,
    REMOTE_EXPLORE_URL: `${ORIGIN}/remotes/explore/mf-manifest.json`,
    REMOTE_WQ_UPDATE_URL: `${ORIGIN}/remotes/wq-update/mf-manifest.json`,
    REMOTE_TOOLS_URL: `${ORIGIN}/remotes/tools/mf-manifest.json`,
  };
  const staticServer = (app, port) => ({
    port,
    process: startProcess(app, process.execPath, [path.join(repo, 'tooling/static-server/bin.mjs'), '--dir', path.join(repo, app, 'dist'), '--port', String(port)], frontEndEnv),
  });
  const statics = [staticServer('host', PORTS.host), ...Object.entries(PORTS.remotes).map(([name, port]) => staticServer(`remote-${name}`, port))];
  const conf = writeLocalConfig(scratch, {
    NGINX_SERVER_NAME: 'localhost',
    PORTAL_URL: ORIGIN,
    NGINX_HTTP_PORT: String(PORTS.http),
    NGINX_HTTPS_PORT: String(PORTS.https),
    NGINX_SSL_CERTIFICATE: certPath,
    NGINX_SSL_CERTIFICATE_KEY: keyPath,
    API_UPSTREAM_1: `127.0.0.1:${PORTS.api[0]}`,
    API_UPSTREAM_2: `127.0.0.1:${PORTS.api[1]}`,
    IMPORT_FILE_MB: String(IMPORT_FILE_MB),
    HOST_UPSTREAM: `127.0.0.1:${PORTS.host}`,
    REMOTE_MAP_UPSTREAM: `127.0.0.1:${PORTS.remotes.map}`,
    REMOTE_EXPLORE_UPSTREAM: `127.0.0.1:${PORTS.remotes.explore}`,
    REMOTE_WQ_UPDATE_UPSTREAM: `127.0.0.1:${PORTS.remotes['wq-update']}`,
    REMOTE_TOOLS_UPSTREAM: `127.0.0.1:${PORTS.remotes.tools}`,
  });
  const proxy = startProcess('nginx', nginx, ['-p', scratch, '-c', conf, '-e', path.join(scratch, 'error.log')]);
  const ca = fs.readFileSync(certPath);
  await Promise.all([
    ...apis.map((api, index) => waitUntilServing(`http://127.0.0.1:${PORTS.api[index]}/api/health`, { process: api })),
    ...statics.map((server) => waitUntilServing(`http://127.0.0.1:${server.port}/config.json`, { process: server.process })),
  ]);
  await waitUntilServing(`${ORIGIN}/api/health`, { process: proxy, ca, seconds: 10 });
  console.log(`  two API replicas, the host and four remotes' static servers, and nginx ${ORIGIN} serving (${((Date.now() - phase) / 1000).toFixed(1)} s)`);
  return ca;
}

let cleaningUp;
function cleanUp() {
  cleaningUp ??= (async () => {
    await browser?.close().catch(() => undefined);
    await Promise.all(children.map(stopProcess));
    await errorReceiver?.close().catch(() => undefined);
    await identityProvider?.close().catch(() => undefined);
    await postgres?.stop().catch((error) => console.log(`  could not stop the test's PostgreSQL: ${error.message}`));
    fs.rmSync(scratch, { recursive: true, force: true });
  })();
  return cleaningUp;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.log(`\n${signal}: cleaning up`);
    void cleanUp().then(() => process.exit(1));
  });
}

console.log(`Proxy smoke test: deploy/nginx/basin.conf.template in front of two API replicas on PostgreSQL (${scratch})`);
let setUpError;
try {
  await runChecks(await setUp());
} catch (error) {
  setUpError = error;
  console.log(`  ✘ setting up: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  const failed = results.filter((result) => !result.ok).length + (setUpError ? 1 : 0);
  if (failed > 0) {
    for (const name of ['error.log', 'api-1.log', 'api-2.log', 'postgres/server.log']) {
      if (fs.existsSync(path.join(scratch, name))) console.log(`\n--- ${name} (last lines)\n${tail(path.join(scratch, name), 15)}`);
    }
  }
  await cleanUp();
  const passed = results.length - results.filter((result) => !result.ok).length;
  console.log(`Proxy smoke test: ${passed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (options.report) fs.writeFileSync(options.report, JSON.stringify({ passed, failed }));
  process.exitCode = failed > 0 ? 1 : 0;
}
