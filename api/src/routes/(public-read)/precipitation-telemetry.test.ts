// Contract checks of the explore pages' precipitation and telemetry calls (spec 02 §3, §7, §9): every field
// with its type, known values from the seeded tables, and the 400 answers. The running totals and the Denver
// days are also checked in ../explore-data.test.ts.
import type { PrecipitationRecord, StreamLoggerDailyStat, TelemetryLocation } from '../../schemas';
import { testEngines } from '../../test-support/databases';
import { useSeededApp } from '../../test-support/seededApp';
import { DAILY_STATS_ON_THE_FLY_SQL } from './stream-logger-results-viewer-daily-stats-table/_parameterId/_locationIds/repository';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

describe.each(testEngines())('precipitation and telemetry contract on %s', (engine) => {
  /** Read from the seeded tables before the app opens them. */
  const expected = {
    precipitation: [] as { location_id: number; precip_date: string; precip_in: number; status: string }[],
    wy2020Totals: new Map<number, number>(),
    telemetryLocations: [] as { id: number; name: string }[],
    parametersAtCc10: [] as number[],
    /** Per telemetry parameter: the daily stats aggregated from the 15-minute readings on the fly, every telemetry location. */
    onTheFly: new Map<number, StreamLoggerDailyStat[]>(),
    viewRows: 0,
    onTheFlyRows: 0,
  };

  const appOf = useSeededApp(engine, {
    prepare: async (db) => {
      expected.precipitation = (
        await db.query<{ location_id: number; precip_date: string; precip_in: number; status: string }>(
          'SELECT location_id, precip_date, precip_in, status FROM precipitation WHERE location_id IN (155, 156) ORDER BY location_id, precip_date',
        )
      ).rows;
      const totals = await db.query<{ location_id: number; total: number }>(
        `SELECT location_id, sum(precip_in) AS total FROM precipitation
          WHERE location_id IN (155, 156) AND precip_date BETWEEN '2019-10-01' AND '2020-09-30' GROUP BY location_id`,
      );
      for (const row of totals.rows) expected.wy2020Totals.set(row.location_id, row.total);
      expected.telemetryLocations = (
        await db.query<{ id: number; name: string }>('SELECT DISTINCT l.id, l.name FROM telemetry_readings t JOIN locations l ON l.id = t.location_id ORDER BY l.id')
      ).rows;
      expected.parametersAtCc10 = (
        await db.query<{ parameter_id: number }>('SELECT DISTINCT parameter_id FROM telemetry_readings WHERE location_id = 68 ORDER BY parameter_id')
      ).rows.map((row) => row.parameter_id);
      const gauges = expected.telemetryLocations.map((location) => location.id);
      for (const parameterId of [2, 1901, 1906, 1907, 1908]) {
        const rows = (await db.query<StreamLoggerDailyStat>(DAILY_STATS_ON_THE_FLY_SQL, [parameterId, gauges])).rows;
        expected.onTheFly.set(parameterId, rows);
        expected.onTheFlyRows += rows.length;
      }
      expected.viewRows = (await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM telemetry_daily')).rows[0]!.n;
    },
  });

  const get = (url: string) => appOf().inject({ method: 'GET', url: `/api${url}` });

  it('gives every precipitation record the spec fields, in inches, one per stored day', async () => {
    const response = await get('/ts-precip-daily-cumulative/');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeDefined();
    const records = response.json<PrecipitationRecord[]>();
    expect(records).toHaveLength(expected.precipitation.length);
    records.forEach((record, index) => {
      const stored = expected.precipitation[index]!;
      expect(record).toEqual({
        locationid: stored.location_id,
        location_name: expect.any(String),
        parameter: 'Precipitation',
        parameterid: null,
        rdate: stored.precip_date,
        daily_precip: stored.precip_in,
        result_unit_name: 'in',
        total_7day: expect.any(Number),
        total_30day: expect.any(Number),
        total_ytd: expect.any(Number),
        status: stored.status,
      });
      expect(record.rdate).toMatch(ISO_DATE);
    });
  });

  it('totals a whole water year on September 30 and restarts on October 1', async () => {
    const records = (await get('/ts-precip-daily-cumulative')).json<PrecipitationRecord[]>();
    for (const locationId of [155, 156]) {
      const endOfYear = records.find((record) => record.locationid === locationId && record.rdate === '2020-09-30')!;
      expect(endOfYear.total_ytd).toBeCloseTo(expected.wy2020Totals.get(locationId)!, 9);
      const newYear = records.find((record) => record.locationid === locationId && record.rdate === '2020-10-01')!;
      expect(newYear.total_ytd).toBeCloseTo(newYear.daily_precip, 12);
      expect(newYear.total_7day).toBeGreaterThanOrEqual(newYear.daily_precip);
      expect(newYear.total_30day).toBeGreaterThanOrEqual(newYear.total_7day - 1e-9);
    }
    expect(new Set(records.map((record) => record.location_name)).size).toBe(2);
  });

  it('lists exactly the locations with telemetry readings, CC-10 and CT-2 among them', async () => {
    const locations = (await get('/list-locations-telem')).json<TelemetryLocation[]>();
    for (const location of locations) expect(location).toEqual({ locationid: expect.any(Number), location_name: expect.any(String) });
    expect([...locations].sort((a, b) => a.locationid - b.locationid)).toEqual(expected.telemetryLocations.map(({ id, name }) => ({ locationid: id, location_name: name })));
    expect(locations).toEqual(expect.arrayContaining([{ locationid: 68, location_name: 'CC-10' }, { locationid: 83, location_name: 'CT-2' }]));
    expect(locations.map((location) => location.locationid)).not.toContain(155);
  });

  it('gives the daily stats of every telemetry parameter with its unit', async () => {
    expect(expected.parametersAtCc10).toEqual(expect.arrayContaining([2, 1901, 1906, 1907, 1908]));
    const units: Record<number, string> = { 2: 'cfs', 1901: 'ft', 1906: '°C', 1907: 'µS/cm', 1908: 'NTU' };
    for (const parameterId of [2, 1901, 1906, 1907, 1908]) {
      const response = await get(`/stream-logger-results-viewer-daily-stats-table/${parameterId}/68`);
      expect(response.statusCode).toBe(200);
      const stats = response.json<StreamLoggerDailyStat[]>();
      expect(stats.length).toBeGreaterThan(1);
      for (const stat of stats) {
        expect(stat).toEqual({
          locationid: 68,
          location_name: 'CC-10',
          parameter: expect.any(String),
          rdate: expect.stringMatching(ISO_DATE),
          daily_average: expect.any(Number),
          daily_min: expect.any(Number),
          daily_max: expect.any(Number),
          result_unit_name: units[parameterId],
          status: expect.stringMatching(/^(approved|provisional|estimated)$/),
        });
        expect(stat.daily_min).toBeLessThanOrEqual(stat.daily_average + 1e-9);
        expect(stat.daily_average).toBeLessThanOrEqual(stat.daily_max + 1e-9);
      }
      // The generator's newest readings are provisional, as a gauge's are until reviewed; the oldest approved.
      expect(stats[0]!.status).toBe('approved');
      expect(stats.at(-1)!.status).toBe('provisional');
      expect(stats.some((stat) => stat.status === 'estimated')).toBe(true);
    }
  });

  it('answers for several locations at once, one row per location and day', async () => {
    const stats = (await get('/stream-logger-results-viewer-daily-stats-table/2/68,83')).json<StreamLoggerDailyStat[]>();
    expect(new Set(stats.map((stat) => stat.locationid))).toEqual(new Set([68, 83]));
    const keys = stats.map((stat) => `${stat.locationid}:${stat.rdate}`);
    expect(new Set(keys).size).toBe(keys.length);
    // A location without telemetry is known but has no readings: no rows, not an error.
    const none = await get('/stream-logger-results-viewer-daily-stats-table/2/79');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });

  it.each([
    ['/stream-logger-results-viewer-daily-stats-table/1902/68', 'parameterId'],
    ['/stream-logger-results-viewer-daily-stats-table/0/68', 'parameterId'],
    ['/stream-logger-results-viewer-daily-stats-table/1909/68', 'parameterId'],
    ['/stream-logger-results-viewer-daily-stats-table/2/68,', 'locationIds'],
    [`/stream-logger-results-viewer-daily-stats-table/2/${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, 'locationIds'],
    ['/stream-logger-results-viewer-daily-stats-table/2/0', 'locationIds'],
  ])('rejects %s naming %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', field, message: expect.any(String) });
  });

  describe('date filters', () => {
    const all = async () => (await get('/ts-precip-daily-cumulative/')).json<PrecipitationRecord[]>();

    it.each([
      ['the first day of a water year', '2020-10-01', '2020-11-15'],
      ['mid water year (totals reach back to October 1)', '2021-03-05', '2021-04-20'],
      ['inside the first 30 days of a water year (the 30-day total reaches into the last one)', '2020-10-10', '2020-10-20'],
      ['one day', '2019-07-04', '2019-07-04'],
      ['one whole water year', '2019-10-01', '2020-09-30'],
    ])('precipitation for %s: the same rows, totals included, as without filters', async (_label, start, end) => {
      const response = await get(`/ts-precip-daily-cumulative/?start_date=${start}&end_date=${end}`);
      expect(response.statusCode).toBe(200);
      const filtered = response.json<PrecipitationRecord[]>();
      const expectedRows = (await all()).filter((record) => record.rdate >= start && record.rdate <= end);
      expect(expectedRows.length).toBeGreaterThan(0);
      expect(filtered).toEqual(expectedRows);
    });

    it('precipitation with only one bound, and a range outside the record', async () => {
      const records = await all();
      const from = (await get('/ts-precip-daily-cumulative?start_date=2026-01-01')).json<PrecipitationRecord[]>();
      expect(from).toEqual(records.filter((record) => record.rdate >= '2026-01-01'));
      const to = (await get('/ts-precip-daily-cumulative?end_date=1992-01-31')).json<PrecipitationRecord[]>();
      expect(to.length).toBeGreaterThan(0);
      expect(to).toEqual(records.filter((record) => record.rdate <= '1992-01-31'));
      expect((await get('/ts-precip-daily-cumulative/?start_date=1950-01-01&end_date=1950-12-31')).json()).toEqual([]);
      // Unknown query fields are ignored, as before the filters existed.
      expect((await get('/ts-precip-daily-cumulative/?foo=bar')).json()).toEqual(records);
    });

    it('stream logger days within the range, the same rows as without filters', async () => {
      const unfiltered = (await get('/stream-logger-results-viewer-daily-stats-table/2/68,83')).json<StreamLoggerDailyStat[]>();
      const days = [...new Set(unfiltered.map((stat) => stat.rdate))].sort();
      const [start, end] = [days[1]!, days[Math.min(days.length - 2, 20)]!];
      const response = await get(`/stream-logger-results-viewer-daily-stats-table/2/68,83?start_date=${start}&end_date=${end}`);
      expect(response.statusCode).toBe(200);
      const filtered = response.json<StreamLoggerDailyStat[]>();
      expect(filtered.length).toBeGreaterThan(0);
      expect(filtered).toEqual(unfiltered.filter((stat) => stat.rdate >= start && stat.rdate <= end));
      expect((await get(`/stream-logger-results-viewer-daily-stats-table/2/68?start_date=${end}`)).json()).toEqual(
        unfiltered.filter((stat) => stat.locationid === 68 && stat.rdate >= end),
      );
      expect((await get(`/stream-logger-results-viewer-daily-stats-table/2/68?end_date=${start}`)).json()).toEqual(
        unfiltered.filter((stat) => stat.locationid === 68 && stat.rdate <= start),
      );
    });

    it.each([
      ['/ts-precip-daily-cumulative/?start_date=2021-10-01&end_date=2021-09-30', 'end_date'],
      ['/ts-precip-daily-cumulative/?start_date=2021-13-01', 'start_date'],
      ['/ts-precip-daily-cumulative/?end_date=21-09-30', 'end_date'],
      ['/stream-logger-results-viewer-daily-stats-table/2/68?start_date=2025-10-02&end_date=2025-10-01', 'end_date'],
      ['/stream-logger-results-viewer-daily-stats-table/2/68?start_date=2025-02-30', 'start_date'],
    ])('rejects %s naming %s', async (url, field) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Bad Request', field, message: expect.any(String) });
    });
  });

  it('precomputed daily stats (telemetry_daily) equal the aggregate of the 15-minute readings', async () => {
    expect(expected.viewRows).toBe(expected.onTheFlyRows);
    const gauges = expected.telemetryLocations.map((location) => location.id).join(',');
    for (const [parameterId, onTheFly] of expected.onTheFly) {
      const served = (await get(`/stream-logger-results-viewer-daily-stats-table/${parameterId}/${gauges}`)).json<StreamLoggerDailyStat[]>();
      expect(served.length).toBe(onTheFly.length);
      served.forEach((stat, index) => {
        const { daily_average, ...rest } = onTheFly[index]!;
        expect(stat).toMatchObject(rest); // min and max exactly, names, day, unit
        // The mean may differ in the last bits only (summation order).
        expect(Math.abs(stat.daily_average - daily_average)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(daily_average)));
      });
    }
  });

  // A rule the schema cannot say (date order, a telemetry parameter, known ids) answers with exactly this body (plugins/errors.ts).
  it.each([
    ['/ts-precip-daily-cumulative/?start_date=2021-10-01&end_date=2021-09-30', '{"error":"Bad Request","message":"must not be before start_date","field":"end_date"}'],
    ['/stream-logger-results-viewer-daily-stats-table/2/68?start_date=2025-10-02&end_date=2025-10-01', '{"error":"Bad Request","message":"must not be before start_date","field":"end_date"}'],
    ['/stream-logger-results-viewer-daily-stats-table/1902/68', '{"error":"Bad Request","message":"must be a telemetry parameter: 2, 1901, 1906, 1907, 1908","field":"parameterId"}'],
    ['/stream-logger-results-viewer-daily-stats-table/2/68,987654', '{"error":"Bad Request","message":"unknown location ids: 987654","field":"locationIds"}'],
  ])('answers %s with the body %s', async (url, body) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(body);
  });
});
