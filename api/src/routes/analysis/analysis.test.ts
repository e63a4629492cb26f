import type { ComparisonRecord, CorrelationPoint, DepthProfileRow, InflowComparisonRow, RatioRow, ResultRow, SimpleOption, YearlyStandardRow } from '../../schemas';
import { testEngines } from '../../test-support/databases';
import { useSeededApp } from '../../test-support/seededApp';

describe.each(testEngines())('analysis pages API on %s', (engine) => {
  const appOf = useSeededApp(engine);

  const get = async <T>(url: string) => {
    const response = await appOf().inject({ method: 'GET', url: `/api${url}` });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  it('serves one comparison axis within the dates', async () => {
    const records = await get<ComparisonRecord[]>('/ts-compare-daily-data/28/68,83/2015-10-01/2021-09-30');
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((record) => record.parameterid === 28 && [68, 83].includes(record.locationid))).toBe(true);
    expect(records.every((record) => record.rdate >= '2015-10-01' && record.rdate <= '2021-09-30')).toBe(true);
    expect(records[0]).toMatchObject({ param_group: expect.any(String), location_type: 'Surface Water' });
  });

  it('serves the year comparison rows with depths', async () => {
    const rows = await get<ResultRow[]>('/results-simple/year-comparison?locationid=79&parameterid=8');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.depth_value !== null && row.depth_value > 3)).toBe(true);
    expect(rows[0]!.year).toBe(Number(rows[0]!.rdate.slice(0, 4)));
  });

  it('pairs two parameters on the same dates', async () => {
    const points = await get<CorrelationPoint[]>('/results-simple/correlation-graph?locationids=79,80&p1=28&p2=24');
    expect(points.length).toBeGreaterThan(0);
    expect(points[0]).toMatchObject({ p1_value: expect.any(Number), p2_value: expect.any(Number) });
  });

  it('gives yearly growing-season means with the chlorophyll standard only for chlorophyll-a', async () => {
    const chlorophyll = await get<YearlyStandardRow[]>('/avg-yearly-standard-graph?parameterid=24&start_year=2010&end_year=2025');
    expect(chlorophyll.length).toBeGreaterThan(0);
    expect(chlorophyll.every((row) => row.chlora_standard === 18)).toBe(true);
    const phosphorus = await get<YearlyStandardRow[]>('/avg-yearly-standard-graph?parameterid=28&start_year=2010&end_year=2025');
    expect(phosphorus.every((row) => row.chlora_standard === undefined)).toBe(true);
  });

  it('keeps only July-September for the summer drill-down', async () => {
    const summer = await get<ResultRow[]>('/results-simple/wq-parameter-viewer/drilldown?parameterid=24&start_date=2015-01-01&end_date=2020-12-31&season=summer&locationIds=79,80,81');
    expect(summer.length).toBeGreaterThan(0);
    expect(summer.every((row) => [7, 8, 9].includes(row.month))).toBe(true);
    const annual = await get<ResultRow[]>('/results-simple/wq-parameter-viewer/drilldown?parameterid=24&start_date=2015-01-01&end_date=2020-12-31&season=annual&locationIds=79,80,81');
    expect(annual.length).toBeGreaterThan(summer.length);
  });

  it('serves the watershed inflow rows of a parameter group', async () => {
    const rows = await get<ResultRow[]>('/results-simple/ccr-inflow?parameterGroup=29,45&start_date=2010-01-01&end_date=2025-12-31&locationIds=68,83');
    expect(new Set(rows.map((row) => row.parameterid))).toEqual(new Set([29, 45]));
  });

  it('compares monthly inflow means, with base flow a subset of all', async () => {
    // The two most recent years with total nitrogen at both inflow sites (the small test dataset is sparse).
    const samples = await get<ResultRow[]>('/results-simple/ccr-inflow?parameterGroup=29&start_date=1990-01-01&end_date=2026-12-31&locationIds=68,83');
    const years = [...new Set(samples.map((row) => row.year))].sort().slice(-2);
    const all = await get<InflowComparisonRow[]>(`/wq-inflow-comparison?parameterid=29&years=${years.join(',')}&flowcond=3`);
    const base = await get<InflowComparisonRow[]>(`/wq-inflow-comparison?parameterid=29&years=${years.join(',')}&flowcond=2`);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((row) => [68, 83].includes(row.locationid) && years.includes(row.year))).toBe(true);
    expect(base.length).toBeLessThanOrEqual(all.length);
    const month = all[0]!;
    const monthValues = samples.filter((row) => row.locationid === month.locationid && row.year === month.year && row.month === month.month);
    expect(month.rvalue).toBeCloseTo(monthValues.reduce((sum, row) => sum + row.rvalue, 0) / monthValues.length, 6);
  });

  it('serves the depth profile and its parameter list', async () => {
    const rows = await get<DepthProfileRow[]>('/depth-profile-graph-data?start_date=2019-10-01&end_date=2021-09-30&locationid=80&parameterid=8');
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.depth_value)).size).toBeGreaterThan(3);
    expect(await get<DepthProfileRow[]>('/depth-profile?start_date=2019-10-01&end_date=2021-09-30&locationid=80&parameterid=8')).toEqual(rows);
    const parameters = await get<SimpleOption[]>('/depth-profile/list-parameters-dropdown-depth-profile-active');
    expect(parameters.map((option) => option.value)).toContain(8);
  });

  it('computes molar nutrient ratios', async () => {
    const rows = await get<RatioRow[]>('/depth-profile-additional-ratio-graph-data-crosstabbed?start_date=2010-01-01&end_date=2025-12-31&locationid=80');
    const withRatio = rows.find((row) => row.tn_tp !== null)!;
    expect(withRatio).toBeDefined();
    expect(withRatio.lmt).toBe(withRatio.tn_tp! < 16 ? 'Nitrogen' : 'Phosphorus');
  });

  it.each([
    ['/ts-compare-daily-data/28/68/2021-09-30/2015-10-01', 'endDate'],
    ['/ts-compare-daily-data/x/68/2015-10-01/2021-09-30', 'parameterId'],
    ['/results-simple/wq-parameter-viewer/drilldown?parameterid=24&start_date=2015-01-01&end_date=2020-12-31&season=winter&locationIds=79', 'season'],
    ['/wq-inflow-comparison?parameterid=29&years=2019&flowcond=5', 'flowcond'],
    ['/depth-profile-graph-data?start_date=2019-10-01&end_date=2021-09-30&locationid=68&parameterid=8', 'locationid'],
    ['/avg-yearly-standard-graph?parameterid=24&start_year=2020&end_year=2010', 'end_year'],
    ['/results-simple/correlation-graph?locationids=79;80&p1=28&p2=24', 'locationids'],
    ['/results-simple/year-comparison?locationid=abc&parameterid=8', 'locationid'],
    ['/results-simple/year-comparison?locationid=79&parameterid=424242', 'parameterid'],
    ['/ts-compare-daily-data/28/68,999999/2015-10-01/2021-09-30', 'locationIds'],
    ['/results-simple/correlation-graph?locationids=79&p1=28&p2=777777', 'p2'],
    ['/depth-profile-additional-ratio-graph-data-crosstabbed?start_date=2010-01-01&end_date=2025-12-31&locationid=55555', 'locationid'],
  ])('rejects %s naming %s', async (url, field) => {
    const response = await appOf().inject({ method: 'GET', url: `/api${url}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', field });
  });
});
