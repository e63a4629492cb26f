import type { Database } from '../../../../../../../db/types';
import type { DailyPoint } from '../../../../../../../schemas';

/**
 * Every result of the location for the parameters that has a value, by date (photic zone for depth
 * profiles, as the summary): a non-detect whose limit is unknown has no point to draw (the summary counts it).
 */
export async function dailySeries(db: Database, locationId: number, parameterIds: number[]): Promise<DailyPoint[]> {
  const { rows } = await db.query<DailyPoint>(
    `SELECT r.sample_date AS collect_date, r.parameter_id AS parameterid, r.value AS result, p.unit AS units,
            l.name AS location_name, o.name AS organization, r.nondetect, r.flow_condition_id AS flow_conditions,
            result_value_status(r.status) AS status
       FROM results r
       JOIN locations l ON l.id = r.location_id
       JOIN parameters p ON p.id = r.parameter_id
       LEFT JOIN organizations o ON o.id = r.organization_id
      WHERE r.location_id = $1 AND r.parameter_id = ANY($2::int[]) AND (r.depth_m IS NULL OR r.depth_m <= 3) AND r.value IS NOT NULL
      ORDER BY r.parameter_id, r.sample_date, r.id`,
    [locationId, parameterIds],
  );
  return rows;
}
