import { createTestDatabase, testEngines, type TestDatabase } from '../test-support/databases';
import { migrate, readMigrations } from './migrate';
import type { Database } from './types';

describe.each(testEngines())('database on %s', (engine) => {
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    db = await testDb.open();
  });

  afterAll(async () => {
    await db?.end();
    await testDb?.destroy();
  });

  test('reports its engine', () => {
    expect(db.engine).toBe(engine === 'postgres' ? 'postgresql' : 'pglite');
  });

  test('applies every migration once, and nothing on a second run', async () => {
    const all = readMigrations().map((migration) => migration.version);
    expect(await migrate(db)).toEqual(all);
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual(all);
  });

  test('creates the product schema', async () => {
    const { rows } = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['locations', 'parameters', 'results', 'telemetry_readings', 'precipitation', 'map_features', 'download_user_filters', 'wq_summary']),
    );
  });

  test('derives the water year of a result', async () => {
    await db.query(`INSERT INTO location_types (id, name) VALUES (9, 'Test type')`);
    await db.query(`INSERT INTO locations (id, name, description, type_id, latitude, longitude) VALUES (9999, 'T', 'test', 9, 39.5, -104.8)`);
    await db.query(`INSERT INTO parameter_groups (id, name) VALUES (9, 'Test group')`);
    await db.query(`INSERT INTO parameters (id, name, abbrev, unit, group_id) VALUES (9999, 'Test', 'T', 'mg/L', 9)`);
    await db.query(
      `INSERT INTO results (location_id, parameter_id, sample_date, value) VALUES (9999, 9999, '2020-10-01', 1), (9999, 9999, '2021-09-30', 2)`,
    );
    const { rows } = await db.query<{ water_year: number }>('SELECT water_year FROM results WHERE location_id = 9999 ORDER BY sample_date');
    expect(rows).toEqual([{ water_year: 2021 }, { water_year: 2021 }]);
    await db.query('DELETE FROM results WHERE location_id = 9999');
  });

  test('parses bigint and numeric as numbers and dates as YYYY-MM-DD text', async () => {
    const { rows } = await db.query(`SELECT 9007199254740::int8 AS big, 1.25::numeric AS num, '2021-09-30'::date AS day`);
    expect(rows[0]).toEqual({ big: 9007199254740, num: 1.25, day: '2021-09-30' });
  });

  test('keeps working after a failed query', async () => {
    await expect(db.query('SELECT * FROM no_such_table WHERE x = $1', [1])).rejects.toThrow(/no_such_table/);
    const { rows } = await db.query<{ one: number }>('SELECT 1 AS one');
    expect(rows).toEqual([{ one: 1 }]);
  });

  test('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (client) => {
        await client.query(`INSERT INTO flow_conditions (id, name) VALUES (9, 'Test')`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const { rows } = await db.query('SELECT id FROM flow_conditions WHERE id = 9');
    expect(rows).toEqual([]);
  });
});

const describeOnPglite = testEngines().includes('pglite') ? describe : describe.skip;

describeOnPglite('PGlite data directory', () => {
  test('cannot be opened twice at the same time', async () => {
    const testDb = await createTestDatabase('pglite');
    const db = await testDb.open();
    try {
      await expect(testDb.open()).rejects.toThrow(/in use by process/);
    } finally {
      await db.end();
    }
    const reopened = await testDb.open(); // released on end()
    await reopened.end();
    await testDb.destroy();
  });
});
