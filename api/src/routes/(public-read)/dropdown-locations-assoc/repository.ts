import type { Database } from '../../../db/types';
import type { LocationAssocItem } from '../../../schemas/dropdowns';

/** Locations with the parameters and groups measured there, optionally only some location types. */
export async function locationsAssoc(db: Database, locationTypes: string[] | null): Promise<LocationAssocItem[]> {
  const { rows } = await db.query<LocationAssocItem>(
    `SELECT l.id AS locationid, l.name || ' - ' || l.description AS location_descrip, t.name AS location_type, l.is_ccbwqa,
            array_agg(DISTINCT rs.parameter_id ORDER BY rs.parameter_id) AS parameterid_array,
            array_agg(DISTINCT p.group_id ORDER BY p.group_id) AS param_groupid_array
       FROM locations l
       JOIN location_types t ON t.id = l.type_id
       JOIN result_series rs ON rs.location_id = l.id
       JOIN parameters p ON p.id = rs.parameter_id
      WHERE $1::text[] IS NULL OR t.name = ANY($1)
      GROUP BY l.id, l.name, l.description, t.name, l.is_ccbwqa
      ORDER BY l.name`,
    [locationTypes],
  );
  return rows;
}
