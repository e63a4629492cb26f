// Only results with a value: a non-detect whose detection limit is unknown (value null, migrations/350)
// has none to plot (docs/statistics.md "Non-detects whose limit is unknown").
import type { Database } from '../../../db/types';
import type { DepthProfileRow } from '../../../schemas';

export async function depthProfile(db: Database, locationId: number, parameterId: number, start: string, end: string): Promise<DepthProfileRow[]> {
  const { rows } = await db.query<DepthProfileRow>(
    `SELECT r.depth_m AS depth_value, r.sample_date AS rdate, avg(r.value) AS rvalue_converted, p.unit AS unit_name
       FROM results r JOIN parameters p ON p.id = r.parameter_id
      WHERE r.location_id = $1 AND r.parameter_id = $2 AND r.sample_date BETWEEN $3 AND $4 AND r.depth_m IS NOT NULL AND r.value IS NOT NULL
      GROUP BY r.depth_m, r.sample_date, p.unit
      ORDER BY r.sample_date, r.depth_m`,
    [locationId, parameterId, start, end],
  );
  return rows;
}
