import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { generateDataset, seedDatabase } from './generator';
import type { HealthResponse, SiteSummaryRow } from './schemas';
import { API_CONTRACTS } from './contracts';
import type { RouteContract } from './contract/defineRoute';
import { BEARER_PATHS } from './domain';
import { createTestDatabase, testEngines, TEST_SCALE, TEST_SEED, type TestDatabase } from './test-support/databases';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the generator wrote for one location and parameter, to compare with the API's answer. */
function generatedSeries(locationId: number, parameterId: number) {
  const results = generateDataset({ seed: TEST_SEED, scale: TEST_SCALE }).find((table) => table.table === 'results');
  const dates = [...(results?.batches() ?? [])]
    .flat()
    .filter((row) => row[0] === locationId && row[1] === parameterId)
    .map((row) => row[2] as string)
    .sort();
  const waterYears = new Set(dates.map((date) => Number(date.slice(0, 4)) + (Number(date.slice(5, 7)) >= 10 ? 1 : 0)));
  return { first: dates[0], last: dates.at(-1), years: waterYears.size };
}

describe.each(testEngines())('API on %s', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let seededResults = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    const db = await testDb.open();
    try {
      const outcome = await seedDatabase(db, { seed: TEST_SEED, scale: TEST_SCALE });
      seededResults = outcome.rows.results ?? 0;
    } finally {
      await db.end();
    }
    app = await buildApp({ ...testDb.appOptions, logger: false });
    // What the portal server does on the same instance (scripts/serve.mjs): its own routes and 404
    // handler at the root. This must not collide with anything the API registered.
    app.get('/host-page', async () => 'host');
    app.setNotFoundHandler((_request, reply) => reply.code(404).send('host 404'));
    await app.ready();
    // Seeding its own database takes 80-90 s on a busy 2-core machine: more than the 120 s default allows under a heavier load.
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
  });

  test('GET /api/health answers with the engine and the number of results', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json<HealthResponse>();
    expect(body.status).toBe('ok');
    expect(body.database).toBe(engine === 'postgres' ? 'postgresql' : 'pglite');
    expect(body.results).toBeGreaterThan(seededResults * 0.9);
    expect(body.results).toBeLessThan(seededResults * 1.1);
  });

  describe('GET /api/locations-param-summary', () => {
    let rows: SiteSummaryRow[];

    beforeAll(async () => {
      const response = await app.inject({ method: 'GET', url: '/api/locations-param-summary' });
      expect(response.statusCode).toBe(200);
      rows = response.json<SiteSummaryRow[]>();
    });

    test('returns a row per location and parameter with the site summary fields and types', () => {
      expect(rows.length).toBeGreaterThan(500);
      for (const row of rows) {
        expect(typeof row.is_ccbwqa).toBe('boolean');
        expect(typeof row.location_descrip).toBe('string');
        expect(['Groundwater', 'Reservoir', 'Surface Water', 'Weather']).toContain(row.location_type);
        expect(typeof row.param_descrip).toBe('string');
        expect(typeof row.param_group).toBe('string');
        expect(row.huc_8).toBe('10190003');
        expect(row.por_start).toMatch(ISO_DATE);
        expect(row.por_end).toMatch(ISO_DATE);
        expect(row.por_start <= row.por_end).toBe(true);
        expect(Number.isInteger(row.years)).toBe(true);
        expect(row.years).toBeGreaterThanOrEqual(1);
        expect(row.loc_lat).toBeGreaterThan(39.1);
        expect(row.loc_lat).toBeLessThan(39.7);
        expect(row.loc_lon).toBeGreaterThan(-105);
        expect(row.loc_lon).toBeLessThan(-104.5);
      }
      const keys = new Set(rows.map((row) => `${row.locationid}/${row.parameterid}`));
      expect(keys.size).toBe(rows.length);
    });

    test('matches the generated data: chlorophyll-a at reservoir station 1 (79, 24)', () => {
      const row = rows.find((r) => r.locationid === 79 && r.parameterid === 24);
      const expected = generatedSeries(79, 24);
      expect(row).toMatchObject({
        is_ccbwqa: true,
        location_type: 'Reservoir',
        param_descrip: 'Chlorophyll-a',
        param_group: 'Biological',
        por_start: expected.first,
        por_end: expected.last,
        years: expected.years,
        loc_lat: 39.648,
        loc_lon: -104.858,
      });
      expect(row?.location_descrip).toMatch(/^CCR-1/);
    });

    test('lists CCBWQA and other public locations, and filters by ?is_ccbwqa', async () => {
      expect(rows.some((row) => row.is_ccbwqa)).toBe(true);
      expect(rows.some((row) => !row.is_ccbwqa)).toBe(true);
      const others = (await app.inject({ method: 'GET', url: '/api/locations-param-summary?is_ccbwqa=false' })).json<SiteSummaryRow[]>();
      expect(others.length).toBe(rows.filter((row) => !row.is_ccbwqa).length);
      expect(others.every((row) => !row.is_ccbwqa)).toBe(true);
    });

    test('answers 400 with the field and the rule for an invalid filter', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/locations-param-summary?is_ccbwqa=maybe' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Bad Request', field: 'is_ccbwqa', message: 'must be boolean' });
    });

    test('sends an ETag and 304 when it still matches', async () => {
      const first = await app.inject({ method: 'GET', url: '/api/locations-param-summary' });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const second = await app.inject({ method: 'GET', url: '/api/locations-param-summary', headers: { 'if-none-match': etag } });
      expect(second.statusCode).toBe(304);
      expect(second.body).toBe('');
    });
  });

  test('unknown /api paths get a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ error: 'Not Found', message: 'GET /api/no-such-thing is not an API route' });
  });

  test('leaves every path outside /api to the host', async () => {
    expect((await app.inject({ method: 'GET', url: '/host-page' })).body).toBe('host');
    expect((await app.inject({ method: 'GET', url: '/some/page' })).body).toBe('host 404');
    const preflight = await app.inject({ method: 'OPTIONS', url: '/some/page', headers: { origin: 'http://example.org', 'access-control-request-method': 'GET' } });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('allows any origin on /api, and shows it Retry-After (how long a 503 or 429 asks to wait)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'http://example.org' } });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-expose-headers']).toBe('Retry-After');
  });

  test('publishes OpenAPI 3 at /api/openapi.json and the browsable docs at /api/docs', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/locations-param-summary']));
    const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });

  test('every route is served from its contract and every contract is served: the route map and the server agree both ways', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    // A path is compared without a trailing slash: '/ogc/' also answers '/ogc'.
    const routeOf = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1')}`;
    const served = new Set(Object.entries(spec.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => routeOf(method, path.replace(/^\/api/, '')))));
    const contracted = new Set(API_CONTRACTS.map((contract) => routeOf(contract.method, contract.url)));
    expect(API_CONTRACTS.length).toBe(contracted.size);
    expect([...contracted].filter((route) => !served.has(route))).toEqual([]);
    expect([...served].filter((route) => !contracted.has(route))).toEqual([]);
  });

  test("each contract's inputs and answer are what the OpenAPI document says the server takes and gives", async () => {
    type Schema = { type?: string; items?: { properties?: object }; properties?: object; anyOf?: Schema[] };
    const orNull = (schema: Schema | undefined) => schema?.anyOf?.find((member) => member.type !== 'null') ?? schema;
    interface Operation {
      parameters?: { in: string; name: string }[];
      requestBody?: { content?: Record<string, { schema: Schema }> };
      responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
    }
    const spec = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    const names = (schema: Schema | undefined) => Object.keys(schema?.properties ?? {}).sort();
    for (const contract of API_CONTRACTS as readonly RouteContract[]) {
      const route = `${contract.method} ${contract.url}`;
      const operation = spec.paths[`/api${contract.url.replace(/:(\w+)/g, '{$1}')}`]?.[contract.method.toLowerCase()];
      expect({ route, registered: Boolean(operation) }).toEqual({ route, registered: true });
      const inputs = (where: string) => (operation?.parameters ?? []).filter((parameter) => parameter.in === where).map((parameter) => parameter.name).sort();
      expect({ route, params: inputs('path') }).toEqual({ route, params: names(contract.params as Schema | undefined) });
      expect({ route, query: inputs('query') }).toEqual({ route, query: names(contract.query as Schema | undefined) });
      expect({ route, body: names(operation?.requestBody?.content?.['application/json']?.schema) }).toEqual({ route, body: contract.consumes ? [] : names(contract.body as Schema | undefined) });
      if (!contract.response) continue;
      // An answer that may be null (a saved filter or none) is compared by its non-null shape.
      const served = orNull(operation?.responses['200']?.content?.[contract.mediaType ?? 'application/json']?.schema);
      const mapped = orNull(contract.response as Schema);
      expect({ route, type: served?.type, fields: names(served?.items ?? served) }).toEqual({ route, type: mapped?.type, fields: names(mapped?.items ?? mapped) });
    }
  });

  test("the browser sends its bearer token exactly to the routes that read it (BEARER_PATHS against the OpenAPI security)", async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>();
    const covered = (path: string) => BEARER_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    for (const [apiPath, operations] of Object.entries(spec.paths)) {
      const path = apiPath.replace(/^\/api/, '');
      for (const [method, operation] of Object.entries(operations)) {
        expect({ route: `${method} ${path}`, readsToken: Boolean(operation.security?.length) }).toEqual({ route: `${method} ${path}`, readsToken: covered(path) });
      }
    }
  });
});
