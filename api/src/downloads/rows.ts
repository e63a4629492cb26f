// The export engine's rows: what a download file holds per result (a profile: the portal's columns, WQX
// 3.0 in ./wqx.ts), the rows of a saved filter in keyset-paginated batches (./csvStream.ts), and the same
// rows as one statement for PostgreSQL's COPY (./copyCsv.ts).
import { DATA_SOURCE, DEPTH_CATEGORY, RESULT_DETAIL_JOINS } from '../db/resultDetails';
import type { Database } from '../db/types';
import { DOWNLOAD_COLUMNS, type SavedDownloadFilter } from '../schemas/downloads';
import { SELECTION, selectionParams } from './selection';

/**
 * What a download file holds per result: the SQL of its columns over one result `r` (the result id
 * first, `r.id`, which orders and pages them), the joins they read besides results r, the file's
 * columns in order, and those that hold numbers or dates (written as they are; text is spreadsheet-safe).
 */
export interface DownloadProfile<Column extends string = string> {
  select: string;
  joins: string;
  columns: readonly Column[];
  numberColumns: ReadonlySet<string>;
}

export type DownloadColumn = (typeof DOWNLOAD_COLUMNS)[number];

/** The download row's columns (spec 02 §3 "Download row"). */
export const PORTAL_CSV: DownloadProfile<DownloadColumn> = {
  select: `r.id, l.name AS location_name, p.name AS parameter, g.name AS parameter_group, r.sample_date AS collect_date,
       r.value AS result, p.unit AS result_units, fc.name AS flow_condition, lt.name AS location_type,
       ${DATA_SOURCE} AS data_source, r.taxa, r.depth_m AS depth,
       CASE WHEN r.depth_m IS NULL THEN NULL ELSE 'm' END AS depth_units,
       ${DEPTH_CATEGORY} AS depth_category,
       NULLIF(concat_ws('; ', CASE WHEN r.nondetect AND r.value IS NULL THEN 'Not detected (detection limit unknown)'
                                   WHEN r.nondetect THEN 'Not detected (value is the detection limit)' END, r.flag), '') AS flag,
       result_value_status(r.status) AS status`,
  joins: RESULT_DETAIL_JOINS,
  columns: DOWNLOAD_COLUMNS,
  numberColumns: new Set(['collect_date', 'result', 'depth']),
};

const rowsSql = (profile: DownloadProfile) => `
SELECT ${profile.select}
  FROM results r ${profile.joins}
 WHERE ${SELECTION} AND r.id > $6
 ORDER BY r.id
 LIMIT $7`;

/**
 * The same rows as one statement with the filter written in (COPY takes no bind parameters). Ids are
 * integers and dates ISO, checked here again. `withId` keeps the result id (to order by).
 */
export function downloadSelectSql(filter: SavedDownloadFilter, { withId = false, profile = PORTAL_CSV as DownloadProfile } = {}): string {
  const ids = (list: readonly number[]) => {
    if (!list.every(Number.isInteger)) throw new Error('ids must be integers');
    return `'{${list.join(',')}}'::int[]`;
  };
  const date = (text: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) throw new Error(`not an ISO date: ${text}`);
    return `'${text}'::date`;
  };
  const selection = SELECTION.replace('$1::int[]', ids(filter.locations))
    .replace('$2::int[]', ids(filter.parameters))
    .replace('$3', date(filter.start_date))
    .replace('$4', date(filter.end_date))
    .replaceAll('$5::int[]', ids(filter.flow_conditions));
  const columns = withId ? profile.select : profile.select.replace(/^r\.id, /, '');
  return `SELECT ${columns} FROM results r ${profile.joins} WHERE ${selection} ORDER BY r.id`;
}

/**
 * The download's rows as PostgreSQL should write them into the CSV file: in file order, and text that a
 * spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return) prefixed with an
 * apostrophe, exactly as `csvCell` does for the batched path.
 */
export function downloadCopySql(filter: SavedDownloadFilter, profile: DownloadProfile = PORTAL_CSV): string {
  const cell = (column: string) =>
    profile.numberColumns.has(column)
      ? `d."${column}"`
      : `CASE WHEN d."${column}" ~ '^[-=+@\t\r]' THEN '''' || d."${column}" ELSE d."${column}" END AS "${column}"`;
  return `SELECT ${profile.columns.map(cell).join(', ')} FROM (${downloadSelectSql(filter, { withId: true, profile })}) d ORDER BY d.id`;
}

export type DownloadRow<Column extends string = DownloadColumn> = Record<Column, unknown> & { id: number };

/**
 * The rows of a filter in batches, keyset-paginated on the result id: each batch is its own short
 * query, so a download never holds the database (or builds the file in memory). The first batch is
 * small so the first bytes leave at once; later ones double up to `maxBatchRows`, because every batch
 * query pays a fixed cost (planning the id lists, finding the next ids): 5,000-row batches took twice
 * as long as 20,000-row ones for the same 49,000 rows on PostgreSQL.
 */
export async function* downloadRows<Column extends string = DownloadColumn>(
  db: Database,
  filter: SavedDownloadFilter,
  firstBatchRows = 2_000,
  maxBatchRows = 20_000,
  profile: DownloadProfile<Column> = PORTAL_CSV as DownloadProfile as DownloadProfile<Column>,
): AsyncGenerator<DownloadRow<Column>[]> {
  const sql = rowsSql(profile);
  let after = 0;
  let batchRows = firstBatchRows;
  for (;;) {
    const { rows } = await db.query<DownloadRow<Column>>(sql, [...selectionParams(filter), after, batchRows]);
    if (rows.length > 0) yield rows;
    if (rows.length < batchRows) return;
    after = rows[rows.length - 1]!.id;
    batchRows = Math.min(batchRows * 2, maxBatchRows);
  }
}
