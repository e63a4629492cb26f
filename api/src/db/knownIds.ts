import { FieldError } from '../apiProblem';
import type { Database } from './types';

/** Ids in the list that the table does not have, to answer 400 naming the field. */
export async function unknownIds(db: Database, table: 'parameters' | 'locations', ids: readonly number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT wanted.id FROM unnest($1::int[]) AS wanted(id) WHERE NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.id = wanted.id) ORDER BY wanted.id`,
    [ids],
  );
  return rows.map((row) => row.id);
}

export type IdChecks = Record<string, ['parameters' | 'locations', readonly number[]]>;

/** Throws FieldError for the first field whose ids are not all known, listing the unknown ones. */
export async function checkKnownIds(db: Database, checks: IdChecks): Promise<void> {
  for (const [field, [table, ids]] of Object.entries(checks)) {
    const unknown = await unknownIds(db, table, ids);
    if (unknown.length > 0) throw new FieldError(field, 'request.idsUnknown', { table, ids: unknown.join(', ') });
  }
}
