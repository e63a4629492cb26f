import type { AnnualPoint, BenchmarkScaleColor, DailyPoint, MapFilters, MapLayer, MapLocation, MapSource } from '../../schemas';
import { percentileSorted, waterYear } from '../../statistics';
import { testEngines } from '../../test-support/databases';
import { useSeededApp } from '../../test-support/seededApp';

describe.each(testEngines())('public map API on %s', (engine) => {
  const appOf = useSeededApp(engine, { summary: true });

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
});
