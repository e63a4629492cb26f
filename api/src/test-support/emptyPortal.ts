// An empty portal for tests: a fresh database, migrated, with the package PORTAL_DATA=empty loaded (the
// schema and the fixed vocabulary only), or a package built on it (a copy of EMPTY_PACKAGE_DIR with files
// added). The package must read without errors.
import { loadPackage } from '../basin/load';
import { readPackage } from '../basin/read';
import { EMPTY_PACKAGE_DIR } from '../config';
import { migrate } from '../db/migrate';
import type { Database } from '../db/types';
import { createTestDatabase, type TestDatabase, type TestEngine } from './databases';

/** Migrates `db` and loads the package of `folder` (default: the empty package). */
export async function loadEmptyPortal(db: Database, folder: string = EMPTY_PACKAGE_DIR): Promise<void> {
  await migrate(db);
  const { basinPackage, errors } = await readPackage(folder);
  expect(errors).toEqual([]);
  await loadPackage(db, basinPackage);
}

/**
 * A fresh test database of `engine` holding the empty portal (or the package of `folder`), and a connection
 * to it: end `db` before an app opens the database (PGlite allows one process), destroy `database` after.
 */
export async function emptyPortalDatabase(engine: TestEngine, folder: string = EMPTY_PACKAGE_DIR): Promise<{ database: TestDatabase; db: Database }> {
  const database = await createTestDatabase(engine);
  const db = await database.open();
  try {
    await loadEmptyPortal(db, folder);
  } catch (error) {
    await db.end();
    throw error;
  }
  return { database, db };
}
