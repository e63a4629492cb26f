// Asking a service, against a local server: the Water Data API's pages are followed to the last; a server
// error is tried a second time, a refused request is not; no answer within the timeout and a refused
// connection fail with their reason; a page linking to itself ends the answer with an error.
import { startFeedServer, type FeedServer } from '../../test-support/feedServer';
import { fetchPages, type FetchSettings } from './fetchPages';
import { shownUrl } from './sources';

const SETTINGS: FetchSettings = { timeoutMs: 2_000, retryDelayMs: 0, maxPages: 10 };

/** A Water Data page with no features, linking to `next` (an absolute URL) when given. */
const page = (id: string, next?: string) =>
  JSON.stringify({ type: 'FeatureCollection', features: [], numberReturned: 0, id, links: next ? [{ rel: 'next', href: next, type: 'application/geo+json' }] : [] });

describe('fetching a feed', () => {
  let server: FeedServer;
  beforeAll(async () => {
    server = await startFeedServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  test("follows the Water Data API's next links to the last page", async () => {
    server.answer('/continuous/items', { body: page('1', `${server.origin}/continuous/items?cursor=Mg`) });
    server.answer('/continuous/items?cursor=Mg', { body: page('2', `${server.origin}/continuous/items?cursor=Mw`) });
    server.answer('/continuous/items?cursor=Mw', { body: page('3') });
    const pages = await fetchPages(`${server.origin}/continuous/items?f=json&time=2026-03-01T00:00:00Z/..`, 'usgsWaterDataContinuous', SETTINGS);
    expect(pages.map((text) => (JSON.parse(text) as { id: string }).id)).toEqual(['1', '2', '3']);
    expect(server.requests).toEqual(['/continuous/items?f=json&time=2026-03-01T00:00:00Z/..', '/continuous/items?cursor=Mg', '/continuous/items?cursor=Mw']);
  });

  test('other formats are one page: a next link means nothing to them', async () => {
    server.answer('/plain.csv', { body: page('1', `${server.origin}/continuous/items?cursor=Mg`) });
    expect(await fetchPages(`${server.origin}/plain.csv`, 'plainCsv', SETTINGS)).toHaveLength(1);
    expect(server.requests).toEqual(['/plain.csv']);
  });

  test("a server error is tried again; the second one is the source's failure", async () => {
    server.answer('/busy', { status: 503, body: 'Service Unavailable: try later' });
    await expect(fetchPages(`${server.origin}/busy?sites=06713500`, 'nwisRdb', SETTINGS)).rejects.toThrow(
      `${server.origin}/busy?sites=06713500: HTTP 503 Service Unavailable: Service Unavailable: try later (tried twice)`,
    );
    expect(server.requests).toEqual(['/busy?sites=06713500', '/busy?sites=06713500']);
  });

  test('a refused request is not tried again', async () => {
    await expect(fetchPages(`${server.origin}/moved`, 'nwisRdb', SETTINGS)).rejects.toThrow(`${server.origin}/moved: HTTP 404 Not Found: not found`);
    expect(server.requests).toEqual(['/moved']);
  });

  test('no answer within the timeout, twice', async () => {
    server.answer('/slow', 'no answer');
    await expect(fetchPages(`${server.origin}/slow`, 'ghcnDaily', { ...SETTINGS, timeoutMs: 200 })).rejects.toThrow(`${server.origin}/slow: no answer within 0.2 s (tried twice)`);
    expect(server.requests).toEqual(['/slow', '/slow']);
  });

  test('a refused connection', async () => {
    const closed = await startFeedServer();
    await closed.close();
    await expect(fetchPages(`${closed.origin}/daily`, 'ghcnDaily', SETTINGS)).rejects.toThrow(/fetch failed \(ECONNREFUSED\) \(tried twice\)$/);
  });

  test('a page that links to itself ends the answer with an error', async () => {
    server.answer('/loop', { body: page('1', `${server.origin}/loop`) });
    await expect(fetchPages(`${server.origin}/loop`, 'usgsWaterDataDaily', SETTINGS)).rejects.toThrow('the service links a page it gave already as the next one');
  });

  test("reports show a URL without its keys' values", () => {
    expect(shownUrl('https://api.waterdata.usgs.gov/ogcapi/v0/collections/daily/items?api_key=abc123&monitoring_location_id=USGS-06713500&token=x')).toBe(
      'https://api.waterdata.usgs.gov/ogcapi/v0/collections/daily/items?api_key=…&monitoring_location_id=USGS-06713500&token=…',
    );
  });
});
