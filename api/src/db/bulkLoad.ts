// Bulk loads into tables with foreign keys and indexes: checking each key once over the loaded table
// and building each index in one pass is over twice as fast as maintaining them row by row, and needs
// no superuser rights (unlike disabling triggers). Used inside the loader's transaction, so all or
// nothing; dropping a key or an index locks its table against readers until that transaction ends.
import type { PoolClient } from 'pg';

export interface BulkLoadOptions {
  /** The tables loaded. */
  tables: readonly string[];
  /** Also drop their secondary indexes, unique ones included (primary keys and unique constraints stay), rebuilt after the load. */
  indexes: boolean;
  /**
   * 'checked': the keys are checked when added back, inside the transaction. 'later': added back
   * NOT VALID, for the caller to VALIDATE after its commit (one pass each, outside the transaction).
   */
  keys: 'checked' | 'later';
}

/** Runs `load` with the tables' foreign keys (and, if asked, secondary indexes) dropped, then recreates them from their saved definitions. */
export async function withoutConstraints(client: PoolClient, { tables, indexes, keys }: BulkLoadOptions, load: () => Promise<void>): Promise<void> {
  const { rows: foreignKeys } = await client.query<{ table_name: string; name: string; definition: string }>(
    `SELECT conrelid::regclass::text AS table_name, conname AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint
      WHERE contype = 'f' AND conrelid::regclass::text = ANY($1::text[])
      ORDER BY conrelid::regclass::text, conname`,
    [tables],
  );
  const { rows: secondaryIndexes } = indexes
    ? await client.query<{ name: string; definition: string }>(
        `SELECT indexname AS name, indexdef AS definition
           FROM pg_indexes
          WHERE schemaname = current_schema() AND tablename = ANY($1::text[])
            AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE contype IN ('p', 'u'))
          ORDER BY indexname`,
        [tables],
      )
    : { rows: [] };
  for (const { table_name, name } of foreignKeys) await client.query(`ALTER TABLE ${table_name} DROP CONSTRAINT ${name}`);
  for (const { name } of secondaryIndexes) await client.query(`DROP INDEX ${name}`);
  await load();
  for (const { definition } of secondaryIndexes) await client.query(definition);
  const unchecked = keys === 'later' ? ' NOT VALID' : '';
  for (const { table_name, name, definition } of foreignKeys) await client.query(`ALTER TABLE ${table_name} ADD CONSTRAINT ${name} ${definition}${unchecked}`);
}
