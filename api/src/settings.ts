// Settings from the environment, resolved once per process or app (explicit options win).
import { defaultPgliteDataDir } from './config';
import { DOWNLOAD_CAP } from './domain';
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

/** RESPONSE_CACHE_MB (default 64): memory for the response cache; 0 turns it off. */
export function responseCacheBytes(env: NodeJS.ProcessEnv = process.env): number {
  const megabytes = env.RESPONSE_CACHE_MB === undefined || env.RESPONSE_CACHE_MB === '' ? 64 : Number(env.RESPONSE_CACHE_MB);
  if (!Number.isFinite(megabytes) || megabytes < 0) throw new Error(`RESPONSE_CACHE_MB must be a number of megabytes (0 or more), not '${env.RESPONSE_CACHE_MB}'`);
  return Math.floor(megabytes * 1024 * 1024);
}

/** SUMMARY_PERIODS_MAX (default 24): computed summary periods kept besides the pinned ones (the baseline). */
export function summaryPeriodsMax(env: NodeJS.ProcessEnv = process.env): number {
  const count = env.SUMMARY_PERIODS_MAX === undefined || env.SUMMARY_PERIODS_MAX === '' ? 24 : Number(env.SUMMARY_PERIODS_MAX);
  if (!Number.isInteger(count) || count < 0) throw new Error(`SUMMARY_PERIODS_MAX must be a whole number (0 or more), not '${env.SUMMARY_PERIODS_MAX}'`);
  return count;
}

/** DOWNLOAD_RECORD_CAP (default the spec's 110,000): the most records one CSV download may hold. */
export function downloadRecordCap(env: NodeJS.ProcessEnv = process.env): number {
  const cap = env.DOWNLOAD_RECORD_CAP === undefined || env.DOWNLOAD_RECORD_CAP === '' ? DOWNLOAD_CAP : Number(env.DOWNLOAD_RECORD_CAP);
  if (!Number.isInteger(cap) || cap < 1) throw new Error(`DOWNLOAD_RECORD_CAP must be a whole number (1 or more), not '${env.DOWNLOAD_RECORD_CAP}'`);
  return cap;
}
