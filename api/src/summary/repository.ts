// SQL of the water-quality summary: the packed series a period is computed from, the computed
// periods (claimed, completed, failed, used, evicted) and their rows. migrations/280_summary_periods.sql
// describes the tables.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/types';
import type { BenchmarkLines } from '../statistics';
import type { FlowSummary } from './computeSeries';

export interface Period {
  start: string;
  end: string;
}

export interface SeriesKey {
  locationId: number;
  parameterId: number;
}

export type SummaryRow = SeriesKey & FlowSummary;

/** One series as summary_series stores it: big-endian binary columns (seriesColumns.ts decodes them). */
export interface PackedSeries {
  locationId: number;
  parameterId: number;
  resultCount: number;
  days: Uint8Array;
  seasonYears: Uint8Array;
  values: Uint8Array;
  flags: Uint8Array;
}

/**
 * Every series with results, packed (one read; about 14 MB at scale 1), in location and parameter order;
 * or only those of some locations and parameters (the status card, routes/site-status).
 */
export async function packedSeries(db: Database, only?: { locationIds: readonly number[]; parameterIds: readonly number[] }): Promise<PackedSeries[]> {
  const { rows } = await db.query<{ location_id: number; parameter_id: number; result_count: number; days: Uint8Array; season_years: Uint8Array; result_values: Uint8Array; flags: Uint8Array }>(
    `SELECT location_id, parameter_id, result_count, days, season_years, result_values, flags
       FROM summary_series
      WHERE $1::int[] IS NULL OR (location_id = ANY($1::int[]) AND parameter_id = ANY($2::int[]))
      ORDER BY location_id, parameter_id`,
    [only ? [...only.locationIds] : null, only ? [...only.parameterIds] : null],
  );
  return rows.map((row) => ({
    locationId: row.location_id,
    parameterId: row.parameter_id,
    resultCount: row.result_count,
    days: row.days,
    seasonYears: row.season_years,
    values: row.result_values,
    flags: row.flags,
  }));
}

export const seriesKeyText = (key: SeriesKey) => `${key.locationId}:${key.parameterId}`;

/**
 * Benchmark lines per location and parameter (by seriesKeyText), of every location or of some: the
 * location type's own lines where the authority set them. A Map, so it can be posted to the computing threads.
 */
export async function benchmarkLines(db: Database, locationIds?: readonly number[]): Promise<Map<string, BenchmarkLines>> {
  const { rows } = await db.query<{
    location_id: number;
    parameter_id: number;
    line0: number | null;
    line1: number | null;
    line2: number | null;
    line3: number | null;
    lower_is_worse: boolean;
  }>(
    `SELECT l.id AS location_id, p.id AS parameter_id,
            coalesce(pb.bmk_line0, p.bmk_line0) AS line0, coalesce(pb.bmk_line1, p.bmk_line1) AS line1,
            coalesce(pb.bmk_line2, p.bmk_line2) AS line2, coalesce(pb.bmk_line3, p.bmk_line3) AS line3,
            p.lower_is_worse
       FROM locations l
       CROSS JOIN parameters p
       LEFT JOIN parameter_benchmarks pb ON pb.parameter_id = p.id AND pb.location_type_id = l.type_id
      WHERE coalesce(pb.bmk_line2, p.bmk_line2) IS NOT NULL AND ($1::int[] IS NULL OR l.id = ANY($1::int[]))`,
    [locationIds ? [...locationIds] : null],
  );
  return new Map(
    rows.map((row) => [
      seriesKeyText({ locationId: row.location_id, parameterId: row.parameter_id }),
      { line0: row.line0, line1: row.line1, line2: row.line2, line3: row.line3, lowerIsWorse: row.lower_is_worse },
    ]),
  );
}

export type PeriodState = 'running' | 'complete' | 'failed';

export interface PeriodRecord extends Period {
  state: PeriodState;
  pinned: boolean;
  finishedAt: string | null;
  reason: string | null;
  /** The last read is old enough to be worth recording (see touchPeriod). */
  usedLongAgo: boolean;
}

/** A claim older than this is taken to be abandoned (its process died) and may be taken over. */
const ABANDONED_CLAIM = '10 minutes';
/** Reads closer together than this record one use: a read costs no write. */
const USE_RESOLUTION = '1 minute';

export async function periodRecord(db: Database, period: Period): Promise<PeriodRecord | null> {
  const { rows } = await db.query<{ state: PeriodState; pinned: boolean; finished_at: Date | null; reason: string | null; used_long_ago: boolean }>(
    `SELECT state, pinned, finished_at, reason, last_used_at < now() - interval '${USE_RESOLUTION}' AS used_long_ago
       FROM wq_summary_periods WHERE period_start = $1 AND period_end = $2`,
    [period.start, period.end],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...period,
    state: row.state,
    pinned: row.pinned,
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    reason: row.reason,
    usedLongAgo: row.used_long_ago,
  };
}

export async function touchPeriod(db: Database, period: Period): Promise<void> {
  await db.query('UPDATE wq_summary_periods SET last_used_at = now() WHERE period_start = $1 AND period_end = $2', [period.start, period.end]);
}

