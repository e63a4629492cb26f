// Throw-away databases for the tests. TEST_DB=pglite or TEST_DB=postgres runs one engine (the root
// `npm test` runs the API suite once per engine); without TEST_DB the tests run on PGlite, and also
// on PostgreSQL when DATABASE_URL is set or a server answers at 127.0.0.1:5432.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { withAdminClient } from '../db/adminClient';
import { openDatabase, type Database } from '../db';
import type { AppOptions } from '../app';

export type TestEngine = 'pglite' | 'postgres';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresReachable(): Promise<boolean> {
  const client = new Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The engines this run tests. Synchronous because jest collects `describe.each` tables
 * synchronously; the PostgreSQL probe runs once in global-setup.ts, which sets TEST_ENGINES.
 */
export function testEngines(): TestEngine[] {
  const selected = process.env.TEST_DB;
  if (selected === 'pglite' || selected === 'postgres') return [selected];
  if (selected) throw new Error(`TEST_DB must be 'pglite' or 'postgres', got '${selected}'`);
  return (process.env.TEST_ENGINES ?? 'pglite').split(',') as TestEngine[];
}

export interface TestDatabase {
  engine: TestEngine;
  /** What buildApp needs to use this database. */
  appOptions: AppOptions;
  open(): Promise<Database>;
  /** Deletes the database (PostgreSQL: DROP DATABASE; PGlite: its directory). */
  destroy(): Promise<void>;
}

/**
 * Tests run the app in jest's own process, where compiling a test module blocks the event loop for
 * seconds: load shedding would answer 503. Its own test (plugins/lifecycle.test.ts) turns it on.
 */
const NO_LOAD_SHEDDING = { maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0 };

/**
 * A fresh database of the engine. `seeded`: a copy of the run's seeded template (TEST_SEED at
 * TEST_SCALE, built once by global-setup.ts), a second instead of migrating and seeding (~15 s on
 * PGlite); otherwise empty, migrated when first opened.
 */
export async function createTestDatabase(engine: TestEngine, { seeded = false }: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const template = seeded ? seededTemplate(engine) : undefined;
  if (engine === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basin-test-pglite-'));
    if (template) fs.cpSync(template, dataDir, { recursive: true });
    return {
      engine,
      appOptions: { dataDir, loadShedding: NO_LOAD_SHEDDING },
      open: () => openDatabase({ dataDir }),
      destroy: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `basin_test_${process.pid}_${Date.now()}`;
  await withAdminClient(ADMIN_URL, (client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const databaseUrl = postgresUrl(name);
  return {
    engine,
    appOptions: { databaseUrl, loadShedding: NO_LOAD_SHEDDING },
    open: () => openDatabase({ databaseUrl }),
    destroy: () => dropPostgresDatabase(name),
  };
}

function postgresUrl(database: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function dropPostgresDatabase(name: string): Promise<void> {
  await withAdminClient(ADMIN_URL, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** Where global-setup.ts left each engine's seeded template: a PGlite directory or a database name. */
const TEMPLATE_ENV: Record<TestEngine, string> = { pglite: 'TEST_TEMPLATE_PGLITE', postgres: 'TEST_TEMPLATE_POSTGRES' };

function seededTemplate(engine: TestEngine): string {
  const template = process.env[TEMPLATE_ENV[engine]];
  if (!template) throw new Error(`no seeded ${engine} template: the API tests run with jest's globalSetup (api/jest.config.js)`);
  return template;
}

/** Builds the seeded template of each engine (global-setup.ts); closed, so copies can be taken. */
export async function createSeededTemplates(engines: readonly TestEngine[], seed: (db: Database) => Promise<void>): Promise<void> {
  for (const engine of engines) {
    let template: string;
    let db: Database;
    if (engine === 'pglite') {
      template = fs.mkdtempSync(path.join(os.tmpdir(), 'basin-test-template-'));
      db = await openDatabase({ dataDir: template });
    } else {
      template = `basin_test_template_${process.pid}`;
      await dropPostgresDatabase(template);
      await withAdminClient(ADMIN_URL, (client) => client.query(`CREATE DATABASE ${template}`));
      db = await openDatabase({ databaseUrl: postgresUrl(template) });
    }
    try {
      await seed(db);
    } finally {
      await db.end();
    }
    process.env[TEMPLATE_ENV[engine]] = template;
  }
}

/** Removes the templates (global-teardown.ts). */
export async function removeSeededTemplates(): Promise<void> {
  const directory = process.env[TEMPLATE_ENV.pglite];
  if (directory) fs.rmSync(directory, { recursive: true, force: true });
  const database = process.env[TEMPLATE_ENV.postgres];
  if (database) await dropPostgresDatabase(database);
}

/** Scale of the dataset the tests seed: small enough for seconds, large enough for every series. */
export const TEST_SCALE = 0.05;
export const TEST_SEED = 'jest';
