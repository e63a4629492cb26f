// Opens the database: PostgreSQL when a connection string is given, otherwise embedded PGlite.
import { defaultPgliteDataDir } from '../config';
import { startPglite } from './pglite';
import { connectPostgres } from './postgres';
import type { Database, DatabaseOptions } from './types';

export type { Database, DatabaseEngine, DatabaseOptions } from './types';

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options);
  return startPglite(options.dataDir ?? defaultPgliteDataDir());
}
