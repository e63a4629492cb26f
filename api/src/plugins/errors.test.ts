// Error answers in the caller's language (issue 33): the API's own rules, the schema's (ajv-i18n) and
// fastify's, by Accept-Language; English when the caller names no language we have.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestDatabase, testEngines, type TestDatabase } from '../test-support/databases';

describe.each(testEngines().slice(0, 1))('error answers on %s', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    app = await buildApp({ ...testDb.appOptions, logger: false, responseCacheBytes: 0 });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
  });

  const get = (url: string, language?: string) => app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });

  it("gives a rule of the API's in Spanish, naming the same field, and keeps one answer per language in caches", async () => {
    const url = '/api/site-status/424242';
    const english = await get(url);
    const spanish = await get(url, 'es');
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ error: 'Bad Request', field: 'locationId', message: 'unknown location ids: 424242' });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toEqual({ error: 'Bad Request', field: 'locationId', message: 'ids de ubicación desconocidos: 424242' });
    expect(spanish.headers.vary).toMatch(/accept-language/i);
  });

  it("gives the schema's rule in Spanish", async () => {
    const answer = await get('/api/public-map/wells?startDate=yesterday', 'es-MX,es;q=0.9');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: 'Bad Request', field: 'startDate', message: 'debe coincidir con el patron "^(?!0000)\\d{4}-\\d{2}-\\d{2}$"' });
  });

  it("gives fastify's refusals and the unknown path in Spanish", async () => {
    const badJson = await app.inject({ method: 'POST', url: '/api/download-user-filters', headers: { 'content-type': 'application/json', 'accept-language': 'es' }, payload: '{' });
    expect(badJson.json()).toEqual({ error: 'Bad Request', message: "El cuerpo no es JSON válido, pero content-type es 'application/json'" });
    const englishJson = await app.inject({ method: 'POST', url: '/api/download-user-filters', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(englishJson.json().message).toBe("Body is not valid JSON but content-type is set to 'application/json'");
    const unknown = await get('/api/no-such-route?x=1', 'es');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Not Found', message: 'GET /api/no-such-route no es una ruta de la API' });
  });

  it('answers in English when no language of ours is asked for', async () => {
    const answer = await get('/api/public-map/wells?startDate=yesterday', 'de-DE,de;q=0.9');
    expect(answer.json().message).toBe('must match pattern "^(?!0000)\\d{4}-\\d{2}-\\d{2}$"');
  });
});
