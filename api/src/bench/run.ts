// `npm run bench`: measures the API on the embedded database and, when reachable, on PostgreSQL.
// Each engine gets a fresh database (a temporary PGlite directory; a temporary PostgreSQL database
// created on 127.0.0.1:5432 or DATABASE_URL's server), seeded at BENCH_SCALE and removed afterwards.
// Prints, per engine: p50/p95/p99 latency and requests per second of every operation of the API's own
// OpenAPI document (so new routes are included; see routes.ts) under a fixed duration and concurrency
// (autocannon); the time to stream the largest CSV the cap allows (just under 110,000 rows) beside its
// floors (the same SELECT through the driver, and on PostgreSQL the server's own COPY … TO STDOUT via
// psql), a check that one row more answers 413; and a new period's summary beside a count(*).
// Before those operations: the hot reads beside a static file of the same bytes from the same server (hotReads.ts), at
// BENCH_HOT_CONNECTIONS (50) for BENCH_HOT_SECONDS (5) each.
// BENCH_SECONDS (2), BENCH_CONNECTIONS (10) and BENCH_SCALE (1) tune it; BENCH_ONLY (a regular
// expression on the request URL, e.g. 'ts-precip|stream-logger') measures only the matching requests and
// skips the CSV download part unless it matches 'download' (the seeding and the summaries still run:
// the map reads the summary). The download part also counts the "everything" filter under load.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { buildApp } from '../app';
import { openDatabase } from '../db';
import type { Database, DatabaseOptions } from '../db/types';
import { countRecords } from '../routes/(caller-dependent)/download-user-filters-recordcounts/repository';
import { downloadSelectSql } from '../downloads/rows';
import { DEFAULT_SEED, seedDatabase } from '../generator';
import { DOWNLOAD_RECORD_CAP, type SavedDownloadFilter } from '../schemas';
import { englishMessage } from '../i18n/apiMessages';
import { BASELINE_PERIOD } from '../domain';
import { computePeriod } from '../summary/summaryPeriods';
import { benchRequests, type BenchRequest } from './routes';
import { loadTest, percentile, type LoadResult } from './load';
import { benchHotReads, hotReadTable, registerStaticFloor } from './hotReads';
import { benchImport } from './import';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const PG_ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const HOT_SECONDS = Number(process.env.BENCH_HOT_SECONDS ?? 5);
const HOT_CONNECTIONS = Number(process.env.BENCH_HOT_CONNECTIONS ?? 50);
const UNLIMITED = { downloads: Number.MAX_SAFE_INTEGER, recordCounts: Number.MAX_SAFE_INTEGER, recalculations: Number.MAX_SAFE_INTEGER };

interface Row {
  engine: string;
  what: string;
  p50?: number;
  p95?: number;
  p99?: number;
  rps?: number;
  note?: string;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}


/** A fresh PostgreSQL database for this run, or null when no server answers. */
async function createPostgresDatabase(): Promise<{ options: DatabaseOptions; drop: () => Promise<void> } | null> {
  const admin = new Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 1000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `basin_bench_${process.pid}_${Date.now()}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    options: { databaseUrl: url.toString() },
    drop: async () => {
      const client = new Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

type CountedFilter = SavedDownloadFilter & { count: number };

/**
 * A filter of every location and parameter whose end date is moved (by days) until it selects as many
 * records as the cap allows; `over` is the same filter one day later, the first one above the cap.
 */
async function filtersAroundTheCap(db: Database): Promise<{ largest: CountedFilter; over: CountedFilter | null }> {
  const ids = async (table: string) => (await db.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id`)).rows.map((row) => row.id);
  const base = { user_uuid: 'public', parameters: await ids('parameters'), locations: await ids('locations'), flow_conditions: [3] as Array<1 | 2 | 3>, start_date: '1990-10-01' };
  const day = 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  let low = Date.parse('1990-10-01');
  let high = Date.parse('2026-09-30');
  let largest: CountedFilter = { ...base, end_date: iso(low), count: 0 };
  let over: CountedFilter | null = null;
  const top = await countRecords(db, { ...base, end_date: iso(high) });
  if (top <= DOWNLOAD_RECORD_CAP) return { largest: { ...base, end_date: iso(high), count: top }, over: null };
  over = { ...base, end_date: iso(high), count: top };
  while (high - low > day) {
    const middle = low + Math.floor((high - low) / 2 / day) * day;
    const count = await countRecords(db, { ...base, end_date: iso(middle) });
    if (count <= DOWNLOAD_RECORD_CAP) {
      largest = { ...base, end_date: iso(middle), count };
      low = middle;
    } else {
      over = { ...base, end_date: iso(middle), count };
      high = middle;
    }
  }
  return { largest, over };
}

