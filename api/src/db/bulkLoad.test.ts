import { createTestDatabase, testEngines, type TestDatabase } from '../test-support/databases';
import { withoutConstraints } from './bulkLoad';
import { migrate } from './migrate';
import type { Database } from './types';

describe.each(testEngines())('a bulk load without constraints on %s', (engine) => {
  let testDb: TestDatabase;
  let db: Database;

  const constraints = async () =>
    (await db.query<{ name: string; validated: boolean }>(`SELECT conname AS name, convalidated AS validated FROM pg_constraint WHERE contype = 'f' AND conrelid = 'results'::regclass ORDER BY 1`)).rows;
  const indexes = async () => (await db.query<{ name: string }>(`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'results' ORDER BY 1`)).rows.map(({ name }) => name);

  beforeAll(async () => {
    testDb = await createTestDatabase(engine, { seeded: false });
    db = await testDb.open();
    await migrate(db);
  });
  afterAll(async () => {
    await db?.end();
    await testDb?.destroy();
  });

  test('loads without the keys and the secondary indexes, then recreates them as they were, checked', async () => {
    const [keysBefore, indexesBefore] = [await constraints(), await indexes()];
    expect(keysBefore.length).toBeGreaterThan(0);
    let during: [number, string[]] = [0, []];
    await db.transaction((client) =>
      withoutConstraints(client, { tables: ['results'], indexes: true, keys: 'checked' }, async () => {
        during = [(await client.query(`SELECT 1 FROM pg_constraint WHERE contype = 'f' AND conrelid = 'results'::regclass`)).rowCount ?? 0, (await client.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'results'`)).rows.map((row) => row.indexname)];
      }),
    );
    // During the load only the primary key remains (a unique index is rebuilt, and checked, after it).
    expect(during[0]).toBe(0);
    expect(during[1]).toEqual(['results_pkey']);
    expect(await constraints()).toEqual(keysBefore);
    expect(await indexes()).toEqual(indexesBefore);
  });

  test("'later' adds the keys back unchecked, for a VALIDATE after the commit", async () => {
    await db.transaction((client) => withoutConstraints(client, { tables: ['results'], indexes: false, keys: 'later' }, async () => undefined));
    const keys = await constraints();
    expect(keys.every(({ validated }) => !validated)).toBe(true);
    for (const { name } of keys) await db.query(`ALTER TABLE results VALIDATE CONSTRAINT ${name}`);
    expect((await constraints()).every(({ validated }) => validated)).toBe(true);
  });

  test("'checked' fails the load when a row breaks a key, and the rollback leaves the table as it was", async () => {
    const keysBefore = await constraints();
    await expect(
      db.transaction((client) =>
        withoutConstraints(client, { tables: ['results'], indexes: false, keys: 'checked' }, async () => {
          await client.query(`INSERT INTO results (location_id, parameter_id, sample_date, value) VALUES (999999, 999999, '2020-01-01', 1)`);
        }),
      ),
    ).rejects.toThrow(/foreign key/);
    expect(await constraints()).toEqual(keysBefore);
    expect((await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM results WHERE location_id = 999999')).rows[0]!.n).toBe(0);
  });
});
