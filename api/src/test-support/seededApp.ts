import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import type { Database } from '../db/types';
import { BASELINE_PERIOD } from '../domain';
import { computePeriod } from '../summary/summaryPeriods';
import { createTestDatabase, type TestDatabase, type TestEngine } from './databases';

export interface SeededAppOptions {
  /** Also compute the baseline water-quality summary. */
  summary?: boolean;
  /** Runs on the seeded database before the app opens it (PGlite allows one process at a time). */
  prepare?: (db: Database) => Promise<void>;
  /** Options of the app, read after `prepare` (so they can depend on what it found). */
  app?: () => Omit<BuildAppOptions, 'databaseUrl' | 'dataDir'>;
}

/**
 * Registers beforeAll/afterAll for a describe block: a fresh copy of the engine's seeded test database,
 * and the API on it. Returns a getter for the app (valid inside the tests).
 */
export function useSeededApp(engine: TestEngine, options: SeededAppOptions = {}): () => FastifyInstance {
  let testDb: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase(engine, { seeded: true });
    const db = await testDb.open();
    try {
      if (options.summary) await computePeriod(db, BASELINE_PERIOD);
      await options.prepare?.(db);
    } finally {
      await db.end();
    }
    app = await buildApp({ logger: false, ...options.app?.(), ...testDb.appOptions });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
  });
  return () => {
    if (!app) throw new Error('the app is not ready (use it inside a test)');
    return app;
  };
}
