// Runs once before the API tests: decides whether PostgreSQL takes part (see databases.ts) and seeds
// one template database per engine, which the tests copy instead of each seeding its own.
import { seedDatabase } from '../generator';
import { createSeededTemplates, postgresReachable, testEngines, TEST_SCALE, TEST_SEED } from './databases';

export default async function globalSetup(): Promise<void> {
  // Pure tests only (readers, parsers): `TEST_DB=none npx jest src/feeds` seeds nothing.
  if (process.env.TEST_DB === 'none') return;
  if (!process.env.TEST_DB) process.env.TEST_ENGINES = (await postgresReachable()) ? 'pglite,postgres' : 'pglite';
  await createSeededTemplates(testEngines(), async (db) => {
    await seedDatabase(db, { seed: TEST_SEED, scale: TEST_SCALE });
  });
}