const withoutCount = ({ count: _count, ...filter }: CountedFilter): SavedDownloadFilter => filter;

/** The small filter saved when the dataset has no selection near the cap. */
const SMALL_FILTER: SavedDownloadFilter = { user_uuid: 'public', parameters: [28], locations: [68], flow_conditions: [3], start_date: '2020-10-01', end_date: '2021-09-30' };

/** Saves the filter as one anonymous browser and returns that browser's visitor cookie (every request below sends it). */
async function saveAsVisitor(port: number, filter: SavedDownloadFilter, cookie?: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/download-user-filters`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(filter),
  });
  if (!response.ok) throw new Error(`could not save the filter (HTTP ${response.status})`);
  return cookie ?? response.headers.get('set-cookie')!.split(';')[0]!;
}

const jsonHeaders = (cookie: string) => ({ 'content-type': 'application/json', cookie });

const postDownload = (port: number, cookie: string) =>
  fetch(`http://127.0.0.1:${port}/api/download-user-selected-data`, { method: 'POST', headers: jsonHeaders(cookie), body: JSON.stringify({ uuid: 'public' }) });

const load = (port: number, request: BenchRequest, cookie: string): Promise<LoadResult> =>
  loadTest({ url: `http://127.0.0.1:${port}${request.url}`, method: request.method, body: request.body, headers: jsonHeaders(cookie), connections: CONNECTIONS, seconds: SECONDS });

/**
 * Issue 31: the telemetry's daily statistics rebuilt whole (what a package load does) and for the two
 * newest days of one series (what a feed's refresh writes), in place of refreshing a materialized view.
 */
async function benchTelemetryDaily(engine: string, db: Database, rows: Row[]): Promise<void> {
  const { rows: counts } = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM telemetry_readings');
  const [, wholeMs] = await timed(() => db.query('SELECT refresh_telemetry_daily(NULL, NULL, NULL, NULL)'));
  rows.push({ engine, what: `telemetry daily statistics rebuilt whole (${counts[0]!.n.toLocaleString('en-US')} readings; a package load)`, p50: wholeMs });
  const { rows: newest } = await db.query<{ location_id: number; parameter_id: number; day: string }>(
    `SELECT location_id, parameter_id, max(day)::text AS day FROM telemetry_daily GROUP BY location_id, parameter_id ORDER BY location_id, parameter_id LIMIT 1`,
  );
  if (!newest[0]) return;
  const { location_id: location, parameter_id: parameter, day } = newest[0];
  const [, daysMs] = await timed(() => db.query('SELECT refresh_telemetry_daily($1, $2, $3::date - 1, $3::date)', [location, parameter, day]));
  rows.push({ engine, what: "telemetry daily statistics rebuilt for one series' two newest days (a feed's refresh)", p50: daysMs });
}

async function benchEngine(engine: string, options: DatabaseOptions, rows: Row[], skippedNotes: Set<string>, hotTables: string[][]): Promise<void> {
  const started = performance.now();
  console.error(`\n== ${engine}: seeding a fresh database (scale ${SCALE}) …`);
  const db = await openDatabase(options);
  let largest: CountedFilter | undefined;
  let over: CountedFilter | null = null;
  let copyFloorMs: number | undefined;
  let everything: CountedFilter | undefined;
  try {
    const [seeded, seedMs] = await timed(() => seedDatabase(db, { scale: SCALE, seed: String(DEFAULT_SEED) }));
    console.error(`   seeded ${seeded.rows.results} results in ${(seedMs / 1000).toFixed(1)} s`);
    const [countResult, countMs] = await timed(() => db.query<{ n: number }>('SELECT count(*)::integer AS n FROM results'));
    const [fullRange] = await timed(() => db.query<{ first: string; last: string }>('SELECT min(sample_date) AS first, max(sample_date) AS last FROM results'));
    const range = { start: fullRange.rows[0]!.first, end: fullRange.rows[0]!.last };
    // A new period: read the packed series, compute on the worker threads, store in one transaction
    // (issue 14: <= 1 s on PostgreSQL, 2 s on PGlite at scale 1). The first one also starts the threads.
    const floor = `floor: count(*) ${countMs.toFixed(0)} ms`;
    const fullRecord = `full record (${countResult.rows[0]!.n.toLocaleString('en-US')} results)`;
    const [, firstMs] = await timed(() => computePeriod(db, range));
    rows.push({ engine, what: `summary of a new period, ${fullRecord}, the first in a process (the servers warm up at start)`, p50: firstMs, note: floor });
    await db.query('DELETE FROM wq_summary_periods WHERE period_start = $1 AND period_end = $2', [range.start, range.end]);
    const [, fullMs] = await timed(() => computePeriod(db, range));
    rows.push({ engine, what: `summary of a new period, ${fullRecord}`, p50: fullMs, note: floor });
    const [, baselineMs] = await timed(() => computePeriod(db, BASELINE_PERIOD));
    rows.push({ engine, what: 'summary of a new period, baseline WY2012-2021', p50: baselineMs, note: floor });
    if (!ONLY || ONLY.test('telemetry')) await benchTelemetryDaily(engine, db, rows);
    if (!ONLY || ONLY.test('download')) {
      everything = await everythingFilter(db);
      ({ largest, over } = await filtersAroundTheCap(db));
      // The floors: the download's own SELECT (same columns, joins, filter and order) in one statement.
      const sql = downloadSelectSql(largest);
      const [, selectMs] = await timed(() => db.query(sql));
      rows.push({ engine, what: `floor: the same SELECT of the ${largest.count.toLocaleString('en-US')} rows, one query through pg`, p50: selectMs });
      if (options.databaseUrl) {
        const [copy, copyMs] = await timed(async () =>
          spawnSync('psql', [options.databaseUrl!, '-qAt', '-c', `COPY (${sql}) TO STDOUT WITH CSV HEADER`], { stdio: ['ignore', 'ignore', 'inherit'] }),
        );
        if (copy.status === 0) {
          copyFloorMs = copyMs;
          rows.push({ engine, what: `floor: PostgreSQL COPY (same query) TO STDOUT as CSV, via psql`, p50: copyMs });
        }
        else rows.push({ engine, what: 'floor: PostgreSQL COPY via psql', note: `psql failed (${copy.error?.message ?? `status ${copy.status}`})` });
      }
    }
  } finally {
    await db.end();
  }

  // The per-address limits (plugins/rateLimits.ts, tested on their own) would answer most of the bench's
  // requests, all from one address, with 429: the bench measures the operations behind them.
  const app = await buildApp({ ...options, logger: false, rateLimits: UNLIMITED });
  const staticDir = mkdtempSync(path.join(os.tmpdir(), 'basin-bench-static-'));
  await registerStaticFloor(app, staticDir);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  try {
    const hotReads = await benchHotReads(`http://127.0.0.1:${port}`, staticDir, HOT_CONNECTIONS, HOT_SECONDS, ONLY);
    hotTables.push(hotReadTable(engine, hotReads, HOT_CONNECTIONS));
    const cookie = await saveAsVisitor(port, largest ? withoutCount(largest) : SMALL_FILTER);
    if (largest) await benchDownload(engine, port, rows, largest, over, cookie, copyFloorMs);
    if (everything) await benchEverythingCount(engine, port, rows, everything);
    const openapi = (await (await fetch(`http://127.0.0.1:${port}/api/openapi.json`)).json()) as Parameters<typeof benchRequests>[0];
    const telemetry = (await (await fetch(`http://127.0.0.1:${port}/api/list-locations-telem`)).json()) as Array<{ locationid: number }>;
    const explore = { today: new Date().toISOString().slice(0, 10), telemetryLocationIds: telemetry.map((location) => location.locationid).join(',') };
    const { requests, skipped } = benchRequests(
      openapi,
      {
        'PUT /api/download-user-filters': largest ? withoutCount(largest) : SMALL_FILTER,
        'POST /api/download-user-filters-recordcounts': { uuid: 'public' },
        'POST /api/dropdown-parameters': { parameterGroups: [29, 30] },
        'POST /api/dropdown-locations-assoc': { locationTypes: ['Reservoir', 'Surface Water'] },
      },
      explore,
      ONLY,
    );
    for (const skip of skipped) skippedNotes.add(`${skip.method} ${skip.template.replace('/api', '')}: ${skip.reason}`);
    console.error(`   ${requests.length} operations from the OpenAPI document${ONLY ? ` matching ${ONLY}` : ''}, ${skipped.length} skipped`);
    for (const request of requests) {
      const result = await load(port, request, cookie);
      let note = result.failures ? `${result.failures} failed` : undefined;
      if (result.latencies.length < 3) {
        // Slower than the window (no response finished in time): time a few requests one at a time.
        await fetch(`http://127.0.0.1:${port}/api/health`);
        for (let i = 0; i < 3; i += 1) {
          const [, ms] = await timed(async () => {
            const response = await fetch(`http://127.0.0.1:${port}${request.url}`, { method: request.method, body: request.body, headers: jsonHeaders(cookie) });
            await response.arrayBuffer();
          });
          result.latencies.push(ms);
        }
        result.latencies.sort((a, b) => a - b);
        note = `slower than the ${SECONDS} s window under load: latencies of 3 requests one at a time${note ? `; ${note}` : ''}`;
      }
      rows.push({
        engine,
        what: `${request.method} ${request.url.replace('/api', '')}`,
        p50: percentile(result.latencies, 50),
        p95: percentile(result.latencies, 95),
        p99: percentile(result.latencies, 99),
        rps: result.rps,
        note,
      });
      // autocannon stops sending at the deadline but requests may still be queued (PGlite has one
      // connection): wait for them through one more request, so the next route starts on an idle server.
      await fetch(`http://127.0.0.1:${port}/api/health`);
      process.stderr.write('.');
    }
  } finally {
    await app.close();
    rmSync(staticDir, { recursive: true, force: true });
  }
  console.error(`\n   ${engine} done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** Every location and parameter with results over their whole record: the largest count a visitor can ask for. */
async function everythingFilter(db: Database): Promise<CountedFilter> {
  const { rows } = await db.query<{ locations: number[]; parameters: number[]; start_date: string; end_date: string; count: number }>(
    `SELECT array_agg(DISTINCT location_id) AS locations, array_agg(DISTINCT parameter_id) AS parameters,
            min(sample_date)::text AS start_date, max(sample_date)::text AS end_date, count(*)::integer AS count
       FROM results`,
  );
  return { user_uuid: 'public', flow_conditions: [3], ...rows[0]! };
}

/** The record count of the everything filter under load (issue 15: under 100 ms p95 on PostgreSQL for any selection). */
async function benchEverythingCount(engine: string, port: number, rows: Row[], everything: CountedFilter): Promise<void> {
  const cookie = await saveAsVisitor(port, withoutCount(everything));
  const url = '/api/download-user-filters-recordcounts';
  const result = await load(port, { method: 'POST', template: url, url, body: JSON.stringify({ uuid: 'public' }) }, cookie);
  rows.push({
    engine,
    what: `POST /download-user-filters-recordcounts, everything (${everything.count.toLocaleString('en-US')} results)`,
    p50: percentile(result.latencies, 50),
    p95: percentile(result.latencies, 95),
    p99: percentile(result.latencies, 99),
    rps: result.rps,
    note: result.failures ? `${result.failures} failed` : undefined,
  });
  await fetch(`http://127.0.0.1:${port}/api/health`);
}

/**
 * The largest CSV the cap allows, streamed to the last byte, and the 413 one day above it. The API runs
 * in this process, so the process's resident memory sampled during the download is the API's (the
 * client here counts line ends and keeps nothing).
 */
async function benchDownload(
  engine: string,
  port: number,
  rows: Row[],
  largest: CountedFilter,
  over: CountedFilter | null,
  cookie: string,
  copyFloorMs: number | undefined,
): Promise<void> {
  const megabytes = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 10);
  const start = performance.now();
  const response = await postDownload(port, cookie);
  const reader = response.body!.getReader();
  let firstByte = 0;
  let firstRow = 0;
  let bytes = 0;
  let chunks = 0;
  let lines = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!firstByte) firstByte = performance.now() - start;
      bytes += value.length;
      chunks += 1;
      for (let index = value.indexOf(10); index !== -1; index = value.indexOf(10, index + 1)) lines += 1;
      if (!firstRow && lines >= 2) firstRow = performance.now() - start;
    }
  } finally {
    clearInterval(sampler);
  }
  const streamMs = performance.now() - start;
  const rowsOk = lines - 1 === largest.count ? '' : `, ROW COUNT MISMATCH: ${lines - 1}`;
  const ratio = copyFloorMs ? `, ${(streamMs / copyFloorMs).toFixed(1)}x the COPY floor` : '';
  rows.push({
    engine,
    what: `CSV download (the API, streamed), ${largest.count.toLocaleString('en-US')} rows (${(bytes / 1e6).toFixed(1)} MB)`,
    p50: streamMs,
    note: `HTTP ${response.status}, first byte after ${firstByte.toFixed(0)} ms (first row ${firstRow.toFixed(0)} ms), ${chunks} chunks received${rowsOk}${ratio}; API process RSS ${megabytes(rssBefore)} MB before, at most ${megabytes(rssPeak)} MB during`,
  });

  if (over) {
    // One day more selects more than the cap: the real constant must answer 413 with the spec message.
    await saveAsVisitor(port, withoutCount(over), cookie);
    const [refused, refusedMs] = await timed(() => postDownload(port, cookie));
    const body = (await refused.json()) as { message?: string };
    const ok = refused.status === 413 && body.message === englishMessage({ id: 'downloads.cap', values: { cap: DOWNLOAD_RECORD_CAP } });
    rows.push({ engine, what: `CSV download above the cap (${over.count.toLocaleString('en-US')} rows)`, p50: refusedMs, note: ok ? '413 with the spec message: ok' : `UNEXPECTED: HTTP ${refused.status}` });
    await saveAsVisitor(port, withoutCount(largest), cookie);
  }
}

