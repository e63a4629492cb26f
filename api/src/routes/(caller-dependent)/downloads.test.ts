import Papa from 'papaparse';
import Fastify from 'fastify';
import envPlugin from '../../plugins/env';
import { downloadRows, downloadSelectSql } from '../../downloads/rows';
import { batchedCsv, downloadCsv } from '../../downloads/csvStream';
import type { Database } from '../../db/types';
import { DOWNLOAD_COLUMNS, DOWNLOAD_RECORD_CAP, type SavedDownloadFilter } from '../../schemas';
import { testEngines } from '../../test-support/databases';
import { useSeededApp } from '../../test-support/seededApp';
import { anonymousVisitor } from '../../test-support/visitor';

const FILTER: SavedDownloadFilter = {
  user_uuid: 'public',
  parameters: [28, 29, 30, 73],
  locations: [68, 83],
  flow_conditions: [3],
  start_date: '1991-10-01',
  end_date: '2026-09-30',
};

/** Results whose text a spreadsheet would run as a formula, or that need quoting: the CSV must neutralise and quote them. */
const AWKWARD_FILTER: SavedDownloadFilter = { ...FILTER, locations: [79], parameters: [24], start_date: '1985-01-01', end_date: '1985-12-31' };

async function text(stream: AsyncIterable<string | Buffer>): Promise<string> {
  let all = '';
  for await (const chunk of stream) all += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return all;
}

