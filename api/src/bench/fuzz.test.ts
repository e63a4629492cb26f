// The fuzz in `npm test`: a few hundred malformed requests over every operation of the OpenAPI document,
// on each engine the API suite runs on. None may answer 5xx, and the API must still be healthy after.
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { testEngines } from '../test-support/databases';
import { useSeededApp } from '../test-support/seededApp';
import { fuzzRequests, operationsOf, runFuzz, type FuzzRequest, type OpenApiDocument } from './fuzz';

const injectInto = (app: FastifyInstance) => async (request: FuzzRequest) => {
  const response = await app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, payload: request.payload });
  return { status: response.statusCode, body: response.body };
};

describe('the fuzz', () => {
  test('finds a route that fails on an id beyond the integer range', async () => {
    // A route whose schema has no upper bound and whose "database" refuses large ids, as the API's did.
    const app = Fastify();
    app.get('/api/things/:id', { schema: { params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } } } }, async (request) => {
      if ((request.params as { id: number }).id > 2_147_483_647) throw new Error('value out of range for type integer');
      return [];
    });
    const document: OpenApiDocument = {
      paths: { '/api/things/{id}': { get: { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }] } } },
    };
    const tally = await runFuzz(fuzzRequests(document, { seed: 'jest', count: 60 }), injectInto(app));
    await app.close();
    expect(tally.serverErrors.length).toBeGreaterThan(0);
    expect(tally.serverErrors[0]!.what).toMatch(/^GET \/api\/things\/\{id\}: path id = /);
  });

  test('is the same for the same seed and breaks one part of a well-formed request', () => {
    const document: OpenApiDocument = {
      paths: { '/api/x': { post: { requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { startDate: { type: 'string', format: 'date' } } } } } } } } },
    };
    expect(fuzzRequests(document, { seed: 's', count: 20 })).toEqual(fuzzRequests(document, { seed: 's', count: 20 }));
    expect(fuzzRequests(document, { seed: 's', count: 20 })).not.toEqual(fuzzRequests(document, { seed: 't', count: 20 }));
  });
});

describe.each(testEngines())('malformed requests on %s', (engine) => {
  const appOf = useSeededApp(engine);

  test('no operation answers 5xx, and the API is healthy after', async () => {
    const app = appOf();
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(40);
    // Five requests per operation, at least 300 in all.
    const requests = fuzzRequests(document, { seed: 'jest', count: Math.max(300, operations.length * 5), hugeBodyEvery: 150 });
    const tally = await runFuzz(requests, injectInto(app), 4);
    expect(tally.serverErrors).toEqual([]);
    // Most requests are refused as malformed: the cases reach the validation they are meant to test.
    expect(tally.byStatus[400]).toBeGreaterThan(tally.total / 3);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
