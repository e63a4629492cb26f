// Only results with a value: a non-detect whose detection limit is unknown (value null, migrations/350)
// has none to plot (docs/statistics.md "Non-detects whose limit is unknown").
import { DATA_SOURCE, DEPTH_CATEGORY, RESULT_DETAIL_JOINS } from '../../../../../../../db/resultDetails';
import type { Database } from '../../../../../../../db/types';
import type { ComparisonRecord } from '../../../../../../../schemas';

export async function comparisonRecords(db: Database, parameterId: number, locationIds: number[], start: string, end: string): Promise<ComparisonRecord[]> {
  const { rows } = await db.query<ComparisonRecord>(
    `SELECT r.location_id AS locationid, r.parameter_id AS parameterid, g.name AS param_group, p.name AS param_descrip,
            l.name || ' - ' || l.description AS location_descrip, r.value AS result_value, p.unit AS result_unit, r.sample_date AS rdate,
            ${DATA_SOURCE} AS source_desc, lt.name AS location_type, r.taxa, r.depth_m AS depth_value,
            CASE WHEN r.depth_m IS NULL THEN NULL ELSE 'm' END AS depth_unitid,
            ${DEPTH_CATEGORY} AS depth_category,
            nullif(concat_ws('; ', CASE WHEN r.nondetect THEN 'Not detected' END, r.flag), '') AS flag,
            fc.name AS flow_conditions_display, r.flow_condition_id AS flow_conditions, r.nondetect
       FROM results r ${RESULT_DETAIL_JOINS}
      WHERE r.parameter_id = $1 AND r.location_id = ANY($2::int[]) AND r.sample_date BETWEEN $3 AND $4 AND r.value IS NOT NULL
      ORDER BY r.sample_date, r.location_id, r.depth_m NULLS FIRST, r.id`,
    [parameterId, locationIds, start, end],
  );
  return rows;
}