async function insertAwkwardResults(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO results (location_id, parameter_id, sample_date, value, depth_m, taxa, flag, nondetect)
     VALUES (79, 24, '1985-06-01', -1.5, 0.5, '=1+2', '@SUM(A1)', false),
            (79, 24, '1985-06-02', 2.25, NULL, NULL, 'says "hi", twice', true),
            (79, 24, '1985-06-03', 3, 12.5, '-minus', E'line\nbreak', false)`,
  );
}

describe.each(testEngines())('Query & Download API on %s', (engine) => {
  let awkwardCsv = '';
  let streamedChunks = 0;
  let afterStoppedDownloads = 0;
  let batchedAwkwardCsv = '';
  let expectedCount = 0;
  let expectedBaseCount = 0;
  let batches = 0;
  const batchSizes: number[] = [];
  const growingSizes: number[] = [];
  let selectSqlRows = 0;

  let cap = 0;
  const appOf = useSeededApp(engine, {
    prepare: async (db) => {
      const count = (flows: number[] | null) =>
        db.query<{ n: number }>(
          `SELECT count(*)::integer AS n FROM results WHERE location_id = ANY($1) AND parameter_id = ANY($2) AND sample_date BETWEEN $3 AND $4 AND ($5::int[] IS NULL OR flow_condition_id = ANY($5))`,
          [FILTER.locations, FILTER.parameters, FILTER.start_date, FILTER.end_date, flows],
        );
      expectedCount = (await count(null)).rows[0]!.n;
      expectedBaseCount = (await count([2])).rows[0]!.n;
      for await (const batch of downloadRows(db, FILTER, 50, 50)) {
        batches += 1;
        batchSizes.push(batch.length);
      }
      for await (const batch of downloadRows(db, FILTER, 10, 40)) growingSizes.push(batch.length);
      selectSqlRows = (await db.query(downloadSelectSql(FILTER))).rows.length;
      // Thousands of rows (several hundred kB) at the reservoir stations.
      const reservoir = { ...FILTER, locations: [79, 80, 81], parameters: [24, 3, 8, 28, 29] };
      for await (const _chunk of await downloadCsv(db, reservoir)) streamedChunks += 1;
      // Visitors who cancel: more stopped downloads than the pool has connections (10 on PostgreSQL).
      for (let visitor = 0; visitor < 12; visitor += 1) {
        for await (const _chunk of await downloadCsv(db, reservoir)) break;
      }
      afterStoppedDownloads = (await db.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one;
      await insertAwkwardResults(db);
      awkwardCsv = await text(await downloadCsv(db, AWKWARD_FILTER));
      batchedAwkwardCsv = await text(batchedCsv(db, AWKWARD_FILTER));
      cap = expectedCount + 10;
    },
    // A cap just above the saved filter's count, so the rule is exercised on the small test dataset.
    app: () => ({ downloadRecordCap: cap }),
  });

  /** One anonymous browser: its requests carry the visitor cookie the API issued it. */
  function browser() {
    const { send, cookie } = anonymousVisitor(appOf);
    return {
      save: (filter: object) => send({ method: 'PUT', url: '/api/download-user-filters', payload: filter }),
      read: () => send({ method: 'GET', url: '/api/download-user-filters/public' }),
      count: async () => (await send({ method: 'POST', url: '/api/download-user-filters-recordcounts', payload: { uuid: 'public' } })).json(),
      download: () => send({ method: 'POST', url: '/api/download-user-selected-data', payload: { uuid: 'public' } }),
      cookie,
    };
  }
  const visitor = browser();
  const { save, count, download } = visitor;

  it('has no saved filter at first', async () => {
    const none = await visitor.read();
    expect({ status: none.statusCode, body: none.json() }).toEqual({ status: 200, body: null });
    expect(visitor.cookie()).toMatch(/^bwp_visitor=[\w-]+\.[\w-]+$/);
    expect(await count()).toEqual([{ sel_recordcount: 0, max_records: cap }]);
  });

  it("writes the same file on either path, formulas neutralised and awkward text quoted (COPY on PostgreSQL)", () => {
    expect(awkwardCsv).toBe(batchedAwkwardCsv);
    expect(awkwardCsv.split('\r\n')).toEqual([
      DOWNLOAD_COLUMNS.join(','),
      expect.stringMatching(/^CCR-1,Chlorophyll-a,[^,]+,1985-06-01,-1.5,µg\/L,,Reservoir,,'=1\+2,0.5,m,Photic zone,'@SUM\(A1\),approved$/),
      expect.stringMatching(/^CCR-1,Chlorophyll-a,[^,]+,1985-06-02,2.25,µg\/L,,Reservoir,,,,,,"Not detected \(value is the detection limit\); says ""hi"", twice",approved$/),
      expect.stringMatching(/^CCR-1,Chlorophyll-a,[^,]+,1985-06-03,3,µg\/L,,Reservoir,,'-minus,12.5,m,Below photic zone,"line\nbreak",approved$/),
      '',
    ]);
  });

  it('saves, reads and counts the filter', async () => {
    expect((await save(FILTER)).statusCode).toBe(200);
    expect((await visitor.read()).json()).toEqual(FILTER);
    expect(expectedCount).toBeGreaterThan(100);
    expect(await count()).toEqual([{ sel_recordcount: expectedCount, max_records: cap }]);
    await save({ ...FILTER, flow_conditions: [2] });
    expect(await count()).toEqual([{ sel_recordcount: expectedBaseCount, max_records: cap }]);
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
    expect(batchSizes.slice(0, -1).every((size) => size === 50)).toBe(true);
    expect(batchSizes.reduce((a, b) => a + b, 0)).toBe(expectedCount);
    // Batches start small (first bytes at once) and double up to the maximum.
    expect(growingSizes.slice(0, 4)).toEqual([10, 20, 40, 40]);
    expect(growingSizes.reduce((a, b) => a + b, 0)).toBe(expectedCount);
    // The one-statement form (the benchmark's COPY floor) selects the same rows.
    expect(selectSqlRows).toBe(expectedCount);
  });

  it('sends the file over a real socket as it is written, in several chunks', async () => {
    // Several chunks leave the database side (COPY data or row batches): the file is never built whole.
    expect(streamedChunks).toBeGreaterThan(1);
    const app = appOf();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/download-user-selected-data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: visitor.cookie()! },
      body: JSON.stringify({ uuid: 'public' }),
    });
    let text = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) text += decoder.decode(chunk, { stream: true });
    expect(response.status).toBe(200);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(expectedCount + 1);
  });

  it('a download stopped half-way gives its database connection back (the next ones still run)', () => {
    expect(afterStoppedDownloads).toBe(1);
  });

  it('refuses a download above the cap with the spec message', async () => {
    await save({ ...FILTER, locations: [68, 83, 79, 80, 81], parameters: [28, 29, 30, 73, 24, 3, 8] });
    const response = await download();
    expect(response.statusCode).toBe(413);
    // The message names the configured cap (the spec's text at the default 110,000).
    expect(response.json()).toMatchObject({ message: `Maximum records for download is ${cap.toLocaleString('en-US')}` });
    await save(FILTER);
  });

  it('uses the spec cap of 110,000 unless told otherwise', async () => {
    // The test dataset (scale 0.05, about 48,000 results) cannot exceed the real cap; the benchmark checks
    // the 413 at the real constant on the full dataset. Here: the default is the constant.
    expect(DOWNLOAD_RECORD_CAP).toBe(110_000);
    const bare = Fastify();
    await bare.register(envPlugin);
    expect(bare.config.downloadRecordCap).toBe(110_000);
    await bare.close();
  });

  it("refuses another user's filter", async () => {
    const foreign = await save({ ...FILTER, user_uuid: 'someone-else' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ error: 'Forbidden', field: 'user_uuid' });
    expect((await appOf().inject({ method: 'POST', url: '/api/download-user-filters-recordcounts', payload: { uuid: 'someone-else' } })).statusCode).toBe(403);
    expect((await appOf().inject({ method: 'GET', url: '/api/download-user-filters/someone-else' })).statusCode).toBe(403);
    expect((await appOf().inject({ method: 'POST', url: '/api/download-user-selected-data', payload: { uuid: 'someone-else' } })).statusCode).toBe(403);
  });

  it('gives each anonymous browser its own filter: two at once each download exactly their own rows', async () => {
    const [first, second] = [browser(), browser()];
    const baseOnly = { ...FILTER, flow_conditions: [2] };
    // First contact issues each its cookie; then both save at the same moment.
    await Promise.all([first.read(), second.read()]);
    expect(first.cookie()).not.toBe(second.cookie());
    await Promise.all([first.save(FILTER), second.save(baseOnly)]);
    const [a, b] = await Promise.all([first.download(), second.download()]);
    expect(Papa.parse(a.body.trim(), { header: true }).data).toHaveLength(expectedCount);
    expect(Papa.parse(b.body.trim(), { header: true }).data).toHaveLength(expectedBaseCount);
    expect(await first.count()).toEqual([{ sel_recordcount: expectedCount, max_records: cap }]);
    expect(await second.count()).toEqual([{ sel_recordcount: expectedBaseCount, max_records: cap }]);
    expect((await second.read()).json()).toEqual({ ...baseOnly, user_uuid: 'public' });
  });

  it("never reads another browser's filter with a missing or forged cookie", async () => {
    const owner = browser();
    await owner.save(FILTER);
    const [id] = owner.cookie()!.slice('bwp_visitor='.length).split('.');
    for (const cookie of [undefined, `bwp_visitor=${id}`, `bwp_visitor=${id}.forged`, `bwp_visitor=${id}.${'A'.repeat(43)}`]) {
      const response = await appOf().inject({ method: 'GET', url: '/api/download-user-filters/public', headers: cookie ? { cookie } : {} });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 200, body: null });
      // A new identity is issued instead of the owner's.
      expect(String(response.headers['set-cookie'])).not.toContain(`bwp_visitor=${id}.`);
    }
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

  // The rules the schema cannot say (date order, known ids) answer with exactly this body (plugins/errors.ts).
  it.each([
    [{ ...FILTER, start_date: '2027-01-01' }, '{"error":"Bad Request","message":"must not be before start_date","field":"end_date"}'],
    [{ ...FILTER, parameters: [28, 999999] }, '{"error":"Bad Request","message":"unknown parameter ids: 999999","field":"parameters"}'],
    [{ ...FILTER, locations: [424242] }, '{"error":"Bad Request","message":"unknown location ids: 424242","field":"locations"}'],
  ])('answers a bad filter (%#) with the body %s', async (filter, body) => {
    const response = await save(filter);
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(body);
  });
});
