// Runs once before the API tests: decides whether PostgreSQL takes part (see databases.ts).
import { postgresReachable } from './databases';

export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DB) return;
  process.env.TEST_ENGINES = (await postgresReachable()) ? 'pglite,postgres' : 'pglite';
}
