import type { Database } from '../../../db';
import type { Basin } from '../../../schemas';

/** The loaded basin (basin.json of its package); undefined before any basin was loaded. */
export async function loadedBasin(db: Database): Promise<Basin | undefined> {
  const { rows } = await db.query<{ document: Basin }>('SELECT document FROM basin WHERE id = 1');
  return rows[0]?.document;
}
