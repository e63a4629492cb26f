// Spec 02 "Result row": the results of locations and parameters as the analysis pages list them, read by
// the year comparison, the parameter viewer's drill-down and the inflow page (three routes, none of them
// the owner). Only results with a value: a non-detect whose detection limit is unknown (value null,
// migrations/350) has none to plot (docs/statistics.md "Non-detects whose limit is unknown").
import type { Database } from './types';
import type { ResultRow } from '../schemas';

export interface ResultSelection {
  locationIds: number[];
  parameterIds: number[];
  start?: string;
  end?: string;
  /** Calendar months to keep (1-12); all when absent. */
  months?: number[];
}

const RESULT_ROW_COLUMNS = `
  r.sample_date AS rdate, to_char(r.sample_time, 'HH24:MI') AS rtime, l.name AS location_name, r.location_id AS locationid,
  p.name AS parameter, r.parameter_id AS parameterid, r.value AS rvalue, r.value AS rvalue_converted, p.unit AS unit_name,
  r.depth_m AS depth_value, fc.name AS flow_conditions_display, r.flow_condition_id AS flow_conditions,
  extract(year FROM r.sample_date)::integer AS year, extract(month FROM r.sample_date)::integer AS month, r.nondetect`;

/** Spec 02 "Result row" for locations, parameters, dates and months; by date. */
export async function resultRows(db: Database, selection: ResultSelection): Promise<ResultRow[]> {
  const { rows } = await db.query<ResultRow>(
    `SELECT ${RESULT_ROW_COLUMNS}
       FROM results r
       JOIN locations l ON l.id = r.location_id
       JOIN parameters p ON p.id = r.parameter_id
       LEFT JOIN flow_conditions fc ON fc.id = r.flow_condition_id
      WHERE r.location_id = ANY($1::int[]) AND r.parameter_id = ANY($2::int[]) AND r.value IS NOT NULL
        AND ($3::date IS NULL OR r.sample_date >= $3) AND ($4::date IS NULL OR r.sample_date <= $4)
        AND ($5::int[] IS NULL OR extract(month FROM r.sample_date)::integer = ANY($5))
      ORDER BY r.sample_date, r.location_id, r.parameter_id, r.depth_m NULLS FIRST, r.id`,
    [selection.locationIds, selection.parameterIds, selection.start ?? null, selection.end ?? null, selection.months ?? null],
  );
  return rows;
}
