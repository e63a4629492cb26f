import type { PrecipitationRecord, StreamLoggerDailyStat, TelemetryLocation } from '../schemas';
import { testEngines } from '../test-support/databases';
import { useSeededApp } from '../test-support/seededApp';

const denverDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver', year: 'numeric', month: '2-digit', day: '2-digit' });

describe.each(testEngines())('precipitation and stream logger API on %s', (engine) => {
  let gauge: number;
  /** Daily flow statistics computed here from the raw 15-minute readings, by Denver day. */
  const expectedDays = new Map<string, { average: number; min: number; max: number }>();

  const appOf = useSeededApp(engine, {
    prepare: async (db) => {
      const first = await db.query<{ location_id: number }>('SELECT location_id FROM telemetry_readings WHERE parameter_id = 2 ORDER BY location_id LIMIT 1');
      gauge = first.rows[0]!.location_id;
      const readings = await db.query<{ reading_time: Date; value: number }>(
        `SELECT reading_time, value FROM telemetry_readings WHERE location_id = $1 AND parameter_id = 2 ORDER BY reading_time LIMIT 400`,
        [gauge],
      );
      const byDay = new Map<string, number[]>();
      for (const { reading_time, value } of readings.rows) {
        const day = denverDay.format(new Date(reading_time));
        byDay.set(day, [...(byDay.get(day) ?? []), value]);
      }
      // The last day may be cut by the LIMIT: keep whole days only.
      for (const [day, values] of [...byDay].slice(0, -1)) {
        expectedDays.set(day, { average: values.reduce((a, b) => a + b, 0) / values.length, min: Math.min(...values), max: Math.max(...values) });
      }
    },
  });

  it('gives daily precipitation with running totals at 155 and 156', async () => {
    for (const url of ['/api/ts-precip-daily-cumulative/', '/api/ts-precip-daily-cumulative']) {
      expect((await appOf().inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    const records = (await appOf().inject({ method: 'GET', url: '/api/ts-precip-daily-cumulative/' })).json<PrecipitationRecord[]>();
    expect(new Set(records.map((record) => record.locationid))).toEqual(new Set([155, 156]));
    const gauge155 = records.filter((record) => record.locationid === 155);
    // Totals recomputed here from the daily values.
    const index = 40;
    const day = gauge155[index]!;
    const within = (days: number) =>
      gauge155.filter((record) => record.rdate <= day.rdate && Date.parse(day.rdate) - Date.parse(record.rdate) < days * 86_400_000);
    const sum = (records: PrecipitationRecord[]) => records.reduce((total, record) => total + record.daily_precip, 0);
    expect(day.total_7day).toBeCloseTo(sum(within(7)), 9);
    expect(day.total_30day).toBeCloseTo(sum(within(30)), 9);
    const waterYearStart = `${Number(day.rdate.slice(0, 4)) - (Number(day.rdate.slice(5, 7)) >= 10 ? 0 : 1)}-10-01`;
    expect(day.total_ytd).toBeCloseTo(sum(gauge155.filter((record) => record.rdate >= waterYearStart && record.rdate <= day.rdate)), 9);
  });

  it('lists the telemetry gauges', async () => {
    const gauges = (await appOf().inject({ method: 'GET', url: '/api/list-locations-telem' })).json<TelemetryLocation[]>();
    expect(gauges.map((location) => location.locationid)).toContain(gauge);
  });

  it('computes daily average, minimum and maximum by Denver day from the 15-minute readings', async () => {
    const stats = (await appOf().inject({ method: 'GET', url: `/api/stream-logger-results-viewer-daily-stats-table/2/${gauge}` })).json<StreamLoggerDailyStat[]>();
    expect(expectedDays.size).toBeGreaterThan(1);
    for (const [day, expected] of expectedDays) {
      const stat = stats.find((candidate) => candidate.rdate === day);
      expect(stat).toBeDefined();
      expect(stat!.daily_average).toBeCloseTo(expected.average, 9);
      expect(stat!.daily_min).toBe(expected.min);
      expect(stat!.daily_max).toBe(expected.max);
    }
  });

  it.each([
    ['/api/stream-logger-results-viewer-daily-stats-table/28/68', 'parameterId'],
    ['/api/stream-logger-results-viewer-daily-stats-table/x/68', 'parameterId'],
    ['/api/stream-logger-results-viewer-daily-stats-table/2/68;drop', 'locationIds'],
    ['/api/stream-logger-results-viewer-daily-stats-table/2/68,987654', 'locationIds'],
  ])('rejects %s naming %s', async (url, field) => {
    const response = await appOf().inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', field });
  });
});
