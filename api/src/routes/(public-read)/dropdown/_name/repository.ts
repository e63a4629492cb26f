import type { Database } from '../../../../db/types';
import type { GENERIC_DROPDOWNS, GenericDropdownItem } from '../../../../schemas/dropdowns';

const GENERIC_SQL: Record<(typeof GENERIC_DROPDOWNS)[number], string> = {
  counties: `SELECT DISTINCT county AS displayed, county AS stored FROM locations WHERE county IS NOT NULL ORDER BY 1`,
  organizations: `SELECT name AS displayed, id::text AS stored FROM organizations ORDER BY name`,
  sources: `SELECT description AS displayed, id::text AS stored FROM sources ORDER BY description`,
  'huc-12': `SELECT DISTINCT huc_12 AS displayed, huc_12 AS stored FROM locations WHERE huc_12 IS NOT NULL ORDER BY 1`,
};

export async function genericDropdown(db: Database, name: (typeof GENERIC_DROPDOWNS)[number]): Promise<GenericDropdownItem[]> {
  return (await db.query<GenericDropdownItem>(GENERIC_SQL[name])).rows;
}
