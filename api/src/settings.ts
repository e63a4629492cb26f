// Settings from the environment, resolved once per process or app (explicit options win).
import { defaultPgliteDataDir } from './config';
import type { DatabaseOptions } from './db';

export interface DatabaseSettingsInput {
  databaseUrl?: string;
  dataDir?: string;
}

/**
 * Which database to open: an explicit URL, else an explicit PGlite directory, else DATABASE_URL,
 * else PGlite in PGLITE_DATA_DIR (default <repo>/.data/pglite).
 */
export function databaseSettings(input: DatabaseSettingsInput = {}, env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  if (input.databaseUrl) return { databaseUrl: input.databaseUrl };
  if (input.dataDir) return { dataDir: input.dataDir };
  if (env.DATABASE_URL) return { databaseUrl: env.DATABASE_URL };
  return { dataDir: defaultPgliteDataDir(env) };
}
