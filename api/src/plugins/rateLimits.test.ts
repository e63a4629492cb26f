// Rate limits: the limit trips at N+1 with Retry-After and a readable message, per group and client IP,
// and the counters live in the database, so two API processes on one database share them.
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { migrate } from '../db/migrate';
import { createTestDatabase, testEngines, type TestDatabase } from '../test-support/databases';

const LIMIT = 3;
const countRecords = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/download-user-filters-recordcounts', headers, payload: { uuid: 'public' } });

describe.each(testEngines())('rate limits on %s', (engine) => {
  let testDb: TestDatabase;
  let apps: FastifyInstance[] = [];
  const start = async (options: Partial<BuildAppOptions> = {}) => {
    const app = await buildApp({ logger: false, ...testDb.appOptions, rateLimits: { recordCounts: LIMIT, recalculations: LIMIT }, ...options });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    // Migrated before the apps start, as the other suites' seeding does (a fresh PGlite takes a while).
    const db = await testDb.open();
    try {
      await migrate(db);
    } finally {
      await db.end();
    }
  });
  // PGlite lets one process (here: one app) open a database at a time.
  afterEach(async () => {
    for (const app of apps) await app.close();
    apps = [];
  });
  afterAll(async () => {
    await testDb?.destroy();
  });

  test('the request after the limit gets 429 with Retry-After and a message a person can read', async () => {
    const app = await start();
    for (let request = 1; request <= LIMIT; request += 1) {
      const response = await countRecords(app);
      expect(`${request}: ${response.statusCode}`).toBe(`${request}: 200`);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(LIMIT - request));
    }
    const refused = await countRecords(app);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      error: 'Too Many Requests',
      message: `Too many record counts from your address: at most ${LIMIT} a minute. Please try again in ${retryAfter} seconds.`,
    });
    // Another group has its own budget; calls without a limit are never refused.
    const rebuild = await app.inject({ method: 'POST', url: '/api/dynamic-period-of-record/rebuild', payload: { startDate: '2015-10-01', endDate: '2016-09-30' } });
    expect(rebuild.statusCode).not.toBe(429);
    expect((await app.inject({ method: 'GET', url: '/api/dropdown-flow-conditions' })).statusCode).toBe(200);
  });

  test('behind a trusted proxy, each client address has its own budget', async () => {
    const app = await start({ trustProxy: true });
    const from = (address: string) => countRecords(app, { 'x-forwarded-for': address });
    for (let request = 1; request <= LIMIT; request += 1) expect((await from('203.0.113.7')).statusCode).toBe(200);
    expect((await from('203.0.113.7')).statusCode).toBe(429);
    expect((await from('203.0.113.8')).statusCode).toBe(200);
  });

  (engine === 'postgres' ? test : test.skip)('two API processes on one database share the counter', async () => {
    const [first, second] = [await start({ trustProxy: true }), await start({ trustProxy: true })];
    const client = { 'x-forwarded-for': '198.51.100.20' };
    expect((await countRecords(first, client)).statusCode).toBe(200);
    expect((await countRecords(second, client)).statusCode).toBe(200);
    expect((await countRecords(first, client)).statusCode).toBe(200);
    const refused = await countRecords(second, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
