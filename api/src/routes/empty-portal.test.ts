// The portal on an empty database (issue 29, "Start empty"): the package PORTAL_DATA=empty loads, that is
// the schema and the fixed vocabulary (location types, flow conditions) only. Every operation of the OpenAPI document, sent well-formed, anonymously and
// as staff, answers without a 5xx: empty lists, 404s and 400s for ids that do not exist are the answers.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { operationsOf, wellFormedRequest, type FuzzRequest, type OpenApiDocument } from '../bench/fuzz';
import { testEngines, type TestDatabase } from '../test-support/databases';
import { emptyPortalDatabase } from '../test-support/emptyPortal';
import { TestIdentityProvider } from '../test-support/testIdentityProvider';

describe.each(testEngines())('an empty portal on %s', (engine) => {
  let provider: TestIdentityProvider;
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    provider = await TestIdentityProvider.start();
    const portal = await emptyPortalDatabase(engine);
    testDb = portal.database;
    await portal.db.end();
    app = await buildApp({ logger: false, auth: provider.authOptions(), ...testDb.appOptions });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
    await provider?.stop();
  });

  const send = async (request: FuzzRequest, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: request.method as 'GET', url: request.url, headers: { ...request.headers, ...headers }, payload: request.payload });
    return { what: request.what, status: response.statusCode, body: response.body.slice(0, 300) };
  };

  test('no operation answers 5xx, anonymously or as staff', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
    const requests = operationsOf(document).map(({ method, path, operation }) => wellFormedRequest(method, path, operation));
    expect(requests.length).toBeGreaterThan(40);
    const staff = { authorization: `Bearer ${await provider.token({ claims: { sub: 'staff-1', roles: ['Administrator'] } })}` };
    const answers = [];
    for (const request of requests) answers.push(await send(request), await send(request, staff));
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
  });

  test('the lists the pages read are empty, and the vocabulary is there', async () => {
    const json = async (url: string) => (await app.inject({ method: 'GET', url })).json<unknown>();
    expect(await json('/api/public-map/wells')).toEqual([]);
    expect(await json('/api/dropdown-locations-assoc')).toEqual([]);
    expect(await json('/api/dropdown-parameters')).toEqual([]);
    expect(await json('/api/dropdown-parameter-group')).toEqual([]);
    expect(await json('/api/list-locations-telem')).toEqual([]);
    expect(await json('/api/public-map/wq-summary')).toEqual([]);
    expect(await json('/api/dropdown-location-type')).toHaveLength(4); // api/basins/empty/location-types.csv
    expect(await json('/api/dropdown-flow-conditions')).toHaveLength(3); // Storm, Base, All
  });

  test('a summary period cannot be rebuilt, and the answer says why', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/dynamic-period-of-record/rebuild', payload: { startDate: '2020-10-01', endDate: '2021-09-30' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'startDate', message: 'there are no results yet: import monitoring data first' });
  });
});
