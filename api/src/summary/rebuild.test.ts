import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/types';
import { seedDatabase } from '../generator';
import type { RebuildStatus, WqSummaryRow } from '../schemas';
import { createTestDatabase, testEngines, TEST_SCALE, TEST_SEED, type TestDatabase } from '../test-support/databases';
import { BASELINE_PERIOD, FLOWS, REBUILD_NO_UPDATE_MESSAGE, type TrendClass } from '../domain';
import { classifyTrend, substituteNondetects, waterYear, type SeasonalKendallResult } from '../statistics';
import { rebuildSummary } from './rebuild';

const OTHER_PERIOD = { start: '2015-10-01', end: '2020-09-30' };

async function summaryPeriods(db: Database) {
  const { rows } = await db.query<{ period_start: string; period_end: string }>('SELECT DISTINCT period_start, period_end FROM wq_summary');
  return rows;
}

describe.each(testEngines())('water-quality summary on %s', (engine) => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    const db = await testDb.open();
    try {
      await seedDatabase(db, { seed: TEST_SEED, scale: TEST_SCALE });
      await rebuildSummary(db, BASELINE_PERIOD);
    } finally {
      await db.end();
    }
  });
  afterAll(async () => testDb?.destroy());

  describe('the engine', () => {
    let db: Database;
    beforeAll(async () => {
      db = await testDb.open();
    });
    afterAll(async () => db?.end());

    it('gives the same median and 85th percentile as PostgreSQL percentile_cont over the same results', async () => {
      const { rows } = await db.query<{ location_id: number; parameter_id: number; flow: string; median: number; pctile85: number; record_count: number; expected_median: number; expected_pctile: number; expected_count: number }>(
        `SELECT s.location_id, s.parameter_id, s.flow, s.median, s.pctile85, s.record_count,
                e.expected_median, e.expected_pctile, e.expected_count
           FROM wq_summary s
           JOIN LATERAL (
             SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY v) AS expected_median,
                    percentile_cont(0.85) WITHIN GROUP (ORDER BY v) AS expected_pctile,
                    count(*)::integer AS expected_count
               FROM (SELECT CASE WHEN r.nondetect THEN r.value / 2 ELSE r.value END AS v
                       FROM results r
                      WHERE r.location_id = s.location_id AND r.parameter_id = s.parameter_id
                        AND r.sample_date BETWEEN $1 AND $2
                        AND (r.depth_m IS NULL OR r.depth_m <= 3)
                        AND (s.flow = 'alldata' OR r.flow_condition_id = CASE s.flow WHEN 'baseflow' THEN 2 ELSE 1 END)) values_of_series
           ) e ON true
          ORDER BY s.location_id, s.parameter_id, s.flow`,
        [BASELINE_PERIOD.start, BASELINE_PERIOD.end],
      );
      expect(rows.length).toBeGreaterThan(100);
      for (const row of rows) {
        expect(row.record_count).toBe(row.expected_count);
        expect(row.median).toBeCloseTo(row.expected_median, 9);
        expect(row.pctile85).toBeCloseTo(row.expected_pctile, 9);
      }
    });

    it('classifies every series with a trend and benchmark classes within range', async () => {
      const { rows } = await db.query<{ trend: string; bmk_class_median: number; n: number }>(
        'SELECT trend, bmk_class_median, count(*)::integer AS n FROM wq_summary GROUP BY trend, bmk_class_median',
      );
      for (const row of rows) {
        expect(['increasing', 'decreasing', 'stable', 'no trend', 'other']).toContain(row.trend);
        expect(row.bmk_class_median).toBeGreaterThanOrEqual(0);
        expect(row.bmk_class_median).toBeLessThanOrEqual(4);
      }
      expect(rows.some((row) => row.bmk_class_median > 0)).toBe(true);
    });

    it('keeps the previous summary when a rebuild fails', async () => {
      const before = await db.query('SELECT count(*)::integer AS n FROM wq_summary');
      const failing: Database = {
        ...db,
        engine: db.engine,
        query: ((text: string, values?: unknown[]) =>
          text.includes('INSERT INTO wq_summary_staging') ? Promise.reject(new Error('disk full')) : db.query(text, values)) as Database['query'],
        connect: () => db.connect(),
        transaction: (work) => db.transaction(work),
        end: async () => undefined,
      };
      await expect(rebuildSummary(failing, OTHER_PERIOD)).rejects.toThrow('disk full');
      expect(await summaryPeriods(db)).toEqual([{ period_start: BASELINE_PERIOD.start, period_end: BASELINE_PERIOD.end }]);
      expect((await db.query('SELECT count(*)::integer AS n FROM wq_summary')).rows).toEqual(before.rows);
    });

    it('lets readers see the old or the new summary during a rebuild, never a mix', async () => {
      const rebuild = rebuildSummary(db, OTHER_PERIOD);
      const seen: string[] = [];
      let finished = false;
      void rebuild.finally(() => (finished = true));
      while (!finished) {
        const periods = await summaryPeriods(db);
        expect(periods).toHaveLength(1);
        seen.push(`${periods[0]!.period_start}..${periods[0]!.period_end}`);
      }
      await rebuild;
      expect(await summaryPeriods(db)).toEqual([{ period_start: OTHER_PERIOD.start, period_end: OTHER_PERIOD.end }]);
      expect(seen.every((period) => period === `${BASELINE_PERIOD.start}..${BASELINE_PERIOD.end}` || period === `${OTHER_PERIOD.start}..${OTHER_PERIOD.end}`)).toBe(true);
      await rebuildSummary(db, BASELINE_PERIOD);
    });
  });

  describe('the API', () => {
    let app: FastifyInstance;
    // The trend test of one series with a test (all data), recomputed from its results with the statistics module.
    let recomputed: { locationId: number; parameterId: number; test: SeasonalKendallResult | null } | null = null;
    beforeAll(async () => {
      const db = await testDb.open();
      try {
        const { rows: series } = await db.query<{ location_id: number; parameter_id: number }>(
          `SELECT location_id, parameter_id FROM wq_summary WHERE flow = 'alldata' AND trend_p IS NOT NULL ORDER BY location_id, parameter_id LIMIT 1`,
        );
        const { location_id: locationId, parameter_id: parameterId } = series[0]!;
        const { rows: results } = await db.query<{ date: string; value: number; nondetect: boolean }>(
          `SELECT sample_date AS date, value, nondetect FROM results
            WHERE location_id = $3 AND parameter_id = $4 AND sample_date BETWEEN $1 AND $2 AND (depth_m IS NULL OR depth_m <= 3)
            ORDER BY sample_date, id`,
          [BASELINE_PERIOD.start, BASELINE_PERIOD.end, locationId, parameterId],
        );
        const { values } = substituteNondetects(results);
        const years = waterYear(BASELINE_PERIOD.end) - waterYear(BASELINE_PERIOD.start) + 1;
        recomputed = { locationId, parameterId, test: classifyTrend(results.map((result, index) => ({ date: result.date, value: values[index]! })), years).test };
      } finally {
        await db.end();
      }
      app = await buildApp({ ...testDb.appOptions, logger: false });
      await app.ready();
    });
    afterAll(async () => app?.close());

    const rebuild = (body: unknown) => app.inject({ method: 'POST', url: '/api/dynamic-period-of-record/rebuild', payload: body as object });
    const status = async () => (await app.inject({ method: 'GET', url: '/api/dynamic-period-of-record/status' })).json<RebuildStatus>();

    it('serves the summary rows with the three flows side by side', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/public-map/wq-summary' });
      expect(response.statusCode).toBe(200);
      const rows = response.json<WqSummaryRow[]>();
      const phosphorusAtCC10 = rows.find((row) => row.locationid === 68 && row.parameter_index === 28);
      expect(phosphorusAtCC10).toMatchObject({ parameter: expect.any(String), has_alldata: true, units: expect.any(String) });
      expect(phosphorusAtCC10!.alldata_recordcount).toBe(phosphorusAtCC10!.baseflow_recordcount + phosphorusAtCC10!.stormflow_recordcount);
      expect(phosphorusAtCC10!.alldata_median).toEqual(expect.any(Number));
      expect(phosphorusAtCC10!.fullpor_start <= phosphorusAtCC10!.alldata_por_start!).toBe(true);
    });

    it("serves the Seasonal Kendall (Sen) slope and p of each flow: the engine's test over the same results, null without a test", async () => {
      const rows = (await app.inject({ method: 'GET', url: '/api/public-map/wq-summary' })).json<WqSummaryRow[]>();
      let tested = 0;
      for (const row of rows) {
        for (const flow of FLOWS) {
          const trend = row[`${flow}_trend_dynamic`] as TrendClass | null;
          const slope = row[`${flow}_sen_slope`];
          const p = row[`${flow}_trend_p`];
          if (trend === null || trend === 'other') {
            expect([slope, p]).toEqual([null, null]);
            continue;
          }
          tested += 1;
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(1);
          expect(slope).toEqual(expect.any(Number));
          if (trend === 'increasing') expect([p! < 0.05, slope! > 0]).toEqual([true, true]);
          if (trend === 'decreasing') expect([p! < 0.05, slope! < 0]).toEqual([true, true]);
        }
      }
      expect(tested).toBeGreaterThan(10);

      // One series recomputed from its results with the statistics module gives the served numbers.
      const row = rows.find((candidate) => candidate.locationid === recomputed!.locationId && candidate.parameter_index === recomputed!.parameterId)!;
      expect(recomputed!.test).not.toBeNull();
      expect(row.alldata_sen_slope).toBeCloseTo(recomputed!.test!.slope!, 9);
      expect(row.alldata_trend_p).toBeCloseTo(recomputed!.test!.p, 9);
    });

    it('answers No update needed for the current dates', async () => {
      const response = await rebuild({ startDate: BASELINE_PERIOD.start, endDate: BASELINE_PERIOD.end });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: REBUILD_NO_UPDATE_MESSAGE, status: 'complete' });
    });

    it.each([
      [{ endDate: '2020-09-30' }, 'startDate'],
      [{ startDate: '2015-13-01', endDate: '2020-09-30' }, 'startDate'],
      [{ startDate: '2020-09-30', endDate: '2015-10-01' }, 'endDate'],
      [{ startDate: '1900-01-01', endDate: '1901-01-01' }, 'startDate'],
      [{ startDate: '10/01/2015', endDate: '2020-09-30' }, 'startDate'],
    ])('rejects %j naming %s', async (body, field) => {
      const response = await rebuild(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Bad Request', field });
    });

    it('runs one rebuild at a time, joins a second request, and reports the new period', async () => {
      // The map's filters (cached public read: plugins/response-cache.ts) must show the new period at once.
      const filters = async () => app.inject({ method: 'GET', url: '/api/public-map/filters' });
      await filters();
      const cached = await filters();
      expect(cached.headers['x-response-cache']).toBe('hit');
      expect(cached.json()).toMatchObject({ startDate: BASELINE_PERIOD.start, endDate: BASELINE_PERIOD.end });
      // Three at the same moment: one starts, the others join it (none may start a second rebuild).
      const answers = await Promise.all([1, 2, 3].map(() => rebuild({ startDate: OTHER_PERIOD.start, endDate: OTHER_PERIOD.end })));
      expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
      expect(answers.map((answer) => answer.json().message).sort()).toEqual([
        'A rebuild is already running; this request joined it.',
        'A rebuild is already running; this request joined it.',
        'Rebuild started.',
      ]);
      let state = await status();
      for (let polls = 0; state.status === 'running' && polls < 600; polls++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        state = await status();
      }
      expect(state).toMatchObject({ status: 'complete', period_start: OTHER_PERIOD.start, period_end: OTHER_PERIOD.end });
      const rebuilt = await filters();
      expect(rebuilt.headers['x-response-cache']).toBeUndefined();
      expect(rebuilt.json()).toMatchObject({ startDate: OTHER_PERIOD.start, endDate: OTHER_PERIOD.end });
      const back = await rebuild({ startDate: OTHER_PERIOD.start, endDate: OTHER_PERIOD.end });
      expect(back.json().message).toBe(REBUILD_NO_UPDATE_MESSAGE);
    });
  });
});
