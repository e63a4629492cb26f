// OGC API - Features under /api/ogc (routes/ogc): every resource's shape, paging, the bbox and datetime
// filters, the 400s and 404s, and the staff layers' visibility, on both engines.
import { testEngines } from '../../test-support/databases';
import { useSeededApp } from '../../test-support/seededApp';
import { TestIdentityProvider } from '../../test-support/testIdentityProvider';
import { CONFORMANCE, OPENAPI_TYPE } from '.';
import { CRS84, MAX_LIMIT } from '../../ogc/schemas';

interface Link {
  href: string;
  rel: string;
  type?: string;
}
interface FeatureCollection {
  type: string;
  features: Array<{ type: string; id: number; geometry: { type: string; coordinates: unknown }; properties: Record<string, unknown> }>;
  links: Link[];
  numberMatched: number;
  numberReturned: number;
  timeStamp: string;
}
interface Collections {
  collections: Array<{ id: string; itemType: string; crs: string[]; extent?: { spatial: { bbox: number[][] }; temporal?: { interval: unknown[][] } }; links: Link[] }>;
}

const BBOX = { minLon: -104.85, minLat: 39.45, maxLon: -104.7, maxLat: 39.6 };
const PERIOD = { start: '2015-01-01', end: '2016-12-31' };

