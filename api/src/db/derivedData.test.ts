import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestDatabase, testEngines, type TestDatabase } from '../test-support/databases';
import { finishResultWrites, noteResultsWritten } from './derivedData';
import type { Database } from './types';

const DATE = '2031-07-04';

describe.each(testEngines())('results derived after the commit on %s', (engine) => {
  let testDb: TestDatabase;
  let db: Database;
  type Series = { location_id: number; parameter_id: number; record_count: number };
  let series: Series;

  /** Writes one result of `series` dated DATE and notes it, as an import does, then commits. */
  const writeNotedResult = () =>
    db.transaction(async (client) => {
      await client.query('INSERT INTO results (location_id, parameter_id, sample_date, value) VALUES ($1, $2, $3, 1)', [series.location_id, series.parameter_id, DATE]);
      await noteResultsWritten(client, DATE, DATE);
    });
  const recordCount = async () =>
    (await db.query<{ record_count: number }>('SELECT record_count FROM result_series WHERE location_id = $1 AND parameter_id = $2', [series.location_id, series.parameter_id]))
      .rows[0]!.record_count;
  const pendingNotes = async () => (await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM derived_refresh_pending')).rows[0]!.n;
  const revision = async () => Number((await db.query<{ revision: string }>('SELECT revision FROM data_revision')).rows[0]!.revision);

  beforeAll(async () => {
    testDb = await createTestDatabase(engine, { seeded: true });
    db = await testDb.open();
    series = (await db.query<Series>('SELECT location_id, parameter_id, record_count FROM result_series ORDER BY 1, 2 LIMIT 1')).rows[0]!;
  });
  afterAll(async () => {
    await db?.end();
    await testDb?.destroy();
  });

  test('with no note there is nothing to do', async () => {
    expect(await finishResultWrites(db)).toBe(false);
  });

  test('a noted write rebuilds the series, drops summaries of its dates and changes the revision; the note is used once', async () => {
    await db.query(
      `INSERT INTO wq_summary_periods (period_start, period_end, state) VALUES ('2031-01-01', '2031-12-31', 'complete'), ('2020-01-01', '2020-12-31', 'complete')`,
    );
    await writeNotedResult();
    expect(await recordCount()).toBe(series.record_count);
    const before = await revision();

    expect(await finishResultWrites(db)).toBe(true);
    expect(await recordCount()).toBe(series.record_count + 1);
    expect(await pendingNotes()).toBe(0);
    expect(await revision()).toBeGreaterThan(before);
    const { rows } = await db.query<{ period_start: string }>(`SELECT period_start::text FROM wq_summary_periods WHERE period_start IN ('2031-01-01', '2020-01-01')`);
    expect(rows).toEqual([{ period_start: '2020-01-01' }]);
    expect(await finishResultWrites(db)).toBe(false);
  });

  test('what a process that stopped after its commit left is done when the API starts: the note, a foreign key added unchecked', async () => {
    await writeNotedResult();
    const { rows: [foreignKey] } = await db.query<{ name: string; definition: string }>(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conrelid = 'results'::regclass AND contype = 'f' ORDER BY conname LIMIT 1`,
    );
    await db.transaction(async (client) => {
      await client.query(`ALTER TABLE results DROP CONSTRAINT ${foreignKey!.name}`);
      await client.query(`ALTER TABLE results ADD CONSTRAINT ${foreignKey!.name} ${foreignKey!.definition} NOT VALID`);
    });
    const unchecked = async () =>
      (await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM pg_constraint WHERE conrelid = 'results'::regclass AND NOT convalidated`)).rows[0]!.n;
    expect(await unchecked()).toBe(1);
    await db.end();
    let app: FastifyInstance | undefined;
    try {
      app = await buildApp({ logger: false, ...testDb.appOptions });
      await app.ready();
    } finally {
      await app?.close();
      db = await testDb.open();
    }
    expect(await pendingNotes()).toBe(0);
    expect(await recordCount()).toBe(series.record_count + 2);
    expect(await unchecked()).toBe(0);
  });
});
