// SQL of the water-quality summary: reading results for a rebuild, staging and swapping the
// summary, the current period, and the summary rows the map reads.
import type { Database } from '../db/types';
import type { BenchmarkLines } from '../statistics';
import type { FlowSummary, SeriesResult } from './computeSeries';

export interface Period {
  start: string;
  end: string;
}

export interface SeriesKey {
  locationId: number;
  parameterId: number;
}

/** Rows read per query: large enough to be fast, small enough that other requests interleave. */
const BATCH_ROWS = 20_000;

interface ResultRow {
  id: number;
  location_id: number;
  parameter_id: number;
  sample_date: string;
  value: number;
  nondetect: boolean;
  flow_condition_id: number | null;
}

/**
 * Yields every series (location x parameter) of the period in order, each with its results ordered
 * by date. Reads in keyset-paginated batches, each its own query, so a rebuild never holds the
 * database (PGlite has one connection) for longer than one batch. Photic zone only: results deeper
 * than 3 m are left out (DOMAIN.md "Statistics"); samples without a depth count.
 */
export async function* seriesInPeriod(db: Database, period: Period): AsyncGenerator<{ key: SeriesKey; results: SeriesResult[] }> {
  let after: [number, number, string, number] = [0, 0, '0001-01-01', 0];
  let current: { key: SeriesKey; results: SeriesResult[] } | null = null;
  for (;;) {
    const { rows } = await db.query<ResultRow>(
      `SELECT id, location_id, parameter_id, sample_date, value, nondetect, flow_condition_id
         FROM results
        WHERE sample_date BETWEEN $1 AND $2
          AND (depth_m IS NULL OR depth_m <= 3)
          AND (location_id, parameter_id, sample_date, id) > ($3, $4, $5::date, $6)
        ORDER BY location_id, parameter_id, sample_date, id
        LIMIT ${BATCH_ROWS}`,
      [period.start, period.end, ...after],
    );
    for (const row of rows) {
      if (!current || current.key.locationId !== row.location_id || current.key.parameterId !== row.parameter_id) {
        if (current) yield current;
        current = { key: { locationId: row.location_id, parameterId: row.parameter_id }, results: [] };
      }
      current.results.push({ date: row.sample_date, value: row.value, nondetect: row.nondetect, flowCondition: row.flow_condition_id });
    }
    if (rows.length < BATCH_ROWS) break;
    const last = rows[rows.length - 1]!;
    after = [last.location_id, last.parameter_id, last.sample_date, last.id];
  }
  if (current) yield current;
}

/** Benchmark lines per location and parameter: the location type's own lines where the authority set them. */
export async function benchmarkLines(db: Database): Promise<(key: SeriesKey) => BenchmarkLines | null> {
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
      WHERE coalesce(pb.bmk_line2, p.bmk_line2) IS NOT NULL`,
  );
  const lines = new Map(rows.map((row) => [`${row.location_id}:${row.parameter_id}`, { line0: row.line0, line1: row.line1, line2: row.line2, line3: row.line3, lowerIsWorse: row.lower_is_worse }]));
  return (key) => lines.get(`${key.locationId}:${key.parameterId}`) ?? null;
}

const STAGING_COLUMNS = [
  'location_id', 'parameter_id', 'flow', 'period_start', 'period_end', 'record_count', 'nondetect_count', 'median', 'pctile85',
  'bmk_class_median', 'bmk_class_pctile', 'trend', 'trend_p', 'trend_slope', 'por_start', 'por_end',
] as const;
const STAGING_TYPES = ['int[]', 'int[]', 'text[]', 'date[]', 'date[]', 'int[]', 'int[]', 'float8[]', 'float8[]', 'int2[]', 'int2[]', 'text[]', 'float8[]', 'float8[]', 'date[]', 'date[]'];

export async function clearStaging(db: Database): Promise<void> {
  await db.query('DELETE FROM wq_summary_staging');
}

/** Appends computed rows to the staging table in one statement (column arrays through unnest). */
export async function stageRows(db: Database, period: Period, rows: Array<SeriesKey & FlowSummary>): Promise<void> {
  if (rows.length === 0) return;
  const columns: unknown[][] = STAGING_COLUMNS.map(() => []);
  for (const row of rows) {
    const values = [
      row.locationId, row.parameterId, row.flow, period.start, period.end, row.recordCount, row.nondetectCount, row.median, row.pctile85,
      row.bmkClassMedian, row.bmkClassPctile, row.trend, row.trendP, row.trendSlope, row.porStart, row.porEnd,
    ];
    values.forEach((value, index) => columns[index]!.push(value));
  }
  const params = STAGING_TYPES.map((type, index) => `$${index + 1}::${type}`).join(', ');
  await db.query(`INSERT INTO wq_summary_staging (${STAGING_COLUMNS.join(', ')}) SELECT * FROM unnest(${params})`, columns);
}

/** Replaces the summary with the staged one in one transaction: readers see the old or the new, never a mix. */
export async function swapInStaged(db: Database, period: Period): Promise<number> {
  return db.transaction(async (client) => {
    await client.query('DELETE FROM wq_summary');
    const inserted = await client.query(`INSERT INTO wq_summary SELECT * FROM wq_summary_staging`);
    await client.query(
      `INSERT INTO wq_summary_period (singleton, period_start, period_end, computed_at) VALUES (true, $1, $2, now())
       ON CONFLICT (singleton) DO UPDATE SET period_start = excluded.period_start, period_end = excluded.period_end, computed_at = now()`,
      [period.start, period.end],
    );
    await client.query('DELETE FROM wq_summary_staging');
    return inserted.rowCount ?? 0;
  });
}

export async function currentPeriod(db: Database): Promise<(Period & { computedAt: string }) | null> {
  const { rows } = await db.query<{ period_start: string; period_end: string; computed_at: Date }>(
    'SELECT period_start, period_end, computed_at FROM wq_summary_period',
  );
  const row = rows[0];
  return row ? { start: row.period_start, end: row.period_end, computedAt: new Date(row.computed_at).toISOString() } : null;
}

/** First and last result date of the whole dataset: the range a period may be chosen from. */
export async function dataRange(db: Database): Promise<Period | null> {
  const { rows } = await db.query<{ first: string | null; last: string | null }>('SELECT min(sample_date) AS first, max(sample_date) AS last FROM results');
  const row = rows[0];
  return row?.first && row.last ? { start: row.first, end: row.last } : null;
}
