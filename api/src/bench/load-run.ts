// The load benchmark (`npm run bench`): LOAD_SECONDS (60) at LOAD_CONNECTIONS (200) across the public
// reads, against the API as it runs in production (`node dist/server.js`, its own process) on
// PostgreSQL, which is restarted after LOAD_RESTART_AT seconds (20) with LOAD_PG_RESTART (default
// 'pg_ctlcluster 15 main restart'). Prints answers and errors before, during and after the restart
// ("after": once the restart command returned and /api/health/ready says 200); exits 1 on any 5xx or
// error after. LOAD_DATABASE_URL is the server to use and restart (default DATABASE_URL or
// 127.0.0.1:5432); the run creates and drops its own database, seeded at LOAD_SCALE (0.2).
// Never part of `npm test`: restarting the database would break the tests that share it.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Client } from 'pg';
import { withAdminClient } from '../db/adminClient';
import { openDatabase } from '../db';
import { BASELINE_PERIOD } from '../domain';
import { DEFAULT_SEED, seedDatabase } from '../generator';
import { computePeriod } from '../summary/summaryPeriods';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const RESTART_AT = Number(process.env.LOAD_RESTART_AT ?? 20);
const SCALE = Number(process.env.LOAD_SCALE ?? 0.2);
const RESTART = process.env.LOAD_PG_RESTART ?? 'pg_ctlcluster 15 main restart';
const ADMIN_URL = process.env.LOAD_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The public reads the pages make, in turn on every connection. */
const PUBLIC_READS = [
  '/api/public-map/wq-summary',
  '/api/public-map/wells',
  '/api/public-map/filters',
  '/api/public-map/sources',
  '/api/public-map/layers',
  '/api/public-map/benchmark-scale-colors',
  '/api/locations-param-summary',
  '/api/dropdown-parameters',
  '/api/list-locations-telem',
  '/api/public-map/wq-time-series/annual/68/28,29',
];

type Phase = 'before' | 'during' | 'after';
interface Counts {
  ok: number;
  clientErrors: number;
  serverErrors: number;
  errors: number;
  byStatus: Record<number, number>;
}

const admin = <T>(work: (client: Client) => Promise<T>): Promise<T> => withAdminClient(ADMIN_URL, work);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitReady(base: string, deadlineMs: number): Promise<boolean> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    const status = await fetch(`${base}/api/health/ready`).then((response) => response.status, () => 0);
    if (status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

async function main(): Promise<void> {
  const name = `basin_load_${process.pid}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  let server: ChildProcess | undefined;
  try {
    const db = await openDatabase({ databaseUrl });
    try {
      console.log(`seeding ${name} (scale ${SCALE}) and its baseline summary…`);
      await seedDatabase(db, { seed: DEFAULT_SEED, scale: SCALE });
      await computePeriod(db, BASELINE_PERIOD);
    } finally {
      await db.end();
    }
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [path.join(__dirname, '..', 'server.js')], {
      env: { ...process.env, DATABASE_URL: databaseUrl, API_PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (!(await waitReady(base, 60_000))) throw new Error('the API did not get ready');
    // One request of each read first, as a server that has been running has them cached.
    for (const read of PUBLIC_READS) await fetch(`${base}${read}`).then((response) => response.arrayBuffer());

    const counts: Record<Phase, Counts> = {
      before: { ok: 0, clientErrors: 0, serverErrors: 0, errors: 0, byStatus: {} },
      during: { ok: 0, clientErrors: 0, serverErrors: 0, errors: 0, byStatus: {} },
      after: { ok: 0, clientErrors: 0, serverErrors: 0, errors: 0, byStatus: {} },
    };
    let phase: Phase = 'before';
    let restartSeconds = NaN;
    let backSeconds = NaN;
    const started = Date.now();
    const restart = setTimeout(() => {
      phase = 'during';
      const restartStarted = Date.now();
      console.log(`t=${((restartStarted - started) / 1000).toFixed(1)} s: ${RESTART}`);
      // Asynchronous: the load keeps running (and counting) while the database restarts.
      const command = spawn('sh', ['-c', RESTART], { stdio: 'inherit' });
      command.on('exit', (status) => {
        if (status !== 0) console.log(`the restart command failed (${status})`);
        restartSeconds = (Date.now() - restartStarted) / 1000;
        void waitReady(base, 60_000).then(() => {
          backSeconds = (Date.now() - restartStarted) / 1000;
          phase = 'after';
          console.log(`t=${((Date.now() - started) / 1000).toFixed(1)} s: ready again`);
        });
      });
    }, RESTART_AT * 1000);

    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url: base, connections: CONNECTIONS, duration: SECONDS, timeout: 20, requests: PUBLIC_READS.map((read) => ({ method: 'GET', path: read })) },
        (error, finished) => (error ? reject(error) : resolve(finished)),
      );
      instance.on('response', (_client, statusCode) => {
        const bucket = counts[phase];
        bucket.byStatus[statusCode] = (bucket.byStatus[statusCode] ?? 0) + 1;
        if (statusCode >= 500) bucket.serverErrors += 1;
        else if (statusCode >= 400) bucket.clientErrors += 1;
        else bucket.ok += 1;
      });
      instance.on('reqError', () => {
        counts[phase].errors += 1;
      });
    });
    clearTimeout(restart);

    console.log(`\nLoad: ${SECONDS} s at ${CONNECTIONS} connections across ${PUBLIC_READS.length} public reads, PostgreSQL restarted at ${RESTART_AT} s`);
    console.log(`  requests/s: mean ${result.requests.average.toFixed(0)}; latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
    console.log(`  restart command took ${restartSeconds.toFixed(1)} s; ready again ${backSeconds.toFixed(1)} s after it began`);
    console.log('  phase    2xx/3xx     4xx     5xx  errors/timeouts');
    for (const [name, bucket] of Object.entries(counts)) {
      const statuses = Object.entries(bucket.byStatus).map(([status, count]) => `${status}: ${count}`).join(', ');
      console.log(`  ${name.padEnd(7)} ${String(bucket.ok).padStart(8)} ${String(bucket.clientErrors).padStart(7)} ${String(bucket.serverErrors).padStart(7)} ${String(bucket.errors).padStart(8)}   (${statuses})`);
    }
    const clean = counts.after.serverErrors === 0 && counts.after.errors === 0 && counts.before.serverErrors === 0 && counts.before.errors === 0;
    console.log(clean ? '  no 5xx and no errors before the restart or once the database is back' : '  FAILED: 5xx or errors outside the restart');
    if (!clean) process.exitCode = 1;
  } finally {
    server?.kill('SIGTERM');
    await new Promise((resolve) => (server && server.exitCode === null ? server.once('exit', resolve) : resolve(undefined)));
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
