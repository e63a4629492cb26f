import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { buildApp } from '../app';
import type { Database } from '../db/types';
import { downloadRows } from '../downloads/repository';
import { seedDatabase } from '../generator';
import { DOWNLOAD_COLUMNS, type SavedDownloadFilter } from '../schemas';
import { createTestDatabase, testEngines, TEST_SCALE, TEST_SEED, type TestDatabase } from '../test-support/databases';

const FILTER: SavedDownloadFilter = {
  user_uuid: 'public',
  parameters: [28, 29, 30, 73],
  locations: [68, 83],
  flow_conditions: [3],
  start_date: '1991-10-01',
  end_date: '2026-09-30',
};

describe.each(testEngines())('Query & Download API on %s', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let expectedCount = 0;
  let expectedBaseCount = 0;
  let batches = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    const db: Database = await testDb.open();
    try {
      await seedDatabase(db, { seed: TEST_SEED, scale: TEST_SCALE });
      const count = (flows: number[] | null) =>
        db.query<{ n: number }>(
          `SELECT count(*)::integer AS n FROM results WHERE location_id = ANY($1) AND parameter_id = ANY($2) AND sample_date BETWEEN $3 AND $4 AND ($5::int[] IS NULL OR flow_condition_id = ANY($5))`,
          [FILTER.locations, FILTER.parameters, FILTER.start_date, FILTER.end_date, flows],
        );
      expectedCount = (await count(null)).rows[0]!.n;
      expectedBaseCount = (await count([2])).rows[0]!.n;
      for await (const _batch of downloadRows(db, FILTER, 50)) batches += 1;
    } finally {
      await db.end();
    }
    app = await buildApp({ ...testDb.appOptions, logger: false, downloadRecordCap: expectedCount + 10 });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
  });

  const save = (filter: object) => app.inject({ method: 'PUT', url: '/api/download-user-filters', payload: filter });
  const count = async () => (await app.inject({ method: 'POST', url: '/api/download-user-filters-recordcounts', payload: { uuid: 'public' } })).json();
  const download = () => app.inject({ method: 'POST', url: '/api/download-user-selected-data', payload: { uuid: 'public' } });

  it('has no saved filter at first', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/download-user-filters/public' })).statusCode).toBe(404);
    expect(await count()).toEqual([{ sel_recordcount: 0 }]);
  });

  it('saves, reads and counts the filter', async () => {
    expect((await save(FILTER)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/download-user-filters/public' })).json()).toEqual(FILTER);
    expect(expectedCount).toBeGreaterThan(100);
    expect(await count()).toEqual([{ sel_recordcount: expectedCount }]);
    await save({ ...FILTER, flow_conditions: [2] });
    expect(await count()).toEqual([{ sel_recordcount: expectedBaseCount }]);
    await save(FILTER);
  });

  it('streams the records as Time Series Data.csv with the download columns', async () => {
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Time Series Data.csv"');
    const parsed = Papa.parse<Record<string, string>>(response.body.trim(), { header: true });
    expect(parsed.meta.fields).toEqual([...DOWNLOAD_COLUMNS]);
    expect(parsed.data).toHaveLength(expectedCount);
    expect(new Set(parsed.data.map((row) => row.parameter_group)).size).toBeGreaterThan(0);
    expect(parsed.data.every((row) => !Number.isNaN(Number(row.result)))).toBe(true);
  });

  it('reads the rows in several batches, never the whole file at once', () => {
    expect(batches).toBeGreaterThan(2);
  });

  it('refuses a download above the cap with the spec message', async () => {
    await save({ ...FILTER, locations: [68, 83, 79, 80, 81], parameters: [28, 29, 30, 73, 24, 3, 8] });
    const response = await download();
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'Maximum records for download is 110,000' });
    await save(FILTER);
  });

  it("refuses another user's filter", async () => {
    expect((await save({ ...FILTER, user_uuid: 'someone-else' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/download-user-filters/someone-else' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/download-user-selected-data', payload: { uuid: 'someone-else' } })).statusCode).toBe(403);
  });

  it.each([
    [{ ...FILTER, parameters: [] }, 'parameters'],
    [{ ...FILTER, parameters: ['x'] }, 'parameters.0'],
    [{ ...FILTER, parameters: [28, 999999] }, 'parameters'],
    [{ ...FILTER, locations: [424242] }, 'locations'],
    [{ ...FILTER, locations: Array.from({ length: 501 }, (_, i) => i + 1) }, 'locations'],
    [{ ...FILTER, flow_conditions: [4] }, 'flow_conditions.0'],
    [{ ...FILTER, start_date: '2021-13-01' }, 'start_date'],
    [{ ...FILTER, start_date: '2027-01-01' }, 'end_date'],
  ])('rejects a bad filter (%#) naming %s', async (filter, field) => {
    const response = await save(filter);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', field });
  });
});
