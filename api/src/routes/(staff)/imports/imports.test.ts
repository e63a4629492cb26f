import type { InjectOptions } from 'fastify';
import { BASELINE_PERIOD } from '../../../domain';
import { testEngines } from '../../../test-support/databases';
import { fixture, form } from '../../../test-support/importUpload';
import { useSeededApp } from '../../../test-support/seededApp';
import { TestIdentityProvider } from '../../../test-support/testIdentityProvider';
import { anonymousVisitor } from '../../../test-support/visitor';

describe.each(testEngines())('GET /api/imports, POST /api/imports/:id/undo on %s', (engine) => {
  let provider: TestIdentityProvider;
  beforeAll(async () => {
    provider = await TestIdentityProvider.start();
  });
  afterAll(async () => provider?.stop());
  const appOf = useSeededApp(engine, { summary: true, app: () => ({ auth: provider.authOptions() }) });

  const as = async (roles: string[] | null, options: InjectOptions) => {
    const claims = { sub: 'staff-7', name: 'Dana Staff', roles };
    const authorization = roles ? { authorization: `Bearer ${await provider.token({ claims })}` } : {};
    return appOf().inject({ ...options, headers: { ...options.headers, ...authorization } });
  };
  const upload = (fields: Record<string, string> = {}) => {
    const body = form([fixture('narrowResult.csv'), fixture('station.csv')], fields);
    return as(['Developer'], { method: 'POST', url: '/api/import', payload: body.payload, headers: body.headers });
  };
  const imports = async () => (await as(['Administrator'], { method: 'GET', url: '/api/imports' })).json();
  const undo = (id: number | string, roles: string[] | null = ['Administrator']) => as(roles, { method: 'POST', url: `/api/imports/${id}/undo` });

  // What the public sees of the results: the health count, Query & Download's record count of a filter
  // of every location and parameter, and the baseline water-quality summary of the map.
  const visitor = anonymousVisitor(appOf);
  async function published() {
    const db = appOf().basinApi.db;
    // The health count is the planner's estimate: exact once analysed.
    await db.query('ANALYZE results');
    const health = (await appOf().inject({ method: 'GET', url: '/api/health' })).json();
    const recordCounts = (await visitor.send({ method: 'POST', url: '/api/download-user-filters-recordcounts', payload: { uuid: 'public' } })).json();
    const summary = await appOf().inject({ method: 'GET', url: `/api/public-map/wq-summary?startDate=${BASELINE_PERIOD.start}&endDate=${BASELINE_PERIOD.end}` });
    expect(summary.statusCode).toBe(200);
    return { results: health.results as number, recordCounts, summary: summary.json() };
  }

  beforeAll(async () => {
    const db = appOf().basinApi.db;
    const ids = async (table: string) => (await db.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id`)).rows.map((row) => row.id);
    const filter = { user_uuid: 'public', locations: await ids('locations'), parameters: await ids('parameters'), flow_conditions: [3], start_date: '1980-01-01', end_date: '2030-12-31' };
    expect((await visitor.send({ method: 'PUT', url: '/api/download-user-filters', payload: filter })).statusCode).toBe(200);
  });

  test('staff only', async () => {
    expect((await as(null, { method: 'GET', url: '/api/imports' })).statusCode).toBe(401);
    expect((await as(['User'], { method: 'GET', url: '/api/imports' })).statusCode).toBe(403);
    expect((await undo(1, null)).statusCode).toBe(401);
    expect((await undo(1, ['User'])).statusCode).toBe(403);
  });

  test('a dry run is not recorded; an import is, with who (from the token), when, files and counts', async () => {
    expect(await imports()).toEqual([]);
    expect((await upload({ dryRun: 'true' })).json()).toMatchObject({ committed: false, added: 5 });
    expect(await imports()).toEqual([]);
  });

  test('Undo removes the import\'s results, its held rows loaded later included: counts and summaries are exactly as before', async () => {
    const before = await published();
    const report = (await upload()).json();
    expect(report).toMatchObject({ committed: true, added: 5, alreadyPresent: 1, pending: 2, rejected: 2 });
    const [record] = await imports();
    expect(record).toEqual({
      id: expect.any(Number),
      importedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      importedBy: 'Dana Staff',
      files: [{ name: 'station.csv', kind: 'station', rows: 1 }, { name: 'narrowResult.csv', kind: 'legacyResult', rows: 10 }],
      added: 5, alreadyPresent: 1, pending: 2, rejected: 2,
      undoneAt: null, undoneBy: null, removed: null,
    });
    // A held row of the import loads later (its site added as new): it belongs to the import all the same.
    const resolved = await as(['Developer'], {
      method: 'POST', url: '/api/import/aliases',
      payload: { mappings: [{ kind: 'site', value: 'USGS-399999999999999', new: { latitude: 39.49, longitude: -104.84 } }] },
    });
    expect(resolved.json()).toMatchObject({ loaded: 1, stillPending: 1 });
    const imported = await published();
    expect(imported.results).toBe(before.results + 6);
    expect(imported.recordCounts).not.toEqual(before.recordCounts);
    expect(imported.summary).not.toEqual(before.summary);

    const undone = await undo(record.id);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({
      import: { id: record.id, undoneAt: expect.any(String), undoneBy: 'Dana Staff', removed: 6 },
      heldRowsRemoved: 1,
      afterCommitError: null,
    });
    expect(await published()).toEqual(before);
    const { rows } = await appOf().basinApi.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM import_held_rows');
    expect(rows).toEqual([{ n: 0 }]);
    expect((await imports())[0]).toMatchObject({ id: record.id, removed: 6, undoneBy: 'Dana Staff' });

    // Imported again, the file adds its results again; the site added for its held row stayed, so that row loads now.
    expect((await upload()).json()).toMatchObject({ committed: true, added: 6, alreadyPresent: 1, pending: 1 });
    expect((await imports()).map((entry: { id: number }) => entry.id)).toEqual([record.id + 1, record.id]);
  });

  test('409 for an import undone already, 404 for an unknown one, 400 naming the id and its rule', async () => {
    const [, first] = await imports();
    expect((await undo(first.id)).json()).toEqual({ error: 'Conflict', message: `import ${first.id} was undone already` });
    expect((await undo(first.id)).statusCode).toBe(409);
    expect((await undo(99999)).json()).toEqual({ error: 'Not Found', message: 'no import 99999' });
    const bad = await undo('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Bad Request', field: 'id', message: expect.stringMatching(/integer/) });
    expect((await undo(0)).json()).toMatchObject({ field: 'id', message: expect.stringMatching(/>= 1/) });
    const limit = await as(['Developer'], { method: 'GET', url: '/api/imports?limit=0' });
    expect(limit.json()).toMatchObject({ field: 'limit' });
  });
});
