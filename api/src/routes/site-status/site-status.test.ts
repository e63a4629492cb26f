import type { SiteStatus, StandardTracker, StatusTrend } from '../../schemas';
import { classifyTrend, type DatedValue } from '../../statistics';
import { CHLOROPHYLL_STANDARD, LOCATIONS, PARAMETERS, keyParametersOf } from '../../domain';
import { testEngines } from '../../test-support/databases';
import { useSeededApp } from '../../test-support/seededApp';
import { unpackColumns } from '../../summary/seriesColumns';
import type { SeriesColumns } from '../../summary/seriesColumns';
import { growingSeasonPeriod, latestCompleteWaterYear, pooledColumns, seasonYearCounts, waterYearsPeriod } from './_locationId/repository';

const columnsOf = (days: number[], values: number[], nondetect: number[] = days.map(() => 0)): SeriesColumns => ({
  days: Int32Array.from(days),
  seasonYears: Int32Array.from(days, (day) => 2000 * 4 + (day % 4)),
  values: Float64Array.from(values),
  flowConditions: new Uint8Array(days.length),
  nondetect: Uint8Array.from(nondetect),
  limitUnknown: new Uint8Array(days.length),
});

describe('the status card periods and pooling', () => {
  it('names water years and growing seasons', () => {
    expect(waterYearsPeriod(2025, 2025)).toEqual({ start: '2024-10-01', end: '2025-09-30', label: 'water year 2025' });
    expect(waterYearsPeriod(1991, 2025)).toEqual({ start: '1990-10-01', end: '2025-09-30', label: 'water years 1991-2025' });
    expect(growingSeasonPeriod(2025)).toEqual({ start: '2025-07-01', end: '2025-09-30', label: 'July-September 2025' });
    expect(latestCompleteWaterYear('2026-09-30')).toBe(2025);
    expect(latestCompleteWaterYear('2026-10-01')).toBe(2026);
  });

  it('pools series in date order, keeping each result with its flags', () => {
    const pooled = pooledColumns([columnsOf([1, 5, 9], [10, 50, 90], [0, 1, 0]), columnsOf([2, 5], [20, 55])]);
    expect(Array.from(pooled.days)).toEqual([1, 2, 5, 5, 9]);
    expect(Array.from(pooled.values)).toEqual([10, 20, 50, 55, 90]);
    expect(Array.from(pooled.nondetect)).toEqual([0, 0, 1, 0, 0]);
    expect(seasonYearCounts(pooled, 0, 5)).toEqual({ seasonValues: 2, waterYears: 1 });
  });
});

/** Results of a location's parameter as the summary reads them: photic zone, a value, non-detects at half. */
const RESULTS_SQL = `
  SELECT to_char(r.sample_date, 'YYYY-MM-DD') AS date, CASE WHEN r.nondetect THEN r.value / 2 ELSE r.value END AS value, r.nondetect
    FROM results r
   WHERE r.location_id = ANY($1::int[]) AND r.parameter_id = $2 AND r.sample_date BETWEEN $3 AND $4
     AND (r.depth_m IS NULL OR r.depth_m <= 3) AND r.value IS NOT NULL`;

const NO_DATA_LOCATION = 990_001;

