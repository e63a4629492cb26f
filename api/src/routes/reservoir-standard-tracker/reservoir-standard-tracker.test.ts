import type { StandardTracker } from '../../schemas';
import { generateDataset } from '../../generator';
import { testEngines, TEST_SCALE, TEST_SEED } from '../../test-support/databases';
import { useSeededApp } from '../../test-support/seededApp';
import { latestCompleteSeason } from '../../domain';
import { assessSeasons, countWindow, reportedMean } from './repository';

describe('the standard tracker rule', () => {
  it('assesses a season only once its September 30 has passed', () => {
    expect(latestCompleteSeason('2026-09-30')).toBe(2025);
    expect(latestCompleteSeason('2026-10-01')).toBe(2026);
    expect(latestCompleteSeason('2026-11-23')).toBe(2026);
    expect(latestCompleteSeason('2027-03-01')).toBe(2026);
  });

  it('reports the mean with one decimal and compares it as reported', () => {
    expect(reportedMean(18.04)).toBe(18);
    expect(reportedMean(18.05)).toBe(18.1);
    expect(reportedMean(16.25)).toBe(16.3);
    const [at, above] = assessSeasons(
      [
        { year: 2020, mean: 18.04, samples: 3, nondetects: 0, nondetects_limit_unknown: 0 },
        { year: 2021, mean: 18.05, samples: 2, nondetects: 1, nondetects_limit_unknown: 2 },
      ],
      2021,
      2,
      18,
    );
    expect(at).toEqual({ year: 2020, mean: 18.04, mean_reported: 18, samples: 3, nondetects: 0, nondetects_limit_unknown: 0, exceeded: false });
    expect(above).toEqual({ year: 2021, mean: 18.05, mean_reported: 18.1, samples: 2, nondetects: 1, nondetects_limit_unknown: 2, exceeded: true });
  });

  it('lists every season of the span, a season without samples with no verdict, and counts the last five', () => {
    const seasons = assessSeasons(
      [
        { year: 2014, mean: 30, samples: 4, nondetects: 0, nondetects_limit_unknown: 0 },
        { year: 2016, mean: 20.2, samples: 12, nondetects: 0, nondetects_limit_unknown: 0 },
        { year: 2018, mean: 27.3, samples: 12, nondetects: 0, nondetects_limit_unknown: 0 },
        { year: 2019, mean: 12, samples: 12, nondetects: 2, nondetects_limit_unknown: 0 },
        { year: 2020, mean: 20.9, samples: 9, nondetects: 0, nondetects_limit_unknown: 0 },
      ],
      2020,
      7,
      18,
    );
    expect(seasons.map((season) => [season.year, season.exceeded])).toEqual([
      [2014, true],
      [2015, null],
      [2016, true],
      [2017, null],
      [2018, true],
      [2019, false],
      [2020, true],
    ]);
    // 2016-2020: 2016, 2018 and 2020 above; 2017 without samples.
    expect(countWindow(seasons, 5)).toEqual({ exceedances: 3, seasons_without_samples: 1 });
  });
});

/**
 * A chlorophyll-a result written for the test: location, date, value, depth (m, null for a composite),
 * non-detect. A null value is a non-detect whose detection limit is unknown.
 */
type HandResult = [number, string, number | null, number | null, boolean?];
const HAND_RESULTS: HandResult[] = [
  // 1953: only a non-detect of unknown limit: no mean, no verdict, but counted.
  [81, '1953-08-01', null, 1, true],
  // 1954: above (outside the five seasons assessed in 1960).
  [79, '1954-08-01', 30, 1],
  // 1955: 10, met.
  [80, '1955-07-15', 10, 1],
  // 1956: no samples in the season (June and October do not count).
  [79, '1956-06-30', 100, 1],
  [79, '1956-10-01', 100, 1],
  // 1957: (19 + 21) / 2 = 20, above.
  [79, '1957-07-01', 19, 1],
  [81, '1957-09-30', 21, 2],
  // 1958: 18.04 is reported as 18.0: met.
  [80, '1958-08-10', 18.04, 0],
  // 1959: 20, 16 (no depth: a photic-zone composite), 24 at 3 m, and a non-detect at 10 counted as 5:
  // (20 + 16 + 24 + 5) / 4 = 16.25, reported 16.3, met. Not counted: 5 m (below the photic zone),
  // June 30, October 1, the composite station 120 and another parameter.
  [79, '1959-07-01', 20, 1],
  [80, '1959-09-30', 16, null],
  [81, '1959-08-15', 24, 3],
  [81, '1959-08-15', 10, 1, true],
  // A non-detect of unknown limit: not averaged, not in samples, counted in nondetects_limit_unknown.
  [79, '1959-08-20', null, 1, true],
  [79, '1959-08-15', 100, 5],
  [79, '1959-06-30', 100, 1],
  [79, '1959-10-01', 100, 1],
  [120, '1959-08-01', 100, null],
  // 1960: 40, above; assessed only from October 1, 1960.
  [79, '1960-07-05', 40, 1],
];

