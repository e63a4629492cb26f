// `npm run bench`: measures the API on the embedded database and, when reachable, on PostgreSQL.
// Prints, per engine: latency p50/p95/p99 and requests per second of every GET route under a fixed
// concurrency (autocannon), the time to stream the largest allowed CSV (110,000 rows) beside a plain
// SELECT of the same rows (the floor), and the summary rebuild beside a count(*) (the floor).
// BENCH_SECONDS (3), BENCH_CONNECTIONS (10) and BENCH_SCALE (1) tune it. The databases are kept
// between runs (.data/bench-pglite and the PostgreSQL database basin_bench), so only the first run seeds.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { buildApp } from '../app';
import { REPO_ROOT } from '../config';
import { openDatabase } from '../db';
import type { Database, DatabaseOptions } from '../db/types';
import { countRecords } from '../downloads/repository';
import { DEFAULT_SEED, seedDatabase } from '../generator';
import { DOWNLOAD_RECORD_CAP, type SavedDownloadFilter } from '../schemas';
import { rebuildSummary, BASELINE_PERIOD } from '../summary/rebuild';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const PG_ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One request per GET route, with the parameters a page would send. */
const ROUTES = [
  '/api/health',
  '/api/locations-param-summary',
  '/api/public-map/wells',
  '/api/public-map/sources',
  '/api/public-map/layers',
  '/api/public-map/filters',
  '/api/public-map/wq-summary',
  '/api/public-map/benchmark-scale-colors',
  '/api/public-map/wq-time-series/daily/68/28,29',
  '/api/public-map/wq-time-series/annual/68/28,29',
  '/api/ts-precip-daily-cumulative/',
  '/api/list-locations-telem',
  '/api/stream-logger-results-viewer-daily-stats-table/2/68',
  '/api/dropdown-parameter-group',
  '/api/dropdown-parameters',
  '/api/dropdown-locations-assoc',
  '/api/dropdown-location-type',
  '/api/dropdown-flow-conditions',
  '/api/dropdown/counties',
  '/api/results-simple/download-dropdown-locs-active',
  '/api/results-simple/list-parameters-dropdown-simple-active',
  '/api/ts-compare-daily-data/28/68,83/2021-10-01/2026-09-30',
  '/api/results-simple/year-comparison?locationid=79&parameterid=29',
  '/api/results-simple/correlation-graph?locationids=79&p1=28&p2=24',
  '/api/avg-yearly-standard-graph?parameterid=24&start_year=2000&end_year=2026',
  '/api/results-simple/wq-parameter-viewer/drilldown?parameterid=24&start_date=2016-10-01&end_date=2026-09-30&season=annual&locationIds=79,80,81',
  '/api/results-simple/ccr-inflow?parameterGroup=29,45&start_date=2016-10-01&end_date=2026-09-30&locationIds=68,83',
  '/api/wq-inflow-comparison?parameterid=29&years=2024,2025&flowcond=3',
  '/api/depth-profile-graph-data?start_date=2024-10-01&end_date=2026-09-30&locationid=80&parameterid=29',
  '/api/depth-profile/list-parameters-dropdown-depth-profile-active',
  '/api/depth-profile-additional-ratio-graph-data-crosstabbed?start_date=2016-10-01&end_date=2026-09-30&locationid=80',
  '/api/dynamic-period-of-record/status',
];

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

