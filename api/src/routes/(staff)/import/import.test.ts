import { readFileSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { testEngines } from '../../../test-support/databases';
import { useSeededApp } from '../../../test-support/seededApp';
import { fixture, form, IMPORT_FIXTURES as FIXTURES } from '../../../test-support/importUpload';
import { TestIdentityProvider } from '../../../test-support/testIdentityProvider';

describe.each(testEngines())('POST /api/import on %s', (engine) => {
  let provider: TestIdentityProvider;
  beforeAll(async () => {
    provider = await TestIdentityProvider.start();
  });
  afterAll(async () => provider?.stop());
  const appOf = useSeededApp(engine, { app: () => ({ auth: provider.authOptions() }) });

  const post = async (roles: string[] | null, body: ReturnType<typeof form>, headers: Record<string, string> = {}) => {
    const authorization = roles ? { authorization: `Bearer ${await provider.token({ claims: { sub: 'importer', roles } })}` } : {};
    return appOf().inject({ method: 'POST', url: '/api/import', payload: body.payload, headers: { ...body.headers, ...authorization, ...headers } });
  };
  const pair = () => form([fixture('narrowResult.csv'), fixture('station.csv')]);

  test('401 without a token, 403 for role User', async () => {
    expect((await post(null, pair())).statusCode).toBe(401);
    expect((await post(['User'], pair())).statusCode).toBe(403);
  });

  test('a Developer imports a result file with its station file, strict first (nothing changes), then for real', async () => {
    const strict = await post(['Developer'], form([fixture('narrowResult.csv'), fixture('station.csv')], { strict: 'true' }));
    expect(strict.statusCode).toBe(200);
    expect(strict.json()).toMatchObject({ committed: false, added: 5, pending: 2, rejected: 2 });
    const response = await post(['Developer'], pair());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ committed: true, added: 5, alreadyPresent: 1, pending: 2, rejected: 2, sitesCreated: 1 });
    expect(response.json().rejectedRows[0]).toEqual({ file: 'narrowResult.csv', line: 6, column: 'ActivityStartDate', reason: "unparseable date '2021-13-05' (expected YYYY-MM-DD or M/D/YYYY)" });
    expect(response.json().pendingValues).toContainEqual({ kind: 'characteristic', value: 'Glyphosate', fraction: 'Total', rows: 1 });
    const again = await post(['Administrator'], pair());
    expect(again.json()).toMatchObject({ committed: true, added: 0, alreadyPresent: 6 });
  });

  test("a rejected row's reason is in the caller's language (Accept-Language)", async () => {
    const response = await post(['Developer'], form([fixture('narrowResult.csv')], { dryRun: 'true' }), { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' });
    expect(response.statusCode).toBe(200);
    expect(response.json().rejectedRows.map((row: { reason: string }) => row.reason)).toEqual([
      "fecha ilegible '2021-13-05' (se espera AAAA-MM-DD o M/D/AAAA)",
      "unidad no convertible 'mg/l' (a NTU)",
    ]);
  });

  test('an upload of several megabytes is taken (no JSON body limit)', async () => {
    const [header, ...lines] = readFileSync(path.join(FIXTURES, 'narrowResult.csv'), 'utf8').trim().split('\n');
    const temperature = lines[1]!;
    const body = Array.from({ length: 20_000 }, (_, n) => temperature.replace('NWIS-100002', `NWIS-BIG-${n}`)).join('\n');
    const response = await post(['Developer'], form([['big.csv', `${header}\n${body}\n`], fixture('station.csv')]));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ committed: true, added: 20_000, rejected: 0 });
  });

  test('TSV imports too', async () => {
    const rows = Papa.parse<string[]>(readFileSync(path.join(FIXTURES, 'wqx3-narrow.csv'), 'utf8').trim()).data;
    const tsv = Papa.unparse(rows, { delimiter: '\t' });
    const response = await post(['Developer'], form([['wqx3-narrow.tsv', tsv]]));
    expect(response.json()).toMatchObject({ committed: true, added: 3, rejected: 0, files: [{ name: 'wqx3-narrow.tsv', kind: 'wqx3Narrow', rows: 3 }] });
  });

  test('400: no file, not multipart, a truncated upload, a file of no known kind', async () => {
    expect((await post(['Developer'], form([], { strict: 'true' }))).json()).toMatchObject({ field: 'files', message: 'no file uploaded' });
    const json = await appOf().inject({
      method: 'POST', url: '/api/import', payload: { files: [] },
      headers: { authorization: `Bearer ${await provider.token({ claims: { sub: 'importer', roles: ['Developer'] } })}` },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ field: 'files' });
    const truncated = await post(['Developer'], { payload: pair().payload.slice(0, 500), headers: pair().headers });
    expect(truncated.statusCode).toBe(400);
    const other = await post(['Developer'], form([['notes.csv', 'a,b\n1,2\n']]));
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ field: 'files', message: expect.stringMatching(/^notes\.csv: not a Water Quality Portal file/) });
  });

  describe('pending values: GET /api/import/pending, POST /api/import/aliases', () => {
    const call = async (roles: string[] | null, method: 'GET' | 'POST', url: string, payload?: unknown) => {
      const authorization = roles ? { authorization: `Bearer ${await provider.token({ claims: { sub: 'importer', roles } })}` } : {};
      return appOf().inject({ method, url, headers: authorization, ...(payload === undefined ? {} : { payload: payload as object }) });
    };

    test('staff only', async () => {
      expect((await call(null, 'GET', '/api/import/pending')).statusCode).toBe(401);
      expect((await call(['User'], 'GET', '/api/import/pending')).statusCode).toBe(403);
      expect((await call(['User'], 'POST', '/api/import/aliases', { mappings: [] })).statusCode).toBe(403);
    });

    test('the held rows of the upload are listed; a mapping loads them and answers the counts', async () => {
      const listed = await call(['Developer'], 'GET', '/api/import/pending');
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual([
        { kind: 'characteristic', value: 'Glyphosate', fraction: 'Total', rows: 1, firstFile: 'narrowResult.csv', firstSeen: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/) },
        { kind: 'site', value: 'USGS-399999999999999', fraction: '', rows: 1, firstFile: 'narrowResult.csv', firstSeen: expect.any(String) },
      ]);
      const resolved = await call(['Administrator'], 'POST', '/api/import/aliases', {
        mappings: [{ kind: 'site', value: 'USGS-399999999999999', new: { latitude: 39.49, longitude: -104.84, name: 'A second test crossing' } }],
      });
      expect(resolved.statusCode).toBe(200);
      expect(resolved.json()).toMatchObject({ aliases: 0, sitesCreated: 1, loaded: 1, alreadyPresent: 0, rejected: 0, stillPending: 1, pendingValues: [{ kind: 'characteristic', value: 'Glyphosate' }] });
      const accepted = await call(['Developer'], 'POST', '/api/import/aliases', { mappings: [], acceptNew: true });
      expect(accepted.json()).toMatchObject({ parametersCreated: 1, loaded: 1, stillPending: 0, pendingValues: [] });
    });

    test('400 naming the field and the rule', async () => {
      const bad = async (payload: unknown) => (await call(['Developer'], 'POST', '/api/import/aliases', payload)).json();
      expect(await bad({ mappings: [{ kind: 'parameter', value: 'x', target: 'y' }] })).toMatchObject({ error: 'Bad Request', field: 'mappings.0.kind' });
      expect(await bad({ mappings: [{ kind: 'unit', value: '', target: 'mg/L' }] })).toMatchObject({ field: 'mappings.0.value' });
      expect(await bad({ mappings: [{ kind: 'site', value: 'X', new: { latitude: 91, longitude: 0 } }] })).toMatchObject({ field: 'mappings.0.new.latitude' });
      expect(await bad({})).toMatchObject({ field: 'mappings' });
      expect(await bad({ mappings: [{ kind: 'unit', value: '%', target: 'mg/L' }, { kind: 'unit', value: 'x', target: 'furlongs' }] })).toEqual({
        error: 'Bad Request', field: 'mappings.1.target', message: expect.stringMatching(/^'furlongs' is not a unit code the import converts/),
      });
      expect(await bad({ mappings: [{ kind: 'flow_condition', value: 'Flood', target: 'Storm', new: {} }] })).toMatchObject({ field: 'mappings.0.target', message: expect.stringMatching(/either target/) });
      expect(await bad({ mappings: [{ kind: 'characteristic', value: 'Calcium', target: 'no such parameter' }] })).toMatchObject({ field: 'mappings.0.target', message: "no parameter with id or name 'no such parameter'" });
      // Refused mappings changed nothing.
      expect((await call(['Developer'], 'GET', '/api/import/pending')).json()).toEqual([]);
      const { rows } = await appOf().basinApi.db.query('SELECT kind, value FROM import_aliases');
      expect(rows).toEqual([]);
    });
  });

  describe('with IMPORT_FILE_MB below the upload', () => {
    const smallApp = useSeededApp(engine, { app: () => ({ auth: provider.authOptions(), importFileBytes: 64 * 1024 }) });

    test('413 for a file over the limit, and nothing is imported', async () => {
      const results = async () => (await smallApp().basinApi.db.query<{ count: number }>('SELECT count(*)::int AS count FROM results')).rows[0]!.count;
      const before = await results();
      const [header, ...lines] = readFileSync(path.join(FIXTURES, 'narrowResult.csv'), 'utf8').trim().split('\n');
      const body = form([['large.csv', `${header}\n${Array.from({ length: 400 }, () => lines[1]).join('\n')}\n`], fixture('station.csv')]);
      const token = await provider.token({ claims: { sub: 'importer', roles: ['Developer'] } });
      const response = await smallApp().inject({ method: 'POST', url: '/api/import', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'Payload Too Large', message: expect.stringMatching(/^large\.csv is larger than the 64 KiB a file may be \(IMPORT_FILE_MB\)/) });
      expect(await results()).toBe(before);
    });
  });
});
