import type { Database } from '../../../../db/types';
import type { SimpleOption } from '../../../../schemas/dropdowns';

export async function activeLocationOptions(db: Database): Promise<SimpleOption[]> {
  return (
    await db.query<SimpleOption>(
      `SELECT l.name || ' - ' || l.description AS label, l.id AS value FROM locations l
        WHERE l.active AND EXISTS (SELECT 1 FROM result_series rs WHERE rs.location_id = l.id) ORDER BY l.name`,
    )
  ).rows;
}