function printTable(rows: Row[], skipped: Set<string>, hotTables: string[][], totalMs: number): void {
  const ms = (value?: number) => (value === undefined || Number.isNaN(value) ? '' : value >= 100 ? value.toFixed(0) : value.toFixed(1));
  const header = ['engine', 'what', 'p50 / time ms', 'p95 ms', 'p99 ms', 'req/s', 'note'];
  const body = rows.map((row) => [row.engine, row.what, ms(row.p50), ms(row.p95), ms(row.p99), row.rps === undefined ? '' : row.rps.toFixed(0), row.note ?? '']);
  console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const line of body) console.log(`| ${line.join(' | ')} |`);
  console.log(`\n${SECONDS} s per operation, ${CONNECTIONS} connections, dataset scale ${SCALE}, whole run ${(totalMs / 1000).toFixed(0)} s.`);
  if (skipped.size > 0) console.log(`Not under load: ${[...skipped].join('; ')}.`);
  for (const table of hotTables) console.log(`\n${table.join('\n')}`);
  if (hotTables.length > 0) console.log(`\nHot reads: ${HOT_SECONDS} s each at ${HOT_CONNECTIONS} connections, Accept-Encoding of a browser, after one warming request; the file is the same answer served by @fastify/static (preCompressed) from the same server.`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const rows: Row[] = [];
  const skipped = new Set<string>();
  const hotTables: string[][] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'basin-bench-pglite-'));
  try {
    await benchEngine('PGlite', { dataDir }, rows, skipped, hotTables);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const postgres = await createPostgresDatabase();
  if (postgres) {
    try {
      await benchEngine('PostgreSQL', postgres.options, rows, skipped, hotTables);
    } finally {
      await postgres.drop();
    }
  } else console.error('\nPostgreSQL not reachable: skipped');
  // The WQP import (issue 18), each engine on a fresh database of its own.
  const importDir = mkdtempSync(path.join(os.tmpdir(), 'basin-bench-pglite-'));
  try {
    rows.push(...(await benchImport('PGlite', { dataDir: importDir })));
  } finally {
    rmSync(importDir, { recursive: true, force: true });
  }
  const importPostgres = await createPostgresDatabase();
  if (importPostgres) {
    try {
      rows.push(...(await benchImport('PostgreSQL', importPostgres.options)));
    } finally {
      await importPostgres.drop();
    }
  }
  printTable(rows, skipped, hotTables, performance.now() - started);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
