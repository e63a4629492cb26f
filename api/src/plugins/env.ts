// Resolves the app's settings from buildApp options and the environment into `app.config`.
import fp from 'fastify-plugin';
import type { DatabaseOptions } from '../db';
import { databaseSettings } from '../settings';

export interface AppOptions {
  /** PostgreSQL connection string; default DATABASE_URL; neither means embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; default PGLITE_DATA_DIR or <repo>/.data/pglite. */
  dataDir?: string;
}

export interface AppConfig {
  database: DatabaseOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export default fp<AppOptions>(
  async (app, options) => {
    app.decorate('config', { database: databaseSettings({ databaseUrl: options.databaseUrl, dataDir: options.dataDir }) });
  },
  { name: 'env' },
);
