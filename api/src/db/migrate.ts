// Applies api/migrations/*.sql in file-name order, each file once, recorded in schema_migrations.
// All pending files run in one transaction under an advisory lock, so two processes starting at the
// same time cannot both apply them, and a failing file leaves the schema untouched.
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../config';
import type { Database } from './types';

const LOCK_KEY = 7_311_942; // any constant shared by every process that migrates this database

export interface Migration {
  version: string; // file name without .sql, e.g. '001_schema'
  sql: string;
}

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ version: file.slice(0, -'.sql'.length), sql: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

/** Returns the versions applied by this call (empty when the schema was up to date). */
export async function migrate(db: Database, migrations: Migration[] = readMigrations()): Promise<string[]> {
  await db.query(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       version text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  return db.transaction(async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    const { rows } = await client.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await client.query(migration.sql); // no parameters: simple protocol, several statements allowed
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
    }
    return pending.map((migration) => migration.version);
  });
}
