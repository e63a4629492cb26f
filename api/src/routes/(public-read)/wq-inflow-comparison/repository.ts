// Only results with a value: a non-detect whose detection limit is unknown (value null, migrations/350)
// has none to average (docs/statistics.md "Non-detects whose limit is unknown").
import type { Database } from '../../../db/types';
import { FLOW_CONDITIONS, INFLOW_LOCATIONS, type FlowCondition } from '../../../domain';
import type { InflowComparisonRow } from '../../../schemas';

/** Monthly means (a non-detect as half its limit) at the two inflow sites; flow condition 3 takes every result. */
export async function inflowComparison(db: Database, parameterId: number, years: number[], flowcond: FlowCondition): Promise<InflowComparisonRow[]> {
  const { rows } = await db.query<InflowComparisonRow>(
    `SELECT r.location_id AS locationid, extract(year FROM r.sample_date)::integer AS year, extract(month FROM r.sample_date)::integer AS month,
            avg(CASE WHEN r.nondetect THEN r.value / 2 ELSE r.value END) AS rvalue, p.unit AS unit_name, p.name AS parameter,
            l.name AS location_name, $4::integer AS flow_conditions
       FROM results r
       JOIN locations l ON l.id = r.location_id
       JOIN parameters p ON p.id = r.parameter_id
      WHERE r.parameter_id = $1 AND r.location_id = ANY($2::int[]) AND extract(year FROM r.sample_date)::integer = ANY($3::int[])
        AND ($4::integer = $5::integer OR r.flow_condition_id = $4) AND r.value IS NOT NULL
      GROUP BY r.location_id, 2, 3, p.unit, p.name, l.name
      ORDER BY r.location_id, 2, 3`,
    [parameterId, INFLOW_LOCATIONS, years, flowcond, FLOW_CONDITIONS.all],
  );
  return rows;
}