describe.each(testEngines())('GET /api/reservoir-standard-tracker on %s', (engine) => {
  const appOf = useSeededApp(engine, {
    prepare: async (db) => {
      for (const [location, date, value, depth, nondetect = false] of HAND_RESULTS) {
        await db.query('INSERT INTO results (location_id, parameter_id, sample_date, value, depth_m, nondetect) VALUES ($1, 24, $2, $3, $4, $5)', [location, date, value, depth, nondetect]);
      }
      await db.query("INSERT INTO results (location_id, parameter_id, sample_date, value, depth_m) VALUES (79, 25, '1959-08-01', 100, 1)");
    },
  });
  const tracker = async (query: string) => {
    const response = await appOf().inject({ method: 'GET', url: `/api/reservoir-standard-tracker${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<StandardTracker>();
  };

  it('gives hand-computed growing-season means and the five-season count', async () => {
    const result = await tracker('?as_of=1960-09-30');
    expect(result).toMatchObject({
      as_of: '1960-09-30',
      parameterid: 24,
      parameter: 'Chlorophyll-a',
      unit_name: 'µg/L',
      standard: 18,
      locationids: [79, 80, 81],
      location_names: ['CCR-1', 'CCR-2', 'CCR-3'],
      photic_zone_depth_m: 3,
      allowed_exceedances: 1,
      assessment_years: 5,
      latest_season: 1959,
      exceedances: 1,
      seasons_without_samples: 1,
    });
    expect(result.seasons.map((season) => season.year)).toEqual([1950, 1951, 1952, 1953, 1954, 1955, 1956, 1957, 1958, 1959]);
    const byYear = Object.fromEntries(result.seasons.map((season) => [season.year, season]));
    expect(byYear[1952]).toEqual({ year: 1952, mean: null, mean_reported: null, samples: 0, nondetects: 0, nondetects_limit_unknown: 0, exceeded: null });
    expect(byYear[1953]).toEqual({ year: 1953, mean: null, mean_reported: null, samples: 0, nondetects: 0, nondetects_limit_unknown: 1, exceeded: null });
    expect(byYear[1954]).toMatchObject({ mean: 30, exceeded: true });
    expect(byYear[1955]).toMatchObject({ mean: 10, exceeded: false });
    expect(byYear[1956]).toMatchObject({ mean: null, samples: 0, exceeded: null });
    expect(byYear[1957]).toMatchObject({ mean: 20, samples: 2, exceeded: true });
    expect(byYear[1958]!.mean).toBeCloseTo(18.04, 5);
    expect(byYear[1958]).toMatchObject({ mean_reported: 18, exceeded: false });
    expect(byYear[1959]).toEqual({ year: 1959, mean: 16.25, mean_reported: 16.3, samples: 4, nondetects: 1, nondetects_limit_unknown: 1, exceeded: false });
  });

  it('takes in the season just ended from October 1', async () => {
    const result = await tracker('?as_of=1960-10-01');
    expect(result.latest_season).toBe(1960);
    expect(result.seasons.at(-1)).toMatchObject({ year: 1960, mean: 40, exceeded: true });
    // 1956-1960: 1957 and 1960 above, 1956 without samples.
    expect(result).toMatchObject({ exceedances: 2, seasons_without_samples: 1 });
  });

  it('agrees with the generated dataset for its latest season with samples, and defaults to today', async () => {
    const rows = [...(generateDataset({ seed: TEST_SEED, scale: TEST_SCALE }).find((table) => table.table === 'results')?.batches() ?? [])].flat();
    const inSeason = rows
      .map((row) => ({ location: row[0] as number, parameter: row[1] as number, date: String(row[2]), value: row[4] as number, depth: row[5] as number | null, nondetect: row[7] as boolean }))
      .filter((row) => [79, 80, 81].includes(row.location) && row.parameter === 24 && ['07', '08', '09'].includes(row.date.slice(5, 7)))
      .filter((row) => row.depth === null || row.depth <= 3);
    const year = Math.max(...inSeason.map((row) => Number(row.date.slice(0, 4))));
    const values = inSeason.filter((row) => row.date.startsWith(String(year))).map((row) => (row.nondetect ? row.value / 2 : row.value));
    const result = await tracker(`?as_of=${year + 1}-06-01`);
    expect(result.latest_season).toBe(year);
    expect(result.seasons.at(-1)!.samples).toBe(values.length);
    expect(result.seasons.at(-1)!.mean).toBeCloseTo(values.reduce((sum, value) => sum + value, 0) / values.length, 9);
    const today = await tracker('');
    expect(today.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(today.seasons).toHaveLength(10);
  });

  it.each([
    ['?as_of=2026-02-30', 'as_of'],
    ['?as_of=yesterday', 'as_of'],
  ])('rejects %s naming %s', async (query, field) => {
    const response = await appOf().inject({ method: 'GET', url: `/api/reservoir-standard-tracker${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', field, message: expect.any(String) });
  });
});