describe.each(testEngines())('GET /api/site-status on %s', (engine) => {
  const appOf = useSeededApp(engine, {
    prepare: async (db) => {
      await db.query(
        `INSERT INTO locations (id, name, description, type_id, latitude, longitude)
         SELECT $1, 'NODATA-1', 'A site without results', type_id, latitude, longitude FROM locations WHERE id = $2`,
        [NO_DATA_LOCATION, LOCATIONS.cc10],
      );
    },
  });
  const get = async <T>(url: string) => {
    const response = await appOf().inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };
  const resultsOf = async (locationIds: number[], parameterId: number, start: string, end: string) =>
    (await appOf().basinApi.db.query<DatedValue & { nondetect: boolean }>(RESULTS_SQL, [locationIds, parameterId, start, end])).rows;

  /** The trend recomputed from the results table with the statistics module, and the counts from SQL. */
  const expectTrendFromResults = async (trend: StatusTrend, locationIds: number[], parameterId: number) => {
    const rows = await resultsOf(locationIds, parameterId, trend.period.start, trend.period.end);
    const years = Number(trend.period.end.slice(0, 4)) - Number(trend.period.start.slice(0, 4));
    const expected = classifyTrend(rows, years);
    expect(trend.results).toBe(rows.length);
    expect(trend.nondetects).toBe(rows.filter((row) => row.nondetect).length);
    expect(trend.trend).toBe(expected.trend);
    if (expected.test) {
      expect(trend.p).toBeCloseTo(expected.test.p, 9);
      expect(trend.slope).toBeCloseTo(expected.test.slope!, 9);
      expect(trend.season_values).toBe(expected.test.n);
    } else {
      expect(trend.p).toBeNull();
      expect(trend.few_values).toBe(true);
    }
    expect(trend.many_nondetects).toBe(rows.length > 0 && trend.nondetects / rows.length > 0.25);
  };

  it("answers for CC-10's key parameters: the latest complete water year's median (percentile_cont) against the benchmark, and both trends", async () => {
    const status = await get<SiteStatus>(`/api/site-status/${LOCATIONS.cc10}?as_of=2026-11-27`);
    const measured = await appOf().basinApi.db.query<{ parameter_id: number }>('SELECT DISTINCT parameter_id FROM results WHERE location_id = $1', [LOCATIONS.cc10]);
    const location = await appOf().basinApi.db.query<{ location_type: string; telem: boolean }>(
      'SELECT lt.name AS location_type, l.telem FROM locations l JOIN location_types lt ON lt.id = l.type_id WHERE l.id = $1',
      [LOCATIONS.cc10],
    );
    expect(status.subject).toMatchObject({ kind: 'location', name: 'CC-10', locationids: [LOCATIONS.cc10] });
    expect(status.parameters.map((parameter) => parameter.parameterid)).toEqual(keyParametersOf(location.rows[0]!, measured.rows.map((row) => row.parameter_id)));
    expect(status.parameters.map((parameter) => parameter.parameterid)).toContain(PARAMETERS.totalPhosphorus);
    expect(status).toMatchObject({ min_water_years: 5, min_season_values: 10, many_nondetects_share: 0.25 });

    for (const parameter of status.parameters) {
      const standing = parameter.standing!;
      expect(standing.statistic).toBe('median');
      const { rows } = await appOf().basinApi.db.query<{ median: number; count: number; nondetects: number; line2: number | null }>(
        `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY CASE WHEN r.nondetect THEN r.value / 2 ELSE r.value END) AS median,
                count(*)::integer AS count, (count(*) FILTER (WHERE r.nondetect))::integer AS nondetects,
                (SELECT coalesce(pb.bmk_line2, p.bmk_line2) FROM parameters p JOIN locations l ON l.id = $1
                   LEFT JOIN parameter_benchmarks pb ON pb.parameter_id = p.id AND pb.location_type_id = l.type_id WHERE p.id = $2) AS line2
           FROM results r
          WHERE r.location_id = $1 AND r.parameter_id = $2 AND r.sample_date BETWEEN $3 AND $4 AND (r.depth_m IS NULL OR r.depth_m <= 3) AND r.value IS NOT NULL`,
        [LOCATIONS.cc10, parameter.parameterid, standing.period.start, standing.period.end],
      );
      expect(standing.period.label).toMatch(/^water year \d{4}$/);
      expect(standing.latest).toBe(standing.period.end === '2026-09-30');
      expect(standing.value).toBeCloseTo(rows[0]!.median, 9);
      expect(standing.values).toBe(rows[0]!.count);
      expect(standing.nondetects).toBe(rows[0]!.nondetects);
      expect(standing.reference).toBe(rows[0]!.line2);
      expect(standing.kind).toBe(rows[0]!.line2 === null ? 'none' : 'benchmark');
      if (standing.reference !== null) expect(standing.benchmark_class >= 3).toBe(standing.value! >= standing.reference);

      expect(parameter.last_ten_years.period).toEqual({ start: '2016-10-01', end: '2026-09-30', label: 'water years 2017-2026' });
      expect(parameter.whole_record.period.end <= '2026-09-30').toBe(true);
      await expectTrendFromResults(parameter.whole_record, [LOCATIONS.cc10], parameter.parameterid);
      await expectTrendFromResults(parameter.last_ten_years, [LOCATIONS.cc10], parameter.parameterid);
    }
  });

  it("answers for the reservoir: chlorophyll-a as the standard tracker's latest season, the nutrients over CCR-1, CCR-2 and CCR-3 pooled", async () => {
    const status = await get<SiteStatus>('/api/site-status/reservoir?as_of=2026-11-27');
    expect(status.subject).toMatchObject({ kind: 'reservoir', location_type: 'Reservoir', locationids: [79, 80, 81] });
    expect(status.subject.name).toBe('the reservoir (CCR-1, CCR-2 and CCR-3)');
    expect(status.parameters.map((parameter) => parameter.parameterid)).toEqual([PARAMETERS.chlorophyllA, PARAMETERS.totalPhosphorus, PARAMETERS.totalNitrogen]);

    const tracker = await get<StandardTracker>('/api/reservoir-standard-tracker?as_of=2026-11-27');
    const season = tracker.seasons.filter((one) => one.mean_reported !== null).at(-1)!;
    const chlorophyll = status.parameters[0]!;
    expect(chlorophyll.standing).toMatchObject({
      kind: 'standard',
      statistic: 'mean',
      period: { start: `${season.year}-07-01`, end: `${season.year}-09-30`, label: `July-September ${season.year}` },
      latest: season.year === tracker.latest_season,
      value: season.mean_reported,
      values: season.samples,
      reference: CHLOROPHYLL_STANDARD,
      benchmark_class: season.exceeded ? 3 : 1,
      standard_locationids: [79, 80, 81],
    });

    const phosphorus = status.parameters[1]!;
    const wy = phosphorus.standing!.period;
    const { rows } = await appOf().basinApi.db.query<{ median: number }>(
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY CASE WHEN nondetect THEN value / 2 ELSE value END) AS median FROM results
        WHERE location_id = ANY($1::int[]) AND parameter_id = $2 AND sample_date BETWEEN $3 AND $4 AND (depth_m IS NULL OR depth_m <= 3) AND value IS NOT NULL`,
      [[79, 80, 81], PARAMETERS.totalPhosphorus, wy.start, wy.end],
    );
    expect(phosphorus.standing!.value).toBeCloseTo(rows[0]!.median, 9);
    for (const parameter of status.parameters) {
      await expectTrendFromResults(parameter.whole_record, [79, 80, 81], parameter.parameterid);
      await expectTrendFromResults(parameter.last_ten_years, [79, 80, 81], parameter.parameterid);
    }
  });

  it('reads the data as it is now: the pooled series equals the stations unpacked one by one', async () => {
    const { rows } = await appOf().basinApi.db.query<{ result_count: number; days: Uint8Array; season_years: Uint8Array; result_values: Uint8Array; flags: Uint8Array }>(
      'SELECT result_count, days, season_years, result_values, flags FROM summary_series WHERE location_id = ANY($1::int[]) AND parameter_id = $2',
      [[79, 80, 81], PARAMETERS.totalPhosphorus],
    );
    const pooled = pooledColumns(rows.map((row) => unpackColumns({ resultCount: row.result_count, days: row.days, seasonYears: row.season_years, values: row.result_values, flags: row.flags })));
    expect(pooled.days.length).toBe(rows.reduce((sum, row) => sum + row.result_count, 0));
    expect(Array.from(pooled.days).every((day, index, days) => index === 0 || days[index - 1]! <= day)).toBe(true);
  });

  it('answers a location without results with no parameters', async () => {
    const status = await get<SiteStatus>(`/api/site-status/${NO_DATA_LOCATION}`);
    expect(status.subject.name).toBe('NODATA-1');
    expect(status.parameters).toEqual([]);
    expect(status.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    ['/api/site-status/abc', 'locationId'],
    ['/api/site-status/1.5', 'locationId'],
    ['/api/site-status/0', 'locationId'],
    ['/api/site-status/987654', 'locationId'],
    ['/api/site-status/68?as_of=2026-02-30', 'as_of'],
    ['/api/site-status/reservoir?as_of=soon', 'as_of'],
  ])('rejects %s naming %s', async (url, field) => {
    const response = await appOf().inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', field, message: expect.any(String) });
  });
});
