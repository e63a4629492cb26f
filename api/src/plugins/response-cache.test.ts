import { testEngines } from '../test-support/databases';
import { useSeededApp } from '../test-support/seededApp';

const LOCATIONS_URL = '/api/results-simple/download-dropdown-locs-active';

// That a change of the data empties the cache is tested where the data changes: summary/rebuild.test.ts.
describe.each(testEngines())('response cache on %s', (engine) => {
  const app = useSeededApp(engine);

  test('answers a repeated public read from memory, with the same body and ETag, and 304 to a matching If-None-Match', async () => {
    const miss = await app().inject({ method: 'GET', url: `${LOCATIONS_URL}?first` });
    expect(miss.statusCode).toBe(200);
    expect(miss.headers['x-response-cache']).toBeUndefined();
    const hit = await app().inject({ method: 'GET', url: `${LOCATIONS_URL}?first` });
    expect(hit.headers['x-response-cache']).toBe('hit');
    expect(hit.body).toBe(miss.body);
    expect(hit.headers.etag).toBe(miss.headers.etag);
    expect(hit.headers['content-type']).toBe(miss.headers['content-type']);
    const revalidated = await app().inject({ method: 'GET', url: `${LOCATIONS_URL}?first`, headers: { 'if-none-match': miss.headers.etag as string } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  test('keeps no error answers and nothing of routes that did not opt in', async () => {
    for (let i = 0; i < 2; i++) {
      const invalid = await app().inject({ method: 'GET', url: '/api/results-simple/year-comparison?locationid=x&parameterid=29' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.headers['x-response-cache']).toBeUndefined();
      const health = await app().inject({ method: 'GET', url: '/api/health' });
      expect(health.headers['x-response-cache']).toBeUndefined();
    }
  });
});

describe('response cache turned off', () => {
  const app = useSeededApp('pglite', { app: () => ({ responseCacheBytes: 0 }) });

  test('RESPONSE_CACHE_MB=0 computes every answer', async () => {
    await app().inject({ method: 'GET', url: LOCATIONS_URL });
    expect((await app().inject({ method: 'GET', url: LOCATIONS_URL })).headers['x-response-cache']).toBeUndefined();
  });
});
