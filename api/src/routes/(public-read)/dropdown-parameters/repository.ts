import type { Database } from '../../../db/types';
import type { ParameterItem } from '../../../schemas/dropdowns';

/** Parameters that have results, optionally only those of some groups. */
export async function parameters(db: Database, groupIds: number[] | null): Promise<ParameterItem[]> {
  const { rows } = await db.query<ParameterItem>(
    `SELECT p.id AS parameterid, p.name AS param_descrip, p.group_id AS param_groupid, p.unit AS unit_name
       FROM parameters p
      WHERE EXISTS (SELECT 1 FROM result_series rs WHERE rs.parameter_id = p.id) AND ($1::int[] IS NULL OR p.group_id = ANY($1))
      ORDER BY p.name`,
    [groupIds],
  );
  return rows;
}
