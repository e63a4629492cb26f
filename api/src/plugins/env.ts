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
  /** Sign-in (bearer tokens); default from AUTH_AUTHORITY and the other AUTH_* variables; null turns it off. */
  auth?: AuthOptions | null;
  /** Error reporting (plugins/error-reporting.ts); default from SENTRY_DSN and the other SENTRY_* variables; null turns it off. */
  errorReporting?: import('./error-reporting').ErrorReportingSettings | null;
}

export interface AppConfig {
  database: DatabaseOptions;
  downloadRecordCap: number;
  responseCacheBytes: number;
  summaryPeriodsMax: number;
  /** Null when sign-in is off (no AUTH_AUTHORITY): every caller is public and a bearer token is 401. */
  auth: AuthSettings | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export default fp<AppOptions>(
  async (app, options) => {
    app.decorate('config', {
      database: databaseSettings({ databaseUrl: options.databaseUrl, dataDir: options.dataDir }),
      downloadRecordCap: options.downloadRecordCap ?? downloadRecordCap(),
      responseCacheBytes: options.responseCacheBytes ?? responseCacheBytes(),
      summaryPeriodsMax: options.summaryPeriodsMax ?? summaryPeriodsMax(),
      auth: options.auth === undefined ? authSettings() : options.auth === null ? null : authSettingsOf(options.auth),
    });
  },
  { name: 'env' },
);
