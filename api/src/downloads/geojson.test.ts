import type { SavedDownloadFilter } from '../schemas';
import { testEngines } from '../test-support/databases';
import { useSeededApp } from '../test-support/seededApp';
import { anonymousVisitor } from '../test-support/visitor';
import { GEOJSON_FILE_NAME } from '../schemas/downloads';
import type { LocationFeatureCollection } from './geojson';

const FILTER: SavedDownloadFilter = {
  user_uuid: 'public',
  locations: [79, 68, 83],
  parameters: [28],
  flow_conditions: [3],
  start_date: '1991-10-01',
  end_date: '2026-09-30',
};

describe.each(testEngines())('GeoJSON locations download on %s', (engine) => {
  let locationCount = 0;
  const appOf = useSeededApp(engine, {
    prepare: async (db) => {
      locationCount = (await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM locations')).rows[0]!.n;
    },
  });

  function browser() {
    const { send } = anonymousVisitor(appOf);
    return {
      save: (filter: SavedDownloadFilter) => send({ method: 'PUT', url: '/api/download-user-filters', payload: filter }),
      locations: (uuid = 'public') => send({ method: 'POST', url: '/api/download-user-selected-locations', payload: { uuid } }),
    };
  }

  /** RFC 7946: a FeatureCollection of points in WGS 84 longitude, latitude (the basin: about 105° W, 39.5° N). */
  function expectValid(collection: LocationFeatureCollection) {
    expect(collection.type).toBe('FeatureCollection');
    for (const feature of collection.features) {
      expect(feature).toMatchObject({ type: 'Feature', id: feature.properties.id, geometry: { type: 'Point' } });
      const [longitude, latitude] = feature.geometry.coordinates;
      expect(longitude).toBeGreaterThan(-106);
      expect(longitude).toBeLessThan(-104);
      expect(latitude).toBeGreaterThan(39);
      expect(latitude).toBeLessThan(40.5);
    }
  }

  it("gives the saved selection's locations as 'Locations.geojson'", async () => {
    const visitor = browser();
    await visitor.save(FILTER);
    const response = await visitor.locations();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${GEOJSON_FILE_NAME}"`);
    const collection = response.json<LocationFeatureCollection>();
    expectValid(collection);
    expect(collection.features.map((feature) => feature.id)).toEqual([68, 79, 83]);
    expect(collection.features[1]).toEqual({
      type: 'Feature',
      id: 79,
      geometry: { type: 'Point', coordinates: [-104.858, 39.648] },
      properties: {
        id: 79,
        identifier: 'CCBWQA-CCR-1',
        name: 'CCR-1',
        description: 'Cherry Creek Reservoir station 1 (near the dam)',
        type: 'Reservoir',
        county: expect.any(String),
        huc_8: expect.stringMatching(/^\d{8}$/),
        por_start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        por_end: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        is_ccbwqa: true,
      },
    });
  });

  it('gives every location without a saved filter, and never another user’s selection', async () => {
    const response = await browser().locations();
    expect(response.statusCode).toBe(200);
    const collection = response.json<LocationFeatureCollection>();
    expectValid(collection);
    expect(collection.features).toHaveLength(locationCount);
    expect((await browser().locations('someone-else')).statusCode).toBe(403);
  });
});