async function postgresOptions(): Promise<DatabaseOptions | null> {
  const admin = new Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 1000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  try {
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'basin_bench'");
    if (exists.rowCount === 0) await admin.query('CREATE DATABASE basin_bench');
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = '/basin_bench';
  return { databaseUrl: url.toString() };
}

/** A filter of every location and parameter whose end date is moved until it selects just under the cap. */
async function largestAllowedFilter(db: Database): Promise<SavedDownloadFilter & { count: number }> {
  const ids = async (table: string) => (await db.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id`)).rows.map((row) => row.id);
  const base = { user_uuid: 'public', parameters: await ids('parameters'), locations: await ids('locations'), flow_conditions: [3] as Array<1 | 2 | 3>, start_date: '1990-10-01' };
  let low = Date.parse('1990-10-01');
  let high = Date.parse('2026-09-30');
  let best = { ...base, end_date: '1990-10-01', count: 0 };
  while (high - low > 86_400_000) {
    const middle = low + Math.floor((high - low) / 2 / 86_400_000) * 86_400_000;
    const end_date = new Date(middle).toISOString().slice(0, 10);
    const count = await countRecords(db, { ...base, end_date });
    if (count <= DOWNLOAD_RECORD_CAP) {
      best = { ...base, end_date, count };
      low = middle;
    } else high = middle;
  }
  return best;
}

async function benchEngine(engine: string, options: DatabaseOptions, rows: Row[]): Promise<void> {
  console.error(`\n== ${engine}: preparing the database (scale ${SCALE}) …`);
  const db = await openDatabase(options);
  let filter: SavedDownloadFilter & { count: number };
  try {
    const seeded = await seedDatabase(db, { scale: SCALE, seed: String(DEFAULT_SEED) });
    if (seeded.seeded) console.error(`   seeded ${seeded.rows.results} results`);
    const [countResult, countMs] = await timed(() => db.query<{ n: number }>('SELECT count(*)::integer AS n FROM results'));
    const [fullRange] = await timed(() => db.query<{ first: string; last: string }>('SELECT min(sample_date) AS first, max(sample_date) AS last FROM results'));
    const range = { start: fullRange.rows[0]!.first, end: fullRange.rows[0]!.last };
    const [rebuild, rebuildMs] = await timed(() => rebuildSummary(db, range));
    rows.push({ engine, what: `summary rebuild, full record (${countResult.rows[0]!.n.toLocaleString('en-US')} results, ${rebuild.series} series)`, p50: rebuildMs, note: `floor: count(*) ${countMs.toFixed(0)} ms` });
    const [, baselineMs] = await timed(() => rebuildSummary(db, BASELINE_PERIOD));
    rows.push({ engine, what: 'summary rebuild, baseline WY2012-2021', p50: baselineMs });
    filter = await largestAllowedFilter(db);
    await db.query(
      `INSERT INTO download_user_filters (user_uuid, parameters, locations, flow_conditions, start_date, end_date) VALUES ('public', $1, $2, $3, $4, $5)
       ON CONFLICT (user_uuid) DO UPDATE SET parameters = excluded.parameters, locations = excluded.locations, flow_conditions = excluded.flow_conditions,
         start_date = excluded.start_date, end_date = excluded.end_date`,
      [filter.parameters, filter.locations, filter.flow_conditions, filter.start_date, filter.end_date],
    );
    const floorSql =
      `SELECT r.*, l.name, p.name FROM results r JOIN locations l ON l.id = r.location_id JOIN parameters p ON p.id = r.parameter_id ` +
      `WHERE r.location_id = ANY('{${filter.locations}}'::int[]) AND r.parameter_id = ANY('{${filter.parameters}}'::int[]) ` +
      `AND r.sample_date BETWEEN '${filter.start_date}' AND '${filter.end_date}' ORDER BY r.id`;
    const [, selectMs] = await timed(() => db.query(floorSql));
    rows.push({ engine, what: `floor: one SELECT of the same ${filter.count.toLocaleString('en-US')} rows`, p50: selectMs });
    if (options.databaseUrl) {
      // PostgreSQL's own COPY of the same rows to CSV, through psql: the floor for the download.
      const [copy, copyMs] = await timed(async () =>
        spawnSync('psql', [options.databaseUrl!, '-qAt', '-c', `COPY (${floorSql}) TO STDOUT WITH CSV HEADER`], { stdio: ['ignore', 'ignore', 'inherit'] }),
      );
      if (copy.status === 0) rows.push({ engine, what: `floor: PostgreSQL COPY of the same rows to CSV (psql)`, p50: copyMs });
    }
  } finally {
    await db.end();
  }

  const app = await buildApp({ ...options, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  try {
    const start = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/download-user-selected-data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uuid: 'public' }),
    });
    const reader = response.body!.getReader();
    let firstByte = 0;
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!firstByte) firstByte = performance.now() - start;
      bytes += value.length;
    }
    rows.push({
      engine,
      what: `CSV download, ${filter.count.toLocaleString('en-US')} rows (${(bytes / 1e6).toFixed(1)} MB)`,
      p50: performance.now() - start,
      note: `first byte after ${firstByte.toFixed(0)} ms`,
    });
    for (const route of ROUTES) {
      const result = await autocannon({ url: `http://127.0.0.1:${port}${route}`, duration: SECONDS, connections: CONNECTIONS });
      const failures = result.non2xx + result.errors;
      rows.push({
        engine,
        what: `GET ${route.replace('/api', '')}`,
        p50: result.latency.p50,
        p95: result.latency.p97_5 ?? result.latency.p90,
        p99: result.latency.p99,
        rps: result.requests.average,
        note: failures ? `${failures} failed` : undefined,
      });
      // autocannon stops sending at the deadline but requests may still be queued (PGlite has one
      // connection): wait for them through one more request, so the next route starts on an idle server.
      await fetch(`http://127.0.0.1:${port}/api/health`);
      process.stderr.write('.');
    }
  } finally {
    await app.close();
  }
}

function printTable(rows: Row[]): void {
  const ms = (value?: number) => (value === undefined ? '' : value >= 100 ? value.toFixed(0) : value.toFixed(1));
  const header = ['engine', 'what', 'p50 / time ms', 'p97.5 ms', 'p99 ms', 'req/s', 'note'];
  const body = rows.map((row) => [row.engine, row.what, ms(row.p50), ms(row.p95), ms(row.p99), row.rps === undefined ? '' : row.rps.toFixed(0), row.note ?? '']);
  console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const line of body) console.log(`| ${line.join(' | ')} |`);
  console.log(`\n${SECONDS} s per route, ${CONNECTIONS} connections, dataset scale ${SCALE}.`);
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  await benchEngine('PGlite', { dataDir: path.join(REPO_ROOT, '.data', 'bench-pglite') }, rows);
  const postgres = await postgresOptions();
  if (postgres) await benchEngine('PostgreSQL', postgres, rows);
  else console.error('\nPostgreSQL not reachable: skipped');
  printTable(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