/**
 * Claims the computation of a period for this process: inserts its 'running' row, or takes over a
 * failed or abandoned one. One statement, so of two replicas asking at the same moment exactly one
 * gets the claim (the primary key decides); the other sees the row and waits for it. Returns the claim
 * id, or null when the period is already complete or being computed elsewhere.
 */
export async function claimPeriod(db: Database, period: Period, pinned: boolean): Promise<string | null> {
  const claimId = randomUUID();
  const { rows } = await db.query(
    `INSERT INTO wq_summary_periods AS p (period_start, period_end, state, claim_id, pinned)
     VALUES ($1, $2, 'running', $3, $4)
     ON CONFLICT (period_start, period_end) DO UPDATE
        SET state = 'running', claim_id = excluded.claim_id, requested_at = now(), finished_at = NULL, reason = NULL
      WHERE p.state = 'failed' OR (p.state = 'running' AND p.requested_at < now() - interval '${ABANDONED_CLAIM}')
     RETURNING claim_id`,
    [period.start, period.end, claimId, pinned],
  );
  return rows.length > 0 ? claimId : null;
}

const ROW_COLUMNS = [
  'location_id', 'parameter_id', 'flow', 'period_start', 'period_end', 'record_count', 'nondetect_count', 'nondetect_limit_unknown_count', 'median', 'pctile85',
  'bmk_class_median', 'bmk_class_pctile', 'trend', 'trend_p', 'trend_p_corrected', 'trend_slope', 'por_start', 'por_end',
] as const;
const ROW_TYPES = ['int[]', 'int[]', 'text[]', 'date[]', 'date[]', 'int[]', 'int[]', 'int[]', 'float8[]', 'float8[]', 'int2[]', 'int2[]', 'text[]', 'float8[]', 'float8[]', 'float8[]', 'date[]', 'date[]'];

/**
 * Writes a computed period and marks it complete in one transaction, only while this process still
 * holds the claim: readers see all of its rows or none, and a claim taken over meanwhile writes nothing.
 */
export async function completePeriod(db: Database, period: Period, claimId: string, rows: readonly SummaryRow[], milliseconds: number): Promise<boolean> {
  return db.transaction(async (client) => {
    const claimed = await client.query(
      `UPDATE wq_summary_periods SET state = 'complete', finished_at = now(), last_used_at = now(), milliseconds = $4
        WHERE period_start = $1 AND period_end = $2 AND claim_id = $3 AND state = 'running'`,
      [period.start, period.end, claimId, milliseconds],
    );
    if (claimed.rowCount !== 1) return false;
    const columns: unknown[][] = ROW_COLUMNS.map(() => []);
    for (const row of rows) {
      const values = [
        row.locationId, row.parameterId, row.flow, period.start, period.end, row.recordCount, row.nondetectCount, row.nondetectLimitUnknownCount, row.median, row.pctile85,
        row.bmkClassMedian, row.bmkClassPctile, row.trend, row.trendP, row.trendPCorrected, row.trendSlope, row.porStart, row.porEnd,
      ];
      values.forEach((value, index) => columns[index]!.push(value));
    }
    const params = ROW_TYPES.map((type, index) => `$${index + 1}::${type}`).join(', ');
    await client.query(`INSERT INTO wq_summary (${ROW_COLUMNS.join(', ')}) SELECT * FROM unnest(${params})`, columns);
    return true;
  });
}

export async function failPeriod(db: Database, period: Period, claimId: string, reason: string): Promise<void> {
  await db.query(
    `UPDATE wq_summary_periods SET state = 'failed', finished_at = now(), reason = $4
      WHERE period_start = $1 AND period_end = $2 AND claim_id = $3 AND state = 'running'`,
    [period.start, period.end, claimId, reason],
  );
}

/**
 * Pins or unpins a period (pinned periods are never evicted). Returns whether the period has a row:
 * false when it was never computed (or was evicted). The baseline is pinned by claimPeriod and never unpinned here.
 */
export async function setPeriodPinned(db: Database, period: Period, pinned: boolean): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE wq_summary_periods SET pinned = $3 WHERE period_start = $1 AND period_end = $2', [period.start, period.end, pinned]);
  return (rowCount ?? 0) > 0;
}

/** Deletes the least recently used unpinned complete or failed periods beyond `keep` (their rows go with them). */
export async function evictPeriods(db: Database, keep: number): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM wq_summary_periods
      WHERE (period_start, period_end) IN (
        SELECT period_start, period_end FROM wq_summary_periods
         WHERE NOT pinned AND state <> 'running'
         ORDER BY last_used_at DESC, finished_at DESC NULLS LAST
        OFFSET $1)`,
    [keep],
  );
  return rowCount ?? 0;
}

/** First and last result date of the whole dataset: the range a period may be chosen from. */
export async function dataRange(db: Database): Promise<Period | null> {
  const { rows } = await db.query<{ first: string | null; last: string | null }>('SELECT min(por_start) AS first, max(por_end) AS last FROM result_series');
  const row = rows[0];
  return row?.first && row.last ? { start: row.first, end: row.last } : null;
}
