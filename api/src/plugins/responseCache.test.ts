import zlib from 'node:zlib';
import type { QueryResult } from 'pg';
import type { Database } from '../db';
import { testEngines } from '../test-support/databases';
import { useSeededApp } from '../test-support/seededApp';
import { TestIdentityProvider } from '../test-support/testIdentityProvider';
import { acceptedEncoding, RevisionReader } from './responseCache';

const LOCATIONS_URL = '/api/results-simple/download-dropdown-locs-active';
/** A public read well above the compression threshold. */
const SUMMARY_URL = '/api/locations-param-summary';

describe.each(testEngines())('response cache on %s', (engine) => {
  let provider: TestIdentityProvider;
  beforeAll(async () => {
    provider = await TestIdentityProvider.start();
  });
  afterAll(async () => provider?.stop());
  const app = useSeededApp(engine, { app: () => ({ auth: provider.authOptions() }) });
  const get = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers });

  test('answers a repeated public read from memory, with the same body and ETag, and 304 to a matching If-None-Match', async () => {
    const miss = await get(`${LOCATIONS_URL}?first`);
    expect(miss.statusCode).toBe(200);
    expect(miss.headers['x-response-cache']).toBeUndefined();
    const hit = await get(`${LOCATIONS_URL}?first`);
    expect(hit.headers['x-response-cache']).toBe('hit');
    expect(hit.body).toBe(miss.body);
    expect(hit.headers.etag).toBe(miss.headers.etag);
    expect(hit.headers['content-type']).toBe(miss.headers['content-type']);
    const revalidated = await get(`${LOCATIONS_URL}?first`, { 'if-none-match': miss.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  test('a 304 of a compressed answer varies on Accept-Encoding like its 200; misses arriving together get the same bytes', async () => {
    const url = `${SUMMARY_URL}?together`;
    const misses = await Promise.all([1, 2, 3].map(() => get(url, { 'accept-encoding': 'br' })));
    expect(new Set(misses.map((miss) => miss.rawPayload.toString('base64'))).size).toBe(1);
    const revalidated = await get(url, { 'if-none-match': misses[0]!.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.vary).toMatch(/Accept-Encoding/i);
  });

  test('stores brotli, gzip and plain variants once and sends the one the client accepts, all with one ETag', async () => {
    const url = `${SUMMARY_URL}?variants`;
    const miss = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(miss.headers['x-response-cache']).toBeUndefined();
    expect(miss.headers['content-encoding']).toBe('br');
    const json = zlib.brotliDecompressSync(miss.rawPayload).toString();
    expect(json.length).toBeGreaterThan(1024);

    const br = await get(url, { 'accept-encoding': 'br;q=1, gzip;q=0.5' });
    const gzip = await get(url, { 'accept-encoding': 'gzip, br;q=0' });
    const plain = await get(url);
    for (const hit of [br, gzip, plain]) {
      expect(hit.headers['x-response-cache']).toBe('hit');
      expect(hit.headers.etag).toBe(miss.headers.etag);
      expect(hit.headers.vary).toMatch(/Accept-Encoding/i);
      expect(hit.headers['content-type']).toBe(miss.headers['content-type']);
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(miss.rawPayload)).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(json);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(json);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(json));
  });

  test('304 without a body to a weak or listed If-None-Match of the cached ETag; 200 to another', async () => {
    const url = `${SUMMARY_URL}?revalidate`;
    const { etag } = (await get(url)).headers as { etag: string };
    for (const ifNoneMatch of [`W/${etag}`, `"something-else", ${etag}`, '*']) {
      const response = await get(url, { 'if-none-match': ifNoneMatch, 'accept-encoding': 'br' });
      expect({ ifNoneMatch, status: response.statusCode, length: response.rawPayload.length }).toEqual({ ifNoneMatch, status: 304, length: 0 });
      expect(response.headers.etag).toBe(etag);
    }
    expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  test('a new data revision (any process writing the public data) empties the cache', async () => {
    const url = `${SUMMARY_URL}?revision`;
    await get(url);
    expect((await get(url)).headers['x-response-cache']).toBe('hit');
    await app().basinApi.db.query('SELECT bump_data_revision()');
    const afterWrite = await get(url);
    expect(afterWrite.statusCode).toBe(200);
    expect(afterWrite.headers['x-response-cache']).toBeUndefined();
    expect((await get(url)).headers['x-response-cache']).toBe('hit');
  });

  test("a signed-in caller's answer is neither served from the cache nor stored in it", async () => {
    const get = (authorization?: string) => app().inject({ method: 'GET', url: '/api/public-map/layers', headers: authorization ? { authorization } : {} });
    const staff = `Bearer ${await provider.token({ claims: { sub: 'staff-1', roles: ['Administrator'] } })}`;
    await get();
    const staffAfterPublic = await get(staff);
    const staffAgain = await get(staff);
    const publicAfterStaff = await get();
    expect(staffAfterPublic.headers['x-response-cache']).toBeUndefined();
    expect(staffAgain.headers['x-response-cache']).toBeUndefined();
    expect(staffAgain.headers['cache-control']).toBe('private, no-cache');
    expect(publicAfterStaff.headers['x-response-cache']).toBe('hit');
    expect(publicAfterStaff.headers['cache-control']).toBe('public, max-age=86400');
    expect(publicAfterStaff.headers.etag).not.toBe(staffAgain.headers.etag);
  });

  test('while the database is out of reach a stored answer is sent as it is, marked stale; a read never stored gets a JSON 503 with Retry-After', async () => {
    const url = `${SUMMARY_URL}?stale`;
    const good = await get(url);
    expect(good.statusCode).toBe(200);
    const db = app().basinApi.db;
    const { query, queryWithoutWaiting } = db;
    const refused = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    Object.assign(db, { query: refused, queryWithoutWaiting: refused });
    try {
      const stale = await get(url);
      expect(stale.statusCode).toBe(200);
      expect(stale.headers['x-response-cache']).toBe('stale');
      expect(stale.body).toBe(good.body);
      expect(stale.headers.etag).toBe(good.headers.etag);
      const neverStored = await get(`${SUMMARY_URL}?never-stored`);
      expect(neverStored.statusCode).toBe(503);
      expect(neverStored.headers['retry-after']).toBe('5');
      expect(neverStored.json()).toEqual({ error: 'Service Unavailable', message: expect.stringMatching(/database is not available/) });
    } finally {
      Object.assign(db, { query, queryWithoutWaiting });
    }
    expect((await get(url)).headers['x-response-cache']).toBe('hit');
    expect((await get(`${SUMMARY_URL}?never-stored`)).statusCode).toBe(200);
  });

  test('keeps no error answers and nothing of routes that did not opt in', async () => {
    for (let i = 0; i < 2; i++) {
      const invalid = await get('/api/results-simple/year-comparison?locationid=x&parameterid=29');
      expect(invalid.statusCode).toBe(400);
      expect(invalid.headers['x-response-cache']).toBeUndefined();
      const health = await get('/api/health');
      expect(health.headers['x-response-cache']).toBeUndefined();
    }
  });
});

// Engine-independent: on the first engine of the run.
describe('response cache turned off', () => {
  const app = useSeededApp(testEngines()[0]!, { app: () => ({ responseCacheBytes: 0 }) });

  test('RESPONSE_CACHE_MB=0 computes every answer', async () => {
    await app().inject({ method: 'GET', url: LOCATIONS_URL });
    expect((await app().inject({ method: 'GET', url: LOCATIONS_URL })).headers['x-response-cache']).toBeUndefined();
  });
});

describe('acceptedEncoding', () => {
  test.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['deflate', null],
    ['*', 'br'],
    ['*;q=0, gzip;q=0.2', 'gzip'],
    ['identity', null],
  ])('%j → %j', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe('RevisionReader', () => {
  /** A database whose revision reads end when the test says so, counting them. */
  function controlledDatabase() {
    const pending: Array<(revision: string) => void> = [];
    const db = {
      queryWithoutWaiting: () => new Promise<QueryResult>((resolve) => pending.push((revision) => resolve({ rows: [{ revision }] } as unknown as QueryResult))),
    } as unknown as Database;
    return { db, pending };
  }

  test('a caller that arrives during a read waits for a read started after it; callers that arrive together share it', async () => {
    const { db, pending } = controlledDatabase();
    const reader = new RevisionReader(db);
    const first = reader.read();
    const second = reader.read(); // arrives while the first read runs: a write may have committed since it started
    const third = reader.read();
    expect(pending).toHaveLength(1);
    pending[0]!('1');
    expect(await first).toBe('1');
    await new Promise(setImmediate);
    expect(pending).toHaveLength(2); // one more read, shared by the two that waited
    pending[1]!('2');
    expect(await second).toBe('2');
    expect(await third).toBe('2');
  });
});
