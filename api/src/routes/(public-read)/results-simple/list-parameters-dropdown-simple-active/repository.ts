import type { Database } from '../../../../db/types';
import type { SimpleOption } from '../../../../schemas/dropdowns';

export async function activeParameterOptions(db: Database): Promise<SimpleOption[]> {
  return (
    await db.query<SimpleOption>(
      `SELECT p.name AS label, p.id AS value FROM parameters p WHERE EXISTS (SELECT 1 FROM result_series rs WHERE rs.parameter_id = p.id) ORDER BY p.name`,
    )
  ).rows;
}
