import type { AnnualPoint, BenchmarkScaleColor, DailyPoint, MapFilters, MapLayer, MapLocation, MapSource } from '../../../schemas';
import { percentileSorted, waterYear } from '../../../statistics';
import { testEngines } from '../../../test-support/databases';
import { useSeededApp } from '../../../test-support/seededApp';

describe.each(testEngines())('public map API on %s', (engine) => {
  /** Expected values read from the seeded tables before the app opens them (PGlite: one process at a time). */
  const expected: {
    cc10?: { all: number; base: number; storm: number; ids_all: number[]; ids_base: number[]; ids_storm: number[]; groups: string[] };
    staffLayers: string[];
    staffSources: string[];
    featureCounts: { source_id: string; n: number }[];
    phosphorusAtCc10: number;
    percentiles: { wy: number; pid: number; flow: string; median: number; pctile: number }[];
    groups: { id: number; name: string }[];
  } = { staffLayers: [], staffSources: [], featureCounts: [], phosphorusAtCc10: 0, percentiles: [], groups: [] };

  const appOf = useSeededApp(engine, {
    summary: true,
    prepare: async (db) => {
      expected.cc10 = (
        await db.query<NonNullable<typeof expected.cc10>>(
          `SELECT count(*)::int AS all,
                  (count(*) FILTER (WHERE r.flow_condition_id = 2))::int AS base,
                  (count(*) FILTER (WHERE r.flow_condition_id = 1))::int AS storm,
                  array_agg(DISTINCT r.parameter_id) AS ids_all,
                  coalesce(array_agg(DISTINCT r.parameter_id) FILTER (WHERE r.flow_condition_id = 2), '{}') AS ids_base,
                  coalesce(array_agg(DISTINCT r.parameter_id) FILTER (WHERE r.flow_condition_id = 1), '{}') AS ids_storm,
                  array_agg(DISTINCT g.name) AS groups
             FROM results r JOIN parameters p ON p.id = r.parameter_id JOIN parameter_groups g ON g.id = p.group_id
            WHERE r.location_id = 68`,
        )
      ).rows[0];
      expected.groups = (await db.query<{ id: number; name: string }>('SELECT id, name FROM parameter_groups')).rows;
      // A stored layout and partial lreProperties, which the answer must keep (the defaults fill the rest).
      await db.query(
        `UPDATE map_layers SET layout = '{"visibility": "none", "line-cap": "round"}',
                lre_properties = lre_properties || '{"popup": {"title": "Reservoir"}, "excludePopup": true, "alsoControlOpacityFor": ["streams-line"]}'
          WHERE id = 'reservoir-fill'`,
      );
      expected.staffLayers = (await db.query<{ id: string }>('SELECT id FROM map_layers WHERE requires_auth')).rows.map((row) => row.id);
      // Sources drawn by staff layers only.
      expected.staffSources = (
        await db.query<{ id: string }>('SELECT source_id AS id FROM map_layers GROUP BY source_id HAVING bool_and(requires_auth)')
      ).rows.map((row) => row.id);
      expected.featureCounts = (await db.query<{ source_id: string; n: number }>('SELECT source_id, count(*)::int AS n FROM map_features GROUP BY source_id')).rows;
      expected.phosphorusAtCc10 = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM results WHERE location_id = 68 AND parameter_id = 28')).rows[0]!.n;
      // The annual statistics recomputed with PostgreSQL's percentile_cont, non-detects at half the limit.
      expected.percentiles = (
        await db.query<{ wy: number; pid: number; flow: string; median: number; pctile: number }>(
          `SELECT r.water_year AS wy, r.parameter_id AS pid, f.flow,
                  percentile_cont(0.5) WITHIN GROUP (ORDER BY CASE WHEN r.nondetect THEN r.value / 2 ELSE r.value END) AS median,
                  percentile_cont(0.85) WITHIN GROUP (ORDER BY CASE WHEN r.nondetect THEN r.value / 2 ELSE r.value END) AS pctile
             FROM results r
             JOIN (VALUES ('alldata', NULL::int), ('baseflow', 2), ('stormflow', 1)) AS f(flow, id) ON f.id IS NULL OR f.id = r.flow_condition_id
            WHERE r.location_id = 68 AND r.parameter_id IN (28, 30)
            GROUP BY r.water_year, r.parameter_id, f.flow`,
        )
      ).rows;
    },
  });

  const get = (url: string) => appOf().inject({ method: 'GET', url: `/api/public-map${url}` });

  it('lists the locations with geometry, counts per flow and an ETag', async () => {
    const response = await get('/wells');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeDefined();
    const locations = response.json<MapLocation[]>();
    const station1 = locations.find((location) => location.locationid === 79)!;
    expect(station1).toMatchObject({ location_type: 'Reservoir', is_ccbwqa: true, location_geometry: { type: 'Point' } });
    expect(station1.location_geometry.coordinates).toEqual([station1.longitude_dd, station1.latitude_dd]);
    expect(station1.parameterid_array_alldata).toContain(24);
    const cc10 = locations.find((location) => location.locationid === 68)!;
    expect(cc10.recordcount_alldata).toBeGreaterThanOrEqual(cc10.recordcount_baseflow + cc10.recordcount_stormflow);
    expect(cc10.parameterid_array_stormflow.length).toBeGreaterThan(0);
    expect(locations.some((location) => location.summary_benchmark_scale_median !== null)).toBe(true);
  });

  it('serves sources with GeoJSON and layers cached for a day', async () => {
    const sources = (await get('/sources')).json<MapSource[]>();
    const geojson = sources.find((source) => source.type === 'geojson');
    expect(geojson?.data).toMatchObject({ type: 'FeatureCollection', features: expect.any(Array) });
    const layers = await get('/layers');
    expect(layers.headers['cache-control']).toBe('public, max-age=86400');
    const definitions = layers.json<MapLayer[]>();
    expect(definitions.length).toBeGreaterThan(0);
    expect(definitions.every((layer) => sources.some((source) => source.id === layer.source))).toBe(true);
  });

  it('answers GeoJSON coordinates with at most 5 decimals (about 1 m)', async () => {
    const sources = (await get('/sources')).json<MapSource[]>();
    const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.flatMap(numbers) : typeof value === 'number' ? [value] : []);
    const coordinates = sources.flatMap((source) => ((source.data as { features?: Array<{ geometry: { coordinates: unknown } }> } | null)?.features ?? []).flatMap((feature) => numbers(feature.geometry.coordinates)));
    expect(coordinates.length).toBeGreaterThan(100);
    expect(coordinates.filter((value) => Math.abs(value * 1e5 - Math.round(value * 1e5)) > 1e-6)).toEqual([]);
  });

  it('offers the filters with the baseline dates', async () => {
    const filters = (await get('/filters')).json<MapFilters>();
    expect(filters.startDate).toBe('2011-10-01');
    expect(filters.endDate).toBe('2021-09-30');
    expect(filters.locationTypes.map((type) => type.value)).toEqual(expect.arrayContaining(['Reservoir', 'Surface Water']));
    expect(filters.parameters.find((parameter) => parameter.value === 28)).toMatchObject({ display: expect.any(String) });
  });

  it('gives five benchmark classes', async () => {
    const colors = (await get('/benchmark-scale-colors')).json<BenchmarkScaleColor[]>();
    expect(colors.map((color) => color.bmk_value)).toEqual([0, 1, 2, 3, 4]);
  });

  it('serves daily points and annual medians computed from them', async () => {
    const daily = (await get('/wq-time-series/daily/68/28,29')).json<DailyPoint[]>();
    expect(daily.length).toBeGreaterThan(10);
    expect(new Set(daily.map((point) => point.parameterid))).toEqual(new Set([28, 29]));
    const annual = (await get('/wq-time-series/annual/68/28')).json<AnnualPoint[]>();
    const year = annual[0]!;
    const values = daily
      .filter((point) => point.parameterid === 28 && waterYear(point.collect_date) === year.collect_year)
      .map((point) => (point.nondetect ? point.result / 2 : point.result))
      .sort((a, b) => a - b);
    expect(year.result_median_alldata).toBeCloseTo(percentileSorted(values, 0.5)!, 9);
    expect(year.result_pctile_alldata).toBeCloseTo(percentileSorted(values, 0.85)!, 9);
  });

  it.each([
    ['/wq-time-series/daily/abc/28', 'locationId'],
    ['/wq-time-series/daily/68/28,x', 'parameterIds'],
    [`/wq-time-series/annual/68/${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, 'parameterIds'],
    ['/wq-time-series/daily/99999/28', 'locationId'],
    ['/wq-time-series/annual/68/28,424242', 'parameterIds'],
  ])('rejects %s naming %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', field });
  });

  it('gives every location the spec fields with their types', async () => {
    const locations = (await get('/wells')).json<MapLocation[]>();
    expect(locations).toHaveLength(148);
    for (const location of locations) {
      expect(location).toEqual({
        locationid: expect.any(Number),
        location_name: expect.any(String),
        location_desc: expect.any(String),
        location_type: expect.stringMatching(/^(Groundwater|Reservoir|Surface Water|Weather)$/),
        county: location.county === null ? null : expect.any(String),
        huc_8: location.huc_8 === null ? null : expect.any(String),
        huc_12: location.huc_12 === null ? null : expect.any(String),
        parameter_groups: expect.any(Array),
        parameter_group_ids: expect.any(Array),
        location_geometry: { type: 'Point', coordinates: [location.longitude_dd, location.latitude_dd] },
        latitude_dd: expect.any(Number),
        longitude_dd: expect.any(Number),
        telem: expect.any(Boolean),
        active: expect.any(Boolean),
        is_ccbwqa: expect.any(Boolean),
        recordcount_alldata: expect.any(Number),
        recordcount_baseflow: expect.any(Number),
        recordcount_stormflow: expect.any(Number),
        parameterid_array_alldata: expect.any(Array),
        parameterid_array_baseflow: expect.any(Array),
        parameterid_array_stormflow: expect.any(Array),
        parameter_group_fav: location.parameter_group_fav === null ? null : expect.any(String),
        parameter_group_fav_id: location.parameter_group_fav === null ? null : expect.any(Number),
        summary_benchmark_scale_median: location.summary_benchmark_scale_median === null ? null : expect.any(Number),
        por_start: location.por_start === null ? null : expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        por_end: location.por_end === null ? null : expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        notes: location.notes === null ? null : expect.any(String),
      });
    }
    expect(locations.find((location) => location.locationid === 68)).toMatchObject({ location_name: 'CC-10', location_type: 'Surface Water', telem: true, huc_8: '10190003' });
    expect(locations.find((location) => location.locationid === 155)).toMatchObject({ location_type: 'Weather', recordcount_alldata: 0, parameterid_array_alldata: [] });
  });

  it('counts records and parameters per flow as the results table does (storm = 1, base = 2)', async () => {
    const cc10Expected = expected.cc10!;
    const cc10 = (await get('/wells')).json<MapLocation[]>().find((location) => location.locationid === 68)!;
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    expect(cc10.recordcount_alldata).toBe(cc10Expected.all);
    expect(cc10.recordcount_baseflow).toBe(cc10Expected.base);
    expect(cc10.recordcount_stormflow).toBe(cc10Expected.storm);
    expect(cc10.parameterid_array_alldata).toEqual(sorted(cc10Expected.ids_all));
    expect(cc10.parameterid_array_baseflow).toEqual(sorted(cc10Expected.ids_base));
    expect(cc10.parameterid_array_stormflow).toEqual(sorted(cc10Expected.ids_storm));
    expect([...cc10.parameter_groups].sort()).toEqual([...cc10Expected.groups].sort());
    expect(cc10.parameter_groups).toContain(cc10.parameter_group_fav);
    // The ids side by side with the names, as the groups table has them.
    const idOf = new Map(expected.groups.map((group) => [group.name, group.id]));
    expect(cc10.parameter_group_ids).toEqual(cc10.parameter_groups.map((name) => idOf.get(name)));
    expect(cc10.parameter_group_fav_id).toBe(idOf.get(cc10.parameter_group_fav!));
  });

  it('gives every layer a visibility and the full lreProperties, keeping the stored values', async () => {
    const layers = (await get('/layers')).json<MapLayer[]>();
    for (const layer of layers) {
      expect(['visible', 'none']).toContain(layer.layout.visibility);
      expect(layer.lreProperties).toEqual({
        layerGroup: expect.any(String),
        legendGroup: expect.any(String),
        popup: expect.objectContaining({ excludeFields: expect.any(Array) }),
        titleField: expect.any(String),
        excludePopup: expect.any(Boolean),
        excludeLayerCollapse: expect.any(Boolean),
        alsoControlOpacityFor: expect.any(Array),
      });
      expect(layer).toMatchObject({ drawOrder: expect.any(Number), legendOrder: expect.any(Number), paint: expect.any(Object) });
    }
    expect(layers.find((layer) => layer.id === 'basin-boundary-line')?.lreProperties).toMatchObject({
      layerGroup: 'Cherry Creek Basin Boundary',
      legendGroup: 'Cherry Creek Basin',
      popup: { excludeFields: ['color'] },
      titleField: 'name',
    });
    expect(layers.map((layer) => layer.drawOrder)).toEqual([...layers.map((layer) => layer.drawOrder)].sort((a, b) => a - b));
  });

  it('keeps stored layout and lreProperties values over the defaults', async () => {
    const reservoir = (await get('/layers')).json<MapLayer[]>().find((layer) => layer.id === 'reservoir-fill')!;
    expect(reservoir.layout).toEqual({ visibility: 'none', 'line-cap': 'round' });
    expect(reservoir.lreProperties).toEqual({
      layerGroup: 'Hydrology',
      legendGroup: 'Hydrology',
      popup: { excludeFields: [], title: 'Reservoir' },
      titleField: 'name',
      excludePopup: true,
      excludeLayerCollapse: false,
      alsoControlOpacityFor: ['streams-line'],
    });
  });

  it('never gives staff layers for anything the client sends', async () => {
    expect(expected.staffLayers.length).toBeGreaterThan(0);
    for (const request of [
      { url: '/api/public-map/layers' },
      { url: '/api/public-map/layers?includeStaffLayers=true&staff=1' },
      { url: '/api/public-map/layers', headers: { authorization: 'Bearer not-a-verified-token', 'x-include-staff-layers': 'true' } },
    ]) {
      const response = await appOf().inject({ method: 'GET', ...request });
      // An unverified token is refused outright (plugins/identity.ts), never answered as the public.
      if (request.headers) {
        expect(response.statusCode).toBe(401);
        continue;
      }
      expect(response.statusCode).toBe(200);
      const ids = response.json<MapLayer[]>().map((layer) => layer.id);
      for (const id of expected.staffLayers) expect(ids).not.toContain(id);
    }
  });

  it('never gives the sources of staff layers for anything the client sends', async () => {
    expect(expected.staffSources.length).toBeGreaterThan(0);
    for (const request of [{ url: '/api/public-map/sources' }, { url: '/api/public-map/sources', headers: { authorization: 'Bearer not-a-verified-token' } }]) {
      const response = await appOf().inject({ method: 'GET', ...request });
      if (request.headers) {
        expect(response.statusCode).toBe(401);
        continue;
      }
      const ids = response.json<MapSource[]>().map((source) => source.id);
      for (const id of expected.staffSources) expect(ids).not.toContain(id);
    }
  });

  it('lists Non Point Sources among the public layers, with its data', async () => {
    const layers = (await get('/layers')).json<MapLayer[]>();
    const nonPoint = layers.find((layer) => layer.lreProperties.layerGroup === 'Non Point Sources');
    expect(nonPoint).toBeDefined();
    const sources = (await get('/sources')).json<MapSource[]>();
    expect((sources.find((source) => source.id === nonPoint!.source)?.data as { features: unknown[] }).features.length).toBeGreaterThan(0);
  });

  it('gives each public source its GeoJSON features', async () => {
    const sources = (await get('/sources')).json<MapSource[]>();
    expect(expected.featureCounts.length).toBeGreaterThan(0);
    for (const { source_id, n } of expected.featureCounts.filter((count) => !expected.staffSources.includes(count.source_id))) {
      const source = sources.find((candidate) => candidate.id === source_id)!;
      expect(source.type).toBe('geojson');
      expect((source.data as { features: unknown[] }).features).toHaveLength(n);
    }
    expect(sources.find((source) => source.id === 'basin-boundary')?.data).toMatchObject({ features: [{ type: 'Feature', properties: { huc_8: '10190003' }, geometry: { type: 'Polygon' } }] });
  });

  it('offers analysis and flow options and parameters with their group', async () => {
    const filters = (await get('/filters')).json<MapFilters>();
    expect(filters.analysis.map((option) => option.value)).toEqual(['median', 'pctile']);
    expect(filters.flow.map((option) => option.value)).toEqual(['alldata', 'baseflow', 'stormflow']);
    expect(filters.analysis.map((option) => option.display)).toEqual(['Median', '85th Percentile']);
    expect(filters.flow.map((option) => option.display)).toEqual(['All Data', 'Base Flow', 'Storm Flow']);
    expect(filters.parameters.find((parameter) => parameter.value === 24)).toMatchObject({ group: 148 });
    expect(filters.parameters.find((parameter) => parameter.value === 28)).toMatchObject({ group: 147 });
    expect(filters.parameterGroups.map((group) => group.value)).toEqual(expect.arrayContaining([147, 148, 149, 152, 153]));
  });

  it("gives the portal's colour and legend of each benchmark class", async () => {
    const response = await get('/benchmark-scale-colors');
    expect(response.headers.etag).toBeDefined();
    expect(response.json<BenchmarkScaleColor[]>()).toEqual([
      { bmk_value: 0, dot_symbol_color: '#9aa5b1', legend_text: 'No benchmark or no data' },
      { bmk_value: 1, dot_symbol_color: '#2c7bb6', legend_text: 'Below benchmark' },
      { bmk_value: 2, dot_symbol_color: '#f2c14e', legend_text: 'Approaching benchmark' },
      { bmk_value: 3, dot_symbol_color: '#f07f2a', legend_text: 'Above benchmark' },
      { bmk_value: 4, dot_symbol_color: '#c0392b', legend_text: 'Above secondary benchmark' },
    ]);
  });

  it('gives daily points with the spec fields and flow conditions 1 or 2 at a stream', async () => {
    const daily = (await get('/wq-time-series/daily/68/28')).json<DailyPoint[]>();
    for (const point of daily) {
      expect(point).toEqual({
        collect_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        parameterid: 28,
        result: expect.any(Number),
        units: 'µg/L',
        location_name: 'CC-10',
        organization: point.organization === null ? null : expect.any(String),
        nondetect: expect.any(Boolean),
        flow_conditions: expect.any(Number),
        status: 'approved',
      });
    }
    expect(new Set(daily.map((point) => point.flow_conditions))).toEqual(new Set([1, 2]));
    expect(daily).toHaveLength(expected.phosphorusAtCc10);
  });

  it("matches PostgreSQL's percentile_cont per water year and flow (non-detects at half the limit)", async () => {
    const annual = (await get('/wq-time-series/annual/68/28,30')).json<AnnualPoint[]>();
    const rows = expected.percentiles;
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      const point = annual.find((candidate) => candidate.collect_year === row.wy && candidate.parameterid === row.pid)!;
      expect(point).toBeDefined();
      expect(point[`result_median_${row.flow}` as keyof AnnualPoint]).toBeCloseTo(row.median, 9);
      expect(point[`result_pctile_${row.flow}` as keyof AnnualPoint]).toBeCloseTo(row.pctile, 9);
    }
    expect(annual).toHaveLength(new Set(rows.map((row) => `${row.wy}:${row.pid}`)).size);
  });

  it.each([
    ['/wq-time-series/daily/0/28', 'locationId'],
    ['/wq-time-series/annual/-5/28', 'locationId'],
    ['/wq-time-series/annual/68/28,,29', 'parameterIds'],
    ['/wq-time-series/daily/68/1.5', 'parameterIds'],
  ])('also rejects %s naming %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', field, message: expect.any(String) });
  });

  // Ids the database does not have answer with exactly this body (plugins/errors.ts).
  it.each([
    ['/wq-time-series/daily/99999/28', '{"error":"Bad Request","message":"unknown location ids: 99999","field":"locationId"}'],
    ['/wq-time-series/annual/68/28,424242', '{"error":"Bad Request","message":"unknown parameter ids: 424242","field":"parameterIds"}'],
  ])('answers %s with the body %s', async (url, body) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(body);
  });
});
