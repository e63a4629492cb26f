#!/usr/bin/env node
// The reverse proxy's smoke test (issue 17, CI step of `npm test`): the production nginx configuration
// (deploy/nginx/basin.conf.template) in front of two API processes on a fresh PostgreSQL database and
// the static servers of the host and the four remotes, all checked through https. See docs/deployment.md.
//
//   node tooling/proxy-smoke/run.mjs [--report <file>]
//
// Needs a build (npm run build), nginx (Debian nginx-light; NGINX_BIN), PostgreSQL (DATABASE_URL's
// server, else postgres@127.0.0.1:5432: a database proxy_smoke_* is created, seeded and dropped) and
// Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Ports PROXY_SMOKE_PORT (19100) to +24.
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
import { findNginx, repo, writeLocalConfig } from './nginx.mjs';

const started = Date.now();
const { values: options } = parseArgs({ options: { report: { type: 'string' } } });
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

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'proxy-smoke-'));
// nginx started as root runs its workers as nobody, who must reach their temporary files in here.
fs.chmodSync(scratch, 0o755);
const adminUrl = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
const databaseName = `proxy_smoke_${process.pid}_${Date.now().toString(36)}`;
const databaseUrl = Object.assign(new URL(adminUrl.href), { pathname: `/${databaseName}` }).href;
const children = [];
let databaseCreated = false;
let browser;
let errorReceiver;

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
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(
      target,
      {
        method,
        agent: false,
        ca,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}), ...headers },
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

  await check('one replica killed: requests are answered by the other (nginx retries on connect errors)', async () => {
    const victim = children.find((entry) => entry.name === 'api-2');
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
  const client = new pg.Client({ connectionString: adminUrl.href });
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
  const { certPath, keyPath } = await ensureDevCertificate(path.join(scratch, 'tls'));

  let phase = Date.now();
  await adminQuery(`CREATE DATABASE ${databaseName}`);
  databaseCreated = true;
  await runToEnd('seed', process.execPath, [path.join(repo, 'api/dist/cli/seed.js')], { DATABASE_URL: databaseUrl, SEED_SCALE });
  console.log(`  database ${databaseName} created and seeded at scale ${SEED_SCALE} (${((Date.now() - phase) / 1000).toFixed(1)} s)`);

  phase = Date.now();
  errorReceiver = await startSentryReceiver({ port: PORTS.errorReceiver, host: '127.0.0.1' });
  const apis = PORTS.api.map((port, index) =>
    startProcess(`api-${index + 1}`, process.execPath, [path.join(repo, 'api/dist/server.js')], {
      DATABASE_URL: databaseUrl,
      API_PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'true',
      // Production error reporting with every request traced, so the check below need not be lucky.
      SENTRY_DSN: errorReceiver.dsn,
      SENTRY_RELEASE: RELEASE,
      SENTRY_TRACES_SAMPLE_RATE: '1',
    }),
  );
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
    if (databaseCreated) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch((error) => console.log(`  could not drop ${databaseName}: ${error.message}`));
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
    for (const name of ['error.log', 'api-1.log', 'api-2.log']) {
      if (fs.existsSync(path.join(scratch, name))) console.log(`\n--- ${name} (last lines)\n${tail(path.join(scratch, name), 15)}`);
    }
  }
  await cleanUp();
  const passed = results.length - results.filter((result) => !result.ok).length;
  console.log(`Proxy smoke test: ${passed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (options.report) fs.writeFileSync(options.report, JSON.stringify({ passed, failed }));
  process.exitCode = failed > 0 ? 1 : 0;
}