describe.each(testEngines())('OGC API - Features on %s', (engine) => {
  let provider: TestIdentityProvider;
  beforeAll(async () => {
    provider = await TestIdentityProvider.start();
  });
  afterAll(async () => provider?.stop());
  const expected = { locations: 0, inBbox: 0, inPeriod: 0, projects: 0, staffSources: [] as string[], publicSources: [] as string[], firstId: 0 };
  const app = useSeededApp(engine, {
    prepare: async (db) => {
      const count = async (sql: string, values: unknown[] = []) => (await db.query<{ n: number }>(sql, values)).rows[0]!.n;
      expected.locations = await count('SELECT count(*)::integer AS n FROM locations');
      expected.firstId = await count('SELECT min(id) AS n FROM locations');
      expected.projects = await count('SELECT count(*)::integer AS n FROM pollution_abatement_projects');
      expected.inBbox = await count('SELECT count(*)::integer AS n FROM locations WHERE longitude BETWEEN $1 AND $2 AND latitude BETWEEN $3 AND $4', [
        BBOX.minLon,
        BBOX.maxLon,
        BBOX.minLat,
        BBOX.maxLat,
      ]);
      expected.inPeriod = await count(
        `SELECT count(*)::integer AS n FROM locations l
          WHERE coalesce(l.por_start, (SELECT min(por_start) FROM result_series WHERE location_id = l.id)) <= $2
            AND coalesce(l.por_end, (SELECT max(por_end) FROM result_series WHERE location_id = l.id)) >= $1`,
        [PERIOD.start, PERIOD.end],
      );
      const sources = await db.query<{ id: string; staff: boolean }>(
        `SELECT s.id, bool_and(l.requires_auth) AS staff FROM map_sources s JOIN map_layers l ON l.source_id = s.id
          WHERE EXISTS (SELECT 1 FROM map_features f WHERE f.source_id = s.id) GROUP BY s.id ORDER BY s.id`,
      );
      expected.staffSources = sources.rows.filter((row) => row.staff).map((row) => `map-${row.id}`);
      expected.publicSources = sources.rows.filter((row) => !row.staff).map((row) => `map-${row.id}`);
    },
    app: () => ({ auth: provider.authOptions(), trustProxy: true }),
  });
  const get = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers: { host: 'portal.example', ...headers } });
  const staffHeaders = async () => ({ authorization: `Bearer ${await provider.token({ claims: { roles: ['Administrator'] } })}` });

  test('landing page: self, service-desc, conformance and data links, absolute and from the forwarded host', async () => {
    const response = await get('/api/ogc', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'data.example.org' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const links = response.json<{ links: Link[] }>().links;
    expect(links.map((link) => [link.rel, link.href, link.type])).toEqual([
      ['self', 'https://data.example.org/api/ogc', 'application/json'],
      ['service-desc', 'https://data.example.org/api/ogc/api', OPENAPI_TYPE],
      ['conformance', 'https://data.example.org/api/ogc/conformance', 'application/json'],
      ['data', 'https://data.example.org/api/ogc/collections', 'application/json'],
    ]);
    // The same URL from another host gets that host's links (the response cache keys on it).
    expect((await get('/api/ogc')).json<{ links: Link[] }>().links[0]!.href).toBe('http://portal.example/api/ogc');
    expect((await get('/api/ogc/')).statusCode).toBe(200);
  });

  test('conformance: core, geojson and oas30', async () => {
    const response = await get('/api/ogc/conformance?f=json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ conformsTo: CONFORMANCE });
  });

  test('/api: the OpenAPI 3.0 document of the OGC routes only, from the route schemas', async () => {
    const response = await get('/api/ogc/api');
    expect(response.statusCode).toBe(200);
    // Fastify writes the media type's parameter quoted, with a charset: the same type.
    expect(response.headers['content-type']).toMatch(/^application\/vnd\.oai\.openapi\+json; ?version="?3\.0"?/);
    const document = response.json<{ openapi: string; servers: Array<{ url: string }>; paths: Record<string, { get: { security?: unknown[]; parameters?: Array<{ name: string }> } }> }>();
    expect(document.openapi).toMatch(/^3\.0\./);
    expect(document.servers).toEqual([{ url: 'http://portal.example/api/ogc' }]);
    expect(Object.keys(document.paths).sort()).toEqual([
      '/',
      '/api',
      '/collections',
      '/collections/{collectionId}',
      '/collections/{collectionId}/items',
      '/collections/{collectionId}/items/{featureId}',
      '/conformance',
    ]);
    const items = document.paths['/collections/{collectionId}/items']!.get;
    expect(items.parameters!.map((parameter) => parameter.name).sort()).toEqual(['bbox', 'collectionId', 'datetime', 'f', 'limit', 'offset']);
    expect(items.security).toEqual([{}, { bearerAuth: [] }]);
  });

  test('collections: locations, projects and the public map sources, with CRS84 extents; no staff layer for the public', async () => {
    expect(expected.staffSources.length).toBeGreaterThan(0);
    const response = await get('/api/ogc/collections');
    expect(response.statusCode).toBe(200);
    const { collections } = response.json<Collections>();
    expect(collections.map((collection) => collection.id)).toEqual(['locations', 'projects', ...expected.publicSources]);
    for (const collection of collections) {
      expect(collection.itemType).toBe('feature');
      expect(collection.crs).toEqual([CRS84]);
      const [minLon, minLat, maxLon, maxLat] = collection.extent!.spatial.bbox[0]!;
      expect([minLon! < maxLon! || minLon === maxLon, minLat! <= maxLat!, minLon! > -106, maxLon! < -103]).toEqual([true, true, true, true]);
      expect(collection.links.find((link) => link.rel === 'items')?.href).toBe(`http://portal.example/api/ogc/collections/${collection.id}/items`);
    }
    const [start, end] = collections[0]!.extent!.temporal!.interval[0] as [string, string];
    expect(start < end).toBe(true);
    const one = await get('/api/ogc/collections/locations');
    expect(one.json()).toEqual(collections[0]);
  });

  test('items: GeoJSON with numberMatched, numberReturned, timeStamp and links; paging gives every location once', async () => {
    const first = await get('/api/ogc/collections/locations/items');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/geo\+json/);
    const page = first.json<FeatureCollection>();
    expect(page.type).toBe('FeatureCollection');
    expect(page.numberMatched).toBe(expected.locations);
    expect(page.numberReturned).toBe(Math.min(100, expected.locations));
    expect(Date.parse(page.timeStamp)).not.toBeNaN();
    const feature = page.features[0]!;
    expect(feature).toMatchObject({ type: 'Feature', id: expected.firstId, geometry: { type: 'Point' } });
    expect(feature.properties).toMatchObject({ identifier: expect.any(String), name: expect.any(String), type: expect.any(String) });

    const seen: number[] = [];
    let url: string | undefined = '/api/ogc/collections/locations/items?limit=7';
    let pages = 0;
    while (url) {
      const body: FeatureCollection = (await get(url)).json<FeatureCollection>();
      expect(body.numberMatched).toBe(expected.locations);
      expect(body.numberReturned).toBe(body.features.length);
      seen.push(...body.features.map((f) => f.id));
      const next = body.links.find((link) => link.rel === 'next');
      expect(next?.type ?? 'application/geo+json').toBe('application/geo+json');
      if (pages > 0) expect(body.links.some((link) => link.rel === 'prev')).toBe(true);
      url = next ? next.href.replace('http://portal.example', '') : undefined;
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(expected.locations / 7));
    expect(seen.length).toBe(expected.locations);
    expect(new Set(seen).size).toBe(expected.locations);
  });

  test('bbox keeps the features inside the box; datetime the locations whose period of record intersects the interval', async () => {
    const bbox = `${BBOX.minLon},${BBOX.minLat},${BBOX.maxLon},${BBOX.maxLat}`;
    const inBox = (await get(`/api/ogc/collections/locations/items?bbox=${bbox}&limit=${MAX_LIMIT}`)).json<FeatureCollection>();
    expect(inBox.numberMatched).toBe(expected.inBbox);
    expect(inBox.numberMatched).toBeGreaterThan(0);
    expect(inBox.numberMatched).toBeLessThan(expected.locations);
    for (const { geometry } of inBox.features) {
      const [lon, lat] = geometry.coordinates as [number, number];
      expect(lon >= BBOX.minLon && lon <= BBOX.maxLon && lat >= BBOX.minLat && lat <= BBOX.maxLat).toBe(true);
    }
    const inPeriod = (await get(`/api/ogc/collections/locations/items?datetime=${PERIOD.start}/${PERIOD.end}T23:59:59Z&limit=1`)).json<FeatureCollection>();
    expect(inPeriod.numberMatched).toBe(expected.inPeriod);
    expect(inPeriod.links.find((link) => link.rel === 'next')?.href).toContain(`datetime=${encodeURIComponent(`${PERIOD.start}/${PERIOD.end}T23:59:59Z`)}`);
    const everything = (await get('/api/ogc/collections/locations/items?datetime=1900-01-01/..')).json<FeatureCollection>();
    expect(everything.numberMatched).toBe(expected.locations);
    expect((await get('/api/ogc/collections/locations/items?datetime=../1900-01-01')).json<FeatureCollection>().numberMatched).toBe(0);
    // A far box matches nothing; map features have no period, so a datetime matches none.
    expect((await get('/api/ogc/collections/projects/items?bbox=10,10,11,11')).json<FeatureCollection>().numberMatched).toBe(0);
    expect((await get(`/api/ogc/collections/projects/items?limit=${MAX_LIMIT}`)).json<FeatureCollection>().numberMatched).toBe(expected.projects);
    expect((await get(`/api/ogc/collections/${expected.publicSources[0]}/items?datetime=2020-01-01`)).json<FeatureCollection>().numberMatched).toBe(0);
  });

  test('bbox on lines and polygons keeps the features whose bounding box intersects the box; datetime on projects by year completed', async () => {
    const collection = expected.publicSources.find((id) => id.endsWith('streams')) ?? expected.publicSources[0]!;
    const all = (await get(`/api/ogc/collections/${collection}/items?limit=${MAX_LIMIT}`)).json<FeatureCollection>();
    const bbox = `${BBOX.minLon},${BBOX.minLat},${BBOX.maxLon},${BBOX.maxLat}`;
    const inBox = (await get(`/api/ogc/collections/${collection}/items?limit=${MAX_LIMIT}&bbox=${bbox}`)).json<FeatureCollection>();
    const positions = (coordinates: unknown): number[][] =>
      Array.isArray(coordinates) && typeof coordinates[0] === 'number' ? [coordinates as number[]] : (coordinates as unknown[]).flatMap(positions);
    const intersects = (coordinates: unknown) => {
      const points = positions(coordinates);
      const [xs, ys] = [points.map((p) => p[0]!), points.map((p) => p[1]!)];
      return Math.max(...xs) >= BBOX.minLon && Math.min(...xs) <= BBOX.maxLon && Math.max(...ys) >= BBOX.minLat && Math.min(...ys) <= BBOX.maxLat;
    };
    const expectedIds = all.features.filter((f) => intersects(f.geometry.coordinates)).map((f) => f.id);
    expect([expectedIds.length > 0, expectedIds.length < all.features.length]).toEqual([true, true]);
    expect(inBox.features.map((f) => f.id)).toEqual(expectedIds);
    expect(inBox.numberMatched).toBe(expectedIds.length);

    const projects = (await get(`/api/ogc/collections/projects/items?limit=${MAX_LIMIT}`)).json<FeatureCollection>().features;
    const year = projects.find((project) => project.properties.year_completed !== null)!.properties.year_completed as number;
    const ofYear = (await get(`/api/ogc/collections/projects/items?limit=${MAX_LIMIT}&datetime=${year}-06-15T12:00:00Z`)).json<FeatureCollection>();
    expect(ofYear.features.map((f) => f.id)).toEqual(projects.filter((project) => project.properties.year_completed === year).map((f) => f.id));
  });

  test.each([
    ['limit=0', 'limit'],
    [`limit=${MAX_LIMIT + 1}`, 'limit'],
    ['limit=ten', 'limit'],
    ['offset=-1', 'offset'],
    ['bbox=1,2,3', 'bbox'],
    ['bbox=-104,39,-105,40', 'bbox'],
    ['bbox=a,b,c,d', 'bbox'],
    ['datetime=2021-13-01', 'datetime'],
    ['datetime=2021-02-30T00:00:00Z', 'datetime'],
    ['datetime=2021-06-01/2021-01-01', 'datetime'],
    ['datetime=yesterday', 'datetime'],
    ['f=html', 'f'],
    ['color=blue', 'color'],
  ])('items?%s is a 400 naming %s', async (query, field) => {
    const response = await get(`/api/ogc/collections/locations/items?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', field });
  });

  test('a feature by id with its links; an unknown or malformed featureId or collection is a JSON 404', async () => {
    const response = await get(`/api/ogc/collections/locations/items/${expected.firstId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/geo\+json/);
    const body = response.json<FeatureCollection['features'][number] & { links: Link[] }>();
    expect(body).toMatchObject({ type: 'Feature', id: expected.firstId, geometry: { type: 'Point' } });
    expect(body.links.find((link) => link.rel === 'self')?.href).toBe(`http://portal.example/api/ogc/collections/locations/items/${expected.firstId}`);
    for (const url of [
      '/api/ogc/collections/locations/items/999999999',
      '/api/ogc/collections/locations/items/abc',
      '/api/ogc/collections/locations/items/99999999999999',
      '/api/ogc/collections/nothing/items/1',
      '/api/ogc/collections/nothing/items',
      '/api/ogc/collections/nothing',
    ]) {
      const missing = await get(url);
      expect({ url, status: missing.statusCode, type: missing.headers['content-type'] }).toEqual({ url, status: 404, type: expect.stringMatching(/^application\/json/) });
      expect(missing.json()).toMatchObject({ error: 'Not Found' });
    }
  });

  test('staff layers: 404 and unlisted for the public, served to a verified caller, never through the public cache', async () => {
    const staff = expected.staffSources[0]!;
    expect((await get(`/api/ogc/collections/${staff}`)).statusCode).toBe(404);
    expect((await get(`/api/ogc/collections/${staff}/items`)).statusCode).toBe(404);
    const headers = await staffHeaders();
    const listed = (await get('/api/ogc/collections', headers)).json<Collections>().collections.map((collection) => collection.id);
    expect(listed).toEqual(expect.arrayContaining(expected.staffSources));
    const items = await get(`/api/ogc/collections/${staff}/items`, headers);
    expect(items.statusCode).toBe(200);
    expect(items.headers['cache-control']).toMatch(/private/);
    const page = items.json<FeatureCollection>();
    expect(page.numberMatched).toBeGreaterThan(0);
    expect((await get(`/api/ogc/collections/${staff}/items/${page.features[0]!.id}`, headers)).statusCode).toBe(200);
    // The public still gets its own answer after a staff one, and staff after a cached public one.
    expect((await get('/api/ogc/collections')).json<Collections>().collections.map((collection) => collection.id)).not.toContain(staff);
    expect((await get('/api/ogc/collections', headers)).json<Collections>().collections.map((collection) => collection.id)).toContain(staff);
    // A map feature is found only in its own collection.
    expect((await get(`/api/ogc/collections/${expected.publicSources[0]}/items/${page.features[0]!.id}`)).statusCode).toBe(404);
  });
});
