// Health checks, draining and load shedding.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { migrate } from '../db/migrate';
import { loadSheddingSettings } from './env';
import { createTestDatabase, testEngines, type TestDatabase } from '../test-support/databases';
import { useSeededApp } from '../test-support/seededApp';

/** A POST over a real socket; resolves with the response once its headers arrived (the body still streaming). */
function post(port: number, path: string, body: unknown, cookie: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.request({ port, host: '127.0.0.1', path, method: 'POST', headers: { 'content-type': 'application/json', cookie } }, resolve);
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

async function readAll(response: http.IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of response) text += String(chunk);
  return text;
}

describe.each(testEngines())('health and draining on %s', (engine) => {
  const appOf = useSeededApp(engine);

  test('live and ready answer 200 while the database answers', async () => {
    const app = appOf();
    for (const url of ['/api/health/live', '/api/health/ready']) {
      const response = await app.inject({ method: 'GET', url });
      expect(`${url} ${response.statusCode}`).toBe(`${url} 200`);
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });

  (engine === 'postgres' ? test : test.skip)('the API reconnects after the database dropped its connections', async () => {
    const app = appOf();
    expect((await app.inject({ method: 'GET', url: '/api/public-map/filters' })).statusCode).toBe(200);
    // What a PostgreSQL restart does to the pool: every connection of the API is terminated.
    const admin = await app.basinApi.db.connect();
    let terminated: number;
    try {
      const { rows } = await admin.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()) AS killed',
      );
      terminated = rows[0]!.count;
      await admin.query('SELECT pg_terminate_backend(pg_backend_pid())').catch(() => undefined);
    } finally {
      admin.release(true);
    }
    expect(terminated).toBeGreaterThan(0);
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    for (const url of ['/api/health', '/api/locations-param-summary?is_ccbwqa=true', '/api/dropdown-parameters']) {
      const response = await app.inject({ method: 'GET', url });
      expect(`${url} ${response.statusCode}`).toBe(`${url} 200`);
    }
  });

  test('draining: a download in flight completes, readiness and new requests get 503, liveness still answers', async () => {
    const app = appOf();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/download-user-filters',
      payload: { user_uuid: 'public', parameters: [28, 29, 30, 73], locations: [68, 83], flow_conditions: [3], start_date: '1991-10-01', end_date: '2026-09-30' },
    });
    expect(saved.statusCode).toBe(200);
    const cookie = String(saved.headers['set-cookie']).split(';')[0]!;
    const expectedRows = (await app.inject({ method: 'POST', url: '/api/download-user-filters-recordcounts', headers: { cookie }, payload: { uuid: 'public' } })).json<Array<{ sel_recordcount: number }>>()[0]!.sel_recordcount;
    expect(expectedRows).toBeGreaterThan(100);

    const download = await post(port, '/api/download-user-selected-data', { uuid: 'public' }, cookie);
    expect(download.statusCode).toBe(200);
    let drained = false;
    const draining = app.basinApi.drain().then(() => {
      drained = true;
    });

    const status = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).status;
    expect(await status('/api/health/ready')).toBe(503);
    const refused = await fetch(`http://127.0.0.1:${port}/api/public-map/filters`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await status('/api/health/live')).toBe(200);

    const csv = await readAll(download);
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(expectedRows + 1);
    await draining;
    expect(drained).toBe(true);
  });
});

test('the event-loop check is on by default only on PostgreSQL (PGlite queries run on the loop itself)', () => {
  expect(loadSheddingSettings({ databaseUrl: 'postgres://db/basin' }, {}).maxEventLoopDelayMs).toBe(2000);
  expect(loadSheddingSettings({ dataDir: '/data' }, {}).maxEventLoopDelayMs).toBe(0);
  expect(loadSheddingSettings({ dataDir: '/data' }, { LOAD_SHED_EVENT_LOOP_DELAY_MS: '3000' }).maxEventLoopDelayMs).toBe(3000);
});

describe('load shedding', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    // Migrated before the app opens it: on a busy machine a fresh database's migrations outlast
    // Fastify's plugin start timeout (10 s).
    const db = await testDb.open();
    try {
      await migrate(db);
    } finally {
      await db.end();
    }
    // Samples of 200 ms: long enough that the one that saw the burst below still holds when the request is
    // handled, even on a loaded machine.
    app = await buildApp({ logger: false, ...testDb.appOptions, loadShedding: { maxEventLoopDelayMs: 50, sampleIntervalMs: 200 } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
  });

  test('a saturated event loop sheds requests with 503 and Retry-After, except liveness', async () => {
    // Not shed to begin with: a busy test machine may delay the loop for a sample or two (at most 10 s).
    const calm = () => app.basinApi.memoryUsage().eventLoopDelay <= 50;
    for (let tries = 0; tries < 50 && !calm(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 200));
    const before = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(`${before.statusCode} ${before.body}`).toBe('200 {"status":"ok"}');
    // Hold the event loop for 600 ms (what a flood of work does), then let the next sample see it.
    const until = Date.now() + 600;
    while (Date.now() < until);
    for (let turn = 0; turn < 1000 && app.basinApi.memoryUsage().eventLoopDelay <= 50; turn += 1) await new Promise(setImmediate);
    const shed = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.json()).toMatchObject({ error: 'Service Unavailable', message: expect.stringMatching(/busy/) });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});
