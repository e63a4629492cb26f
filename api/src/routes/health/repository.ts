import type { Database } from '../../db';

/**
 * Number of results: the planner's estimate (pg_class.reltuples, kept by ANALYZE) so the health
 * check stays cheap on large tables; an exact count when the table has never been analyzed.
 */
export async function countResults(db: Database): Promise<number> {
  const { rows } = await db.query<{ estimate: number }>(
    `SELECT reltuples::bigint AS estimate FROM pg_class WHERE oid = 'results'::regclass`,
  );
  const estimate = rows[0]?.estimate ?? -1;
  if (estimate >= 0) return estimate;
  const exact = await db.query<{ count: number }>('SELECT count(*) AS count FROM results');
  return exact.rows[0]?.count ?? 0;
}
