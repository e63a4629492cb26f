import type { Database } from '../../../db/types';

export async function locationTypes(db: Database): Promise<Array<{ location_type: string }>> {
  return (await db.query<{ location_type: string }>('SELECT name AS location_type FROM location_types ORDER BY name')).rows;
}
