import type { Database } from '../../../db/types';
import type { LocationRow } from '../../../downloads/geojson';

/** The locations of `ids` (null: every location), by id. The period of record is the one published with the location. */
export async function locationRows(db: Database, ids: readonly number[] | null): Promise<LocationRow[]> {
  const { rows } = await db.query<LocationRow>(
    `SELECT l.id, li.identifier, l.name, l.description, lt.name AS type, l.county, l.huc_8,
            to_char(l.por_start, 'YYYY-MM-DD') AS por_start, to_char(l.por_end, 'YYYY-MM-DD') AS por_end,
            l.is_ccbwqa, l.longitude, l.latitude
       FROM locations l
       JOIN location_types lt ON lt.id = l.type_id
       JOIN location_identifiers li ON li.location_id = l.id
      WHERE $1::int[] IS NULL OR l.id = ANY($1::int[])
      ORDER BY l.id`,
    [ids],
  );
  return rows;
}
