import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/types';
import type { RebuildStatus, WqSummaryRow } from '../schemas';
import { createTestDatabase, testEngines, type TestDatabase } from '../test-support/databases';
import { BASELINE_PERIOD, FLOWS, inFlow, REBUILD_NO_UPDATE_MESSAGE, type TrendClass } from '../domain';
import { benchmarkClass, classifyTrend, substituteNondetects, summaryStatistics, waterYear } from '../statistics';
import { computeSummary } from './computeSummary';
import { benchmarkLines, seriesKeyText, type Period, type SummaryRow } from './repository';
import { computePeriod } from './summaryPeriods';

const OTHER_PERIODS: Period[] = [
  { start: '2015-10-01', end: '2020-09-30' },
  { start: '2001-10-01', end: '2011-09-30' },
  { start: '1990-01-01', end: '2030-12-31' }, // wider than the data: the whole record
];

/**
 * The summary as the engine before issue 14 computed it, kept as the reference: every result of the
 * period read row by row, then summaryStatistics and classifyTrend per series and flow.
 */
async function referenceSummary(db: Database, period: Period): Promise<SummaryRow[]> {
  const { rows } = await db.query<{ location_id: number; parameter_id: number; date: string; value: number | null; nondetect: boolean; flow_condition_id: number | null }>(
    `SELECT location_id, parameter_id, sample_date AS date, value, nondetect, flow_condition_id
       FROM results WHERE sample_date BETWEEN $1 AND $2 AND (depth_m IS NULL OR depth_m <= 3)
      ORDER BY location_id, parameter_id, sample_date, id`,
    [period.start, period.end],
  );
  const linesOf = await benchmarkLines(db);
  const periodYears = waterYear(period.end) - waterYear(period.start) + 1;
  const series = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.location_id}:${row.parameter_id}`;
    series.set(key, [...(series.get(key) ?? []), row]);
  }
  const summary: SummaryRow[] = [];
  for (const results of series.values()) {
    const key = { locationId: results[0]!.location_id, parameterId: results[0]!.parameter_id };
    for (const flow of FLOWS) {
      const all = results.filter((row) => inFlow(flow, row.flow_condition_id));
      if (all.length === 0) continue;
      // A non-detect whose limit is unknown has no value: counted apart, left out of the statistics.
      const flowRows = all.flatMap((row) => (row.value === null ? [] : [{ ...row, value: row.value }]));
      const statistics = summaryStatistics(flowRows);
      const { values } = substituteNondetects(flowRows);
      const { trend, test } = classifyTrend(flowRows.map((row, index) => ({ date: row.date, value: values[index]! })), periodYears);
      summary.push({
        ...key,
        flow,
        recordCount: flowRows.length,
        nondetectCount: statistics.nondetects,
        nondetectLimitUnknownCount: all.length - flowRows.length,
        median: statistics.median,
        pctile85: statistics.pctile85,
        bmkClassMedian: benchmarkClass(statistics.median, linesOf.get(seriesKeyText(key)) ?? null),
        bmkClassPctile: benchmarkClass(statistics.pctile85, linesOf.get(seriesKeyText(key)) ?? null),
        trend,
        trendP: test?.p ?? null,
        trendPCorrected: test?.pCorrected ?? null,
        trendSlope: test?.slope ?? null,
        porStart: all[0]!.date,
        porEnd: all[all.length - 1]!.date,
      });
    }
  }
  return summary;
}

async function storedPeriods(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ period: string }>(`SELECT period_start || '..' || period_end AS period FROM wq_summary_periods ORDER BY 1`);
  return rows.map((row) => row.period);
}

const periodText = (period: Period) => `${period.start}..${period.end}`;
const query = (period: Period) => `startDate=${period.start}&endDate=${period.end}`;

describe.each(testEngines())('water-quality summaries by period on %s', (engine) => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine, { seeded: true });
    const db = await testDb.open();
    try {
      await computePeriod(db, BASELINE_PERIOD);
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

    it.each([BASELINE_PERIOD, ...OTHER_PERIODS])('gives the same numbers as the row-by-row engine for %j', async (period) => {
      const [computed, reference] = [await computeSummary(db, period), await referenceSummary(db, period)];
      expect(computed.rows.length).toBeGreaterThan(50);
      expect(computed.rows).toEqual(reference);
    });

    it('gives the same median and 85th percentile as PostgreSQL percentile_cont over the same results', async () => {
      const { rows } = await db.query<{ median: number; pctile85: number; record_count: number; expected_median: number; expected_pctile: number; expected_count: number }>(
        `SELECT s.median, s.pctile85, s.record_count, e.expected_median, e.expected_pctile, e.expected_count
           FROM wq_summary s
           JOIN LATERAL (
             SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY v) AS expected_median,
                    percentile_cont(0.85) WITHIN GROUP (ORDER BY v) AS expected_pctile,
                    count(*)::integer AS expected_count
               FROM (SELECT CASE WHEN r.nondetect THEN r.value / 2 ELSE r.value END AS v
                       FROM results r
                      WHERE r.location_id = s.location_id AND r.parameter_id = s.parameter_id
                        AND r.sample_date BETWEEN s.period_start AND s.period_end
                        AND (r.depth_m IS NULL OR r.depth_m <= 3)
                        AND (s.flow = 'alldata' OR r.flow_condition_id = CASE s.flow WHEN 'baseflow' THEN 2 ELSE 1 END)) values_of_series
           ) e ON true
          WHERE s.period_start = $1 AND s.period_end = $2`,
        [BASELINE_PERIOD.start, BASELINE_PERIOD.end],
      );
      expect(rows.length).toBeGreaterThan(100);
      for (const row of rows) {
        expect(row.record_count).toBe(row.expected_count);
        expect(row.median).toBeCloseTo(row.expected_median, 9);
        expect(row.pctile85).toBeCloseTo(row.expected_pctile, 9);
      }
    });

    it('writes nothing of a period whose computation fails, and records why', async () => {
      const period = { start: '2012-10-01', end: '2016-09-30' };
      const failing: Database = {
        ...db,
        engine: db.engine,
        query: db.query.bind(db),
        connect: () => db.connect(),
        transaction: (work) =>
          db.transaction((client) =>
            work(
              new Proxy(client, {
                get: (target, property) =>
                  property === 'query'
                    ? (text: string, values?: unknown[]) => (String(text).startsWith('INSERT INTO wq_summary (') ? Promise.reject(new Error('disk full')) : target.query(text, values))
                    : Reflect.get(target, property),
              }),
            ),
          ),
        end: async () => undefined,
      };
      await expect(computePeriod(failing, period)).rejects.toThrow('disk full');
      const rows = await db.query('SELECT count(*)::integer AS n FROM wq_summary WHERE period_start = $1 AND period_end = $2', [period.start, period.end]);
      expect(rows.rows[0]).toEqual({ n: 0 });
      const record = await db.query('SELECT state, reason FROM wq_summary_periods WHERE period_start = $1 AND period_end = $2', [period.start, period.end]);
      expect(record.rows[0]).toEqual({ state: 'failed', reason: 'disk full' });
      // A failed period may be asked for again: this time it is computed.
      expect((await computePeriod(db, period))?.rows.length).toBeGreaterThan(50);
    });
  });

  describe('non-detects whose limit is unknown (no value)', () => {
    let db: Database;
    beforeAll(async () => {
      db = await testDb.open();
    });
    afterAll(async () => db?.end());

    it('are left out of every statistic and counted apart, the same as the row-by-row engine', async () => {
      const period = { start: '2013-10-01', end: '2019-09-30' };
      // The two series with the most photic-zone results in the period: every third result of the first, and
      // every result of the second, become non-detects whose limit is unknown.
      const { rows: largest } = await db.query<{ location_id: number; parameter_id: number }>(
        `SELECT location_id, parameter_id FROM results WHERE sample_date BETWEEN $1 AND $2 AND (depth_m IS NULL OR depth_m <= 3)
          GROUP BY 1, 2 ORDER BY count(*) DESC, 1, 2 LIMIT 2`,
        [period.start, period.end],
      );
      const [some, all] = largest as [{ location_id: number; parameter_id: number }, { location_id: number; parameter_id: number }];
      const { rowCount } = await db.query(
        `UPDATE results SET value = NULL, nondetect = true, detection_limit = NULL
          WHERE sample_date BETWEEN $1 AND $2 AND (depth_m IS NULL OR depth_m <= 3)
            AND ((location_id = $3 AND parameter_id = $4 AND id % 3 = 0) OR (location_id = $5 AND parameter_id = $6))`,
        [period.start, period.end, some.location_id, some.parameter_id, all.location_id, all.parameter_id],
      );
      expect(rowCount).toBeGreaterThan(20);
      await db.query('REFRESH MATERIALIZED VIEW summary_series');
      try {
        const [computed, reference] = [await computeSummary(db, period), await referenceSummary(db, period)];
        expect(computed.rows).toEqual(reference);
        const of = (series: { location_id: number; parameter_id: number }) =>
          computed.rows.find((row) => row.locationId === series.location_id && row.parameterId === series.parameter_id && row.flow === 'alldata')!;
        expect(of(some).nondetectLimitUnknownCount).toBeGreaterThan(3);
        expect(of(some).median).not.toBeNull();
        expect(of(all)).toMatchObject({ recordCount: 0, median: null, pctile85: null, trend: 'other' });
        expect(of(all).nondetectLimitUnknownCount).toBeGreaterThan(10);
      } finally {
        // The other tests read this database: give the results their values back (any value: they only compare engines).
        await db.query(`UPDATE results SET value = 1, nondetect = false WHERE value IS NULL`);
        await db.query('REFRESH MATERIALIZED VIEW summary_series');
      }
    });
  });

  describe('the API', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      // No response cache: the tests read again what was computed again.
      app = await buildApp({ ...testDb.appOptions, logger: false, summaryPeriodsMax: 3, responseCacheBytes: 0 });
      await app.ready();
    });
    afterAll(async () => app?.close());

    const rebuild = (body: unknown, cookie?: string) =>
      app.inject({ method: 'POST', url: '/api/dynamic-period-of-record/rebuild', payload: body as object, headers: cookie ? { cookie } : {} });
    const status = async (search = '', cookie?: string) =>
      (await app.inject({ method: 'GET', url: `/api/dynamic-period-of-record/status${search}`, headers: cookie ? { cookie } : {} })).json<RebuildStatus>();
    const summary = async (period?: Period) => app.inject({ method: 'GET', url: `/api/public-map/wq-summary${period ? `?${query(period)}` : ''}` });

    it('serves the baseline without dates, the three flows side by side, with both trend p-values', async () => {
      const response = await summary();
      expect(response.statusCode).toBe(200);
      const rows = response.json<WqSummaryRow[]>();
      const phosphorusAtCC10 = rows.find((row) => row.locationid === 68 && row.parameter_index === 28)!;
      expect(phosphorusAtCC10).toMatchObject({ has_alldata: true, alldata_median: expect.any(Number) });
      expect(phosphorusAtCC10.alldata_recordcount).toBe(phosphorusAtCC10.baseflow_recordcount + phosphorusAtCC10.stormflow_recordcount);
      // The legend's open lowest class comes from the basin's parameters (spec 01 §9: E. coli, pH, ... but not TP).
      expect(phosphorusAtCC10.bmk_less_than_range).toBe(false);
      expect(new Set(rows.filter((row) => row.bmk_less_than_range).map((row) => row.parameter_index))).toEqual(new Set([73, 7, 8, 1902, 3, 10, 6].filter((id) => rows.some((row) => row.parameter_index === id))));
      expect(phosphorusAtCC10.alldata_por_start! >= BASELINE_PERIOD.start && phosphorusAtCC10.alldata_por_end! <= BASELINE_PERIOD.end).toBe(true);
      let tested = 0;
      for (const row of rows) {
        for (const flow of FLOWS) {
          const trend = row[`${flow}_trend_dynamic`] as TrendClass | null;
          const [p, corrected] = [row[`${flow}_trend_p`], row[`${flow}_trend_p_corrected`]];
          if (trend === null || trend === 'other') {
            expect([p, corrected, row[`${flow}_sen_slope`]]).toEqual([null, null, null]);
            continue;
          }
          tested += 1;
          expect(corrected).toBeGreaterThanOrEqual(0);
          expect(corrected).toBeLessThanOrEqual(1);
        }
      }
      expect(tested).toBeGreaterThan(10);
    });

    it('gives two visitors asking for different periods at the same moment each their own summary', async () => {
      const [first, second] = OTHER_PERIODS;
      const [a, b] = await Promise.all([summary(first), summary(second)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const within = (rows: WqSummaryRow[], period: Period) =>
        rows.every((row) => row.alldata_por_start === null || (row.alldata_por_start >= period.start && row.alldata_por_end! <= period.end));
      expect(within(a.json(), first!)).toBe(true);
      expect(within(b.json(), second!)).toBe(true);
      expect(a.body).not.toEqual(b.body);
      // The baseline is untouched by either.
      expect(within((await summary()).json(), BASELINE_PERIOD)).toBe(true);
    });

    it('reproduces a period exactly from its link, even after it was evicted and computed again', async () => {
      const period = OTHER_PERIODS[0]!;
      const before = (await summary(period)).body;
      await app.basinApi.db.query('DELETE FROM wq_summary_periods WHERE period_start = $1 AND period_end = $2', [period.start, period.end]);
      const again = await summary(period);
      expect(again.body).toBe(before);
    });

    it('answers No update needed for a computed period; three requests for a new one start one computation', async () => {
      const computed = await rebuild({ startDate: BASELINE_PERIOD.start, endDate: BASELINE_PERIOD.end });
      expect(computed.statusCode).toBe(200);
      expect(computed.json()).toEqual({ message: REBUILD_NO_UPDATE_MESSAGE, status: 'complete' });

      const period = { start: '2005-10-01', end: '2015-09-30' };
      const before = app.basinApi.summaryPeriods.computations;
      const answers = await Promise.all([1, 2, 3].map(() => rebuild({ startDate: period.start, endDate: period.end })));
      expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
      expect(answers.map((answer) => answer.json().message).sort()).toEqual([
        'Rebuild started.',
        'This period is already being computed; this request joined it.',
        'This period is already being computed; this request joined it.',
      ]);
      let state = await status(`?${query(period)}`);
      for (let polls = 0; state.status === 'running' && polls < 600; polls++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        state = await status(`?${query(period)}`);
      }
      expect(state).toMatchObject({ status: 'complete', period_start: period.start, period_end: period.end });
      expect(app.basinApi.summaryPeriods.computations - before).toBe(1);
      // Without dates, the status is of the period this browser last asked for (its cookie), else the baseline.
      const cookie = String(answers[0]!.headers['set-cookie']).split(';')[0]!;
      expect(await status('', cookie)).toMatchObject({ status: 'complete', period_start: period.start });
      expect(await status()).toMatchObject({ status: 'complete', period_start: BASELINE_PERIOD.start });
      expect(await status('?startDate=1995-10-01&endDate=1996-09-30')).toMatchObject({ status: 'idle' });
    });

    it('keeps the most recently used periods up to the limit, and always the baseline', async () => {
      await app.basinApi.summaryPeriods.settled();
      const periods = [{ start: '2003-10-01', end: '2008-09-30' }, { start: '2004-10-01', end: '2009-09-30' }, { start: '2006-10-01', end: '2010-09-30' }, { start: '2007-10-01', end: '2012-09-30' }];
      for (const period of periods) {
        expect((await summary(period)).statusCode).toBe(200);
        // Uses closer than a minute apart count as one (no write per read): age the last use instead of waiting.
        await app.basinApi.db.query(`UPDATE wq_summary_periods SET last_used_at = last_used_at - interval '1 hour'`);
      }
      // Limit 3 unpinned: the last three asked for stay, with the pinned baseline.
      expect(await storedPeriods(app.basinApi.db)).toEqual([BASELINE_PERIOD, ...periods.slice(1)].map(periodText).sort());
      // Reading a period makes it the most recent: the next new one evicts another.
      expect((await summary(periods[1])).statusCode).toBe(200);
      await app.basinApi.db.query(`UPDATE wq_summary_periods SET last_used_at = last_used_at - interval '1 hour' WHERE period_start <> $1`, [periods[1]!.start]);
      expect((await summary({ start: '2008-10-01', end: '2013-09-30' })).statusCode).toBe(200);
      expect(await storedPeriods(app.basinApi.db)).toContain(periodText(periods[1]!));
      expect(await storedPeriods(app.basinApi.db)).not.toContain(periodText(periods[2]!));
      expect(await storedPeriods(app.basinApi.db)).toContain(periodText(BASELINE_PERIOD));
      const orphans = await app.basinApi.db.query(
        'SELECT count(*)::integer AS n FROM wq_summary s WHERE NOT EXISTS (SELECT 1 FROM wq_summary_periods p WHERE (p.period_start, p.period_end) = (s.period_start, s.period_end))',
      );
      expect(orphans.rows[0]).toEqual({ n: 0 });
    });

    it.each([
      ['/api/dynamic-period-of-record/rebuild', { endDate: '2020-09-30' }, 'startDate'],
      ['/api/dynamic-period-of-record/rebuild', { startDate: '2015-02-30', endDate: '2020-09-30' }, 'startDate'],
      ['/api/dynamic-period-of-record/rebuild', { startDate: '2020-09-30', endDate: '2015-10-01' }, 'endDate'],
      ['/api/dynamic-period-of-record/rebuild', { startDate: '1900-01-01', endDate: '1901-01-01' }, 'startDate'],
      ['/api/dynamic-period-of-record/rebuild', { startDate: '10/01/2015', endDate: '2020-09-30' }, 'startDate'],
      ['/api/public-map/wq-summary?startDate=2015-10-01', null, 'endDate'],
      ['/api/public-map/wq-summary?startDate=2015-10-01&endDate=2015-13-01', null, 'endDate'],
      ['/api/public-map/wq-summary?startDate=1900-01-01&endDate=1901-01-01', null, 'startDate'],
      ['/api/public-map/wells?endDate=2015-10-01', null, 'startDate'],
      ['/api/dynamic-period-of-record/status?startDate=2020-10-01&endDate=2015-10-01', null, 'endDate'],
    ])('%s %j: 400 naming %s', async (url, body, field) => {
      const response = body ? await app.inject({ method: 'POST', url, payload: body }) : await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Bad Request', field });
    });
  });

  if (engine === 'postgres') {
    it('computes a period once when two API replicas are asked for it at the same moment', async () => {
      const replicas = await Promise.all([1, 2].map(() => buildApp({ ...testDb.appOptions, logger: false })));
      try {
        await Promise.all(replicas.map((replica) => replica.ready()));
        const period = { start: '1998-10-01', end: '2008-09-30' };
        const answers = await Promise.all(replicas.map((replica) => replica.inject({ method: 'GET', url: `/api/public-map/wq-summary?${query(period)}` })));
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
        expect(answers[0]!.body).toBe(answers[1]!.body);
        expect(replicas.map((replica) => replica.basinApi.summaryPeriods.computations).sort()).toEqual([0, 1]);
      } finally {
        await Promise.all(replicas.map((replica) => replica.close()));
      }
    });
  }
});
