// Resolves the app's settings from buildApp options and the environment into `app.config`.
import fp from 'fastify-plugin';
import type { DatabaseOptions } from '../db';
import { authSettings, authSettingsOf, databaseSettings, downloadRecordCap, responseCacheBytes, summaryPeriodsMax, type AuthOptions, type AuthSettings } from '../settings';

export interface AppOptions {
  /** PostgreSQL connection string; default DATABASE_URL; neither means embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; default PGLITE_DATA_DIR or <repo>/.data/pglite. */
  dataDir?: string;
  /** Most records one CSV download may hold; default DOWNLOAD_RECORD_CAP, else the spec's 110,000 (tests lower it). */
  downloadRecordCap?: number;
  /** Memory for cached public answers, in bytes; default RESPONSE_CACHE_MB (64) MiB; 0 turns the cache off. */
  responseCacheBytes?: number;
  /** Computed summary periods kept besides the pinned ones; default SUMMARY_PERIODS_MAX (24). */
  summaryPeriodsMax?: number;
  /** Largest file POST /api/import takes, in bytes (else 413); default IMPORT_FILE_MB (200) MiB. */
  importFileBytes?: number;
  /** Sign-in (bearer tokens); default from AUTH_AUTHORITY and the other AUTH_* variables; null turns it off. */
  auth?: AuthOptions | null;
  /** Load shedding (503 with Retry-After); default from the LOAD_SHED_* variables. */
  loadShedding?: Partial<LoadShedding>;
  /** Requests per client IP and minute of the costly calls; default from the RATE_LIMIT_* variables. */
  rateLimits?: Partial<RateLimits>;
  /** Error reporting (plugins/errorReporting.ts); default from SENTRY_DSN and the other SENTRY_* variables; null turns it off. */
  errorReporting?: import('./errorReporting').ErrorReportingSettings | null;
}

export interface LoadShedding {
  /** Mean event-loop delay (ms) over one sample above which requests get 503; 0: no limit. */
  maxEventLoopDelayMs: number;
  /** Event-loop utilization (0-1) over one sample above which requests get 503; 0: no limit. */
  maxEventLoopUtilization: number;
  /** Length of one sample (ms). */
  sampleIntervalMs: number;
}

export interface RateLimits {
  /** CSV downloads (POST /download-user-selected-data). */
  downloads: number;
  /** Record counts (POST /download-user-filters-recordcounts). */
  recordCounts: number;
  /** Summary period computations: rebuild, pin and unpin (/dynamic-period-of-record). */
  recalculations: number;
}

/** A whole number of at least `minimum` from the environment, or `fallback` when unset. */
export function numberSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, { minimum = 0, integer = true } = {}): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < minimum || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be a ${integer ? 'whole ' : ''}number of at least ${minimum}, not '${text}'`);
  }
  return value;
}

/**
 * LOAD_SHED_* settings. The event-loop delay check is on by default (2 s) only on PostgreSQL: embedded
 * PGlite runs its queries on the API's own event loop, so there a long query is delay, not overload,
 * and shedding would answer the requests queued behind it with 503.
 */
export function loadSheddingSettings(database: DatabaseOptions, env: NodeJS.ProcessEnv = process.env): LoadShedding {
  return {
    maxEventLoopDelayMs: numberSetting(env, 'LOAD_SHED_EVENT_LOOP_DELAY_MS', database.databaseUrl ? 2000 : 0),
    maxEventLoopUtilization: numberSetting(env, 'LOAD_SHED_EVENT_LOOP_UTILIZATION', 0, { integer: false }),
    sampleIntervalMs: numberSetting(env, 'LOAD_SHED_SAMPLE_MS', 1000, { minimum: 10 }),
  };
}

export function rateLimitSettings(env: NodeJS.ProcessEnv = process.env): RateLimits {
  return {
    downloads: numberSetting(env, 'RATE_LIMIT_DOWNLOADS', 30, { minimum: 1 }),
    recordCounts: numberSetting(env, 'RATE_LIMIT_RECORD_COUNTS', 300, { minimum: 1 }),
    recalculations: numberSetting(env, 'RATE_LIMIT_RECALCULATIONS', 20, { minimum: 1 }),
  };
}

export interface AppConfig {
  database: DatabaseOptions;
  downloadRecordCap: number;
  responseCacheBytes: number;
  summaryPeriodsMax: number;
  importFileBytes: number;
  /** Null when sign-in is off (no AUTH_AUTHORITY): every caller is public and a bearer token is 401. */
  auth: AuthSettings | null;
  loadShedding: LoadShedding;
  rateLimits: RateLimits;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export default fp<AppOptions>(
  async (app, options) => {
    const database = databaseSettings({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
    app.decorate('config', {
      database,
      downloadRecordCap: options.downloadRecordCap ?? downloadRecordCap(),
      responseCacheBytes: options.responseCacheBytes ?? responseCacheBytes(),
      summaryPeriodsMax: options.summaryPeriodsMax ?? summaryPeriodsMax(),
      importFileBytes: options.importFileBytes ?? numberSetting(process.env, 'IMPORT_FILE_MB', 200, { minimum: 1 }) * 1024 * 1024,
      auth: options.auth === undefined ? authSettings() : options.auth === null ? null : authSettingsOf(options.auth),
      loadShedding: { ...loadSheddingSettings(database), ...options.loadShedding },
      rateLimits: { ...rateLimitSettings(), ...options.rateLimits },
    });
  },
  { name: 'env' },
);

/**
 * TRUST_PROXY: which proxies' X-Forwarded-For to believe for the client IP (rate limits key on it).
 * Unset, '', 'false', 'off' or '0': none (the socket's address). 'true': any. Otherwise addresses or
 * CIDR ranges, comma-separated (e.g. '10.0.0.0/8,127.0.0.1').
 */
export function trustProxySetting(env: NodeJS.ProcessEnv = process.env): boolean | string {
  const text = (env.TRUST_PROXY ?? '').trim();
  if (['', 'false', 'off', '0'].includes(text.toLowerCase())) return false;
  if (text.toLowerCase() === 'true') return true;
  return text;
}
