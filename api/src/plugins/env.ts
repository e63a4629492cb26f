// Resolves the app's settings from buildApp options and the environment into `app.config`.
import fp from 'fastify-plugin';
import type { DatabaseOptions } from '../db';
import { databaseSettings, downloadRecordCap, responseCacheBytes, summaryPeriodsMax } from '../settings';

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
}

export interface AppConfig {
  database: DatabaseOptions;
  downloadRecordCap: number;
  responseCacheBytes: number;
  summaryPeriodsMax: number;
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
    });
  },
  { name: 'env' },
);
