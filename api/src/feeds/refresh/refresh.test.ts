// `npm run refresh-feeds` against a local server of recorded-shape answers, on both engines, in a portal
// loaded from a small package (the empty one, a gauge and a rain gauge, discharge, and feeds.json): the
// first run loads each source's initial period (the Water Data API's pages followed); a second run adds
// nothing and asks from a day before the newest value; once revisions are due the run reaches back to
// the oldest provisional value and the agency's approvals replace the provisional values; a source that
// fails (HTTP 500, a refused connection) is reported while the other still loads; a source configured
// otherwise, or whose values a package load removed, starts over from its initial period; the package's
// sources are what the database holds, exported back as they came.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportBasin } from '../../basin/export';
import { loadPackage, type LoadOutcome } from '../../basin/load';
import { formatPackageError, readPackage } from '../../basin/read';
import { EMPTY_PACKAGE_DIR } from '../../config';
import { migrate } from '../../db/migrate';
import type { Database } from '../../db/types';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test-support/databases';
import { startFeedServer, type FeedServer } from '../../test-support/feedServer';
import { refreshFeeds, type SourceReport } from './refresh';

const T0 = Date.parse('2026-03-10T12:00:00Z');
const at = (hours: number) => new Date(T0 + hours * 3_600_000);
const FETCH = { timeoutMs: 5_000, retryDelayMs: 0 };

/** A feature of the Water Data `continuous` collection, with the fields of the recorded page (readers/fixtures/usgs-waterdata-continuous.json). */
const reading = (site: string, time: string, value: string, approval: 'Provisional' | 'Approved') => ({
  type: 'Feature',
  id: `${site}-${time}`,
  geometry: null,
  properties: {
    approval_status: approval,
    last_modified: '2026-03-10T11:10:36.529563+00:00',
    monitoring_location_id: site,
    parameter_code: '00060',
    qualifier: null,
    statistic_id: '00011',
    time,
    time_series_id: `${site}-00060`,
    unit_of_measure: 'ft^3/s',
    value,
  },
});
const page = (features: object[], next?: string) =>
  JSON.stringify({ type: 'FeatureCollection', features, numberReturned: features.length, links: next ? [{ rel: 'next', href: next, type: 'application/geo+json' }] : [] });

/** The Access Data Service's daily-summaries CSV in standard units (readers/fixtures/ghcnd-service-standard.csv), for station USC00051778. */
const ghcnDays = (...days: [string, string, string][]) =>
  [
    '"STATION","DATE","LATITUDE","LONGITUDE","ELEVATION","NAME","PRCP","PRCP_ATTRIBUTES"',
    ...days.map(([day, inches, attributes]) => `"USC00051778","${day}","39.4897","-104.7419","1905.0","PARKER 2.1 SE, CO US","${inches}","${attributes}"`),
  ].join('\n');
// 2026-03-01 failed a quality check (QFLAG I): provisional until NOAA clears it.
const RAIN_DAYS: [string, string, string][] = [['2026-03-01', '0.12', ',I,7,'], ['2026-03-08', '0.00', 'T,,7,'], ['2026-03-09', '0.31', ',,7,']];
const RAIN = ghcnDays(...RAIN_DAYS);
/** The next day's answer: a day more. */
const RAIN_NEXT_DAY = ghcnDays(...RAIN_DAYS, ['2026-03-10', '0.05', ',,7,']);

const PACKAGE_FILES: Record<string, string> = {
  'parameter-groups.csv': 'id,name,sort_order\n1,Streamflow,1\n',
  'parameters.csv': 'id,name,abbrev,unit,group_id\n1,Discharge,Q,cfs,1\n',
  'characteristics.csv': 'characteristic,sample_fraction,parameter_id,preferred\n00060,,1,true\n',
  'sites.csv':
    'id,name,identifier,description,type_id,latitude,longitude\n' +
    '1,CC-FR,USGS-06713500,Cherry Creek near Franktown,3,39.36,-104.76\n' +
    '2,PARKER,GHCND-USC00051778,Parker 2.1 SE rain gauge,4,39.49,-104.74\n',
};

describe.each(testEngines())('feeds kept current on %s', (engine) => {
  let database: TestDatabase;
  let db: Database;
  let server: FeedServer;
  let folder: string;
  let sources: object[];

  const writeFeeds = (feeds: object[]) => {
    sources = feeds;
    writeFileSync(path.join(folder, 'feeds.json'), JSON.stringify({ $schema: './schema/feeds.schema.json', sources: feeds }, null, 2));
  };
  const load = async (): Promise<LoadOutcome> => {
    const { basinPackage, errors } = await readPackage(folder);
    expect(errors.map(formatPackageError)).toEqual([]);
    return loadPackage(db, basinPackage);
  };
  const refresh = async (hours: number, only?: string[]) => {
    server.requests.length = 0;
    const reports = await refreshFeeds(db, { now: at(hours), fetch: FETCH, sources: only });
    return Object.fromEntries(reports.map((report) => [report.source, report])) as Record<string, SourceReport>;
  };
  const readings = async () =>
    (await db.query<{ time: string; value: number; status: string }>(
      `SELECT to_char(reading_time AT TIME ZONE 'UTC', 'MM-DD HH24:MI') AS time, value, status FROM telemetry_readings ORDER BY reading_time`,
    )).rows;
  const rain = async () =>
    (await db.query<{ day: string; inches: number; status: string }>('SELECT precip_date::text AS day, precip_in AS inches, status FROM precipitation ORDER BY precip_date')).rows;
  const heldFeedRows = async () => (await db.query<{ count: number }>(`SELECT count(*)::integer AS count FROM import_held_rows WHERE kind = 'feed'`)).rows[0]?.count;

  beforeAll(async () => {
    server = await startFeedServer();
    folder = mkdtempSync(path.join(tmpdir(), 'feeds-basin-'));
    cpSync(EMPTY_PACKAGE_DIR, folder, { recursive: true });
    for (const [file, text] of Object.entries(PACKAGE_FILES)) writeFileSync(path.join(folder, file), text);
    writeFeeds([
      {
        id: 'gauges',
        format: 'usgsWaterDataContinuous',
        url: `${server.origin}/continuous/items?f=json&monitoring_location_id={sites}&parameter_code=00060&time={start}/{end}`,
        sites: ['USGS-06713500', 'USGS-06711565'],
      },
      {
        id: 'rain',
        format: 'ghcnDaily',
        url: `${server.origin}/ghcnd?dataset=daily-summaries&stations={sites}&dataTypes=PRCP&includeAttributes=true&units=standard&startDate={start}&endDate={end}`,
        sites: ['USC00051778'],
        ghcnUnits: 'standard',
      },
    ]);
    database = await createTestDatabase(engine);
    db = await database.open();
    await migrate(db);
    await load();
  });
  afterAll(async () => {
    await db?.end();
    await database?.destroy();
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  // USGS-06711565 is no site of the portal's: its value waits for staff.
  const newestReadings = (approval: 'Provisional' | 'Approved') => [
    reading('USGS-06713500', '2026-03-09T06:30:00+00:00', '118', approval),
    reading('USGS-06711565', '2026-03-09T06:30:00+00:00', '40', 'Provisional'),
  ];
  /** The answer from 2026-03-02 on, in two pages. */
  const servePages = (approval: 'Provisional' | 'Approved', firstValue: string) => {
    server.answer('/continuous/items', {
      body: page(
        [reading('USGS-06713500', '2026-03-02T06:00:00+00:00', firstValue, approval), reading('USGS-06713500', '2026-03-02T06:15:00+00:00', '120', approval)],
        `${server.origin}/continuous/items?cursor=Mg`,
      ),
    });
    server.answer('/continuous/items?cursor=Mg', { body: page(newestReadings(approval)) });
  };

  test("the first run loads each source's initial period", async () => {
    servePages('Provisional', '112');
    server.answer('/ghcnd', { body: RAIN });
    const reports = await refresh(0);
    expect(reports.gauges).toMatchObject({
      start: '2026-02-08T12:00:00Z', end: '2026-03-10T12:00:00Z', revisions: true, pages: 2, error: null,
      counts: { added: 3, revised: 0, unchanged: 0, pending: 1, rejected: 0 },
      pendingValues: [{ kind: 'site', value: 'USGS-06711565', rows: 1 }],
      newestValue: '2026-03-09T06:30:00.000Z',
    });
    expect(reports.rain).toMatchObject({ start: '2026-02-07', end: '2026-03-10', pages: 1, error: null, counts: { added: 3, revised: 0, unchanged: 0, pending: 0, rejected: 0 } });
    expect(server.requests).toEqual([
      '/continuous/items?f=json&monitoring_location_id=USGS-06713500,USGS-06711565&parameter_code=00060&time=2026-02-08T12:00:00Z/2026-03-10T12:00:00Z',
      '/continuous/items?cursor=Mg',
      '/ghcnd?dataset=daily-summaries&stations=USC00051778&dataTypes=PRCP&includeAttributes=true&units=standard&startDate=2026-02-07&endDate=2026-03-10',
    ]);
    expect(await readings()).toEqual([
      { time: '03-02 06:00', value: 112, status: 'provisional' },
      { time: '03-02 06:15', value: 120, status: 'provisional' },
      { time: '03-09 06:30', value: 118, status: 'provisional' },
    ]);
    expect(await rain()).toEqual([
      { day: '2026-03-01', inches: 0.12, status: 'provisional' },
      { day: '2026-03-08', inches: 0, status: 'approved' },
      { day: '2026-03-09', inches: 0.31, status: 'approved' },
    ]);
    const state = await db.query<{ source_id: string; newest_value_at: Date; last_success_at: Date; last_report: SourceReport }>(
      'SELECT source_id, newest_value_at, last_success_at, last_report FROM feed_source_state ORDER BY source_id',
    );
    expect(state.rows.map((row) => [row.source_id, row.newest_value_at.toISOString(), row.last_success_at.toISOString(), row.last_report.counts?.added])).toEqual([
      ['gauges', '2026-03-09T06:30:00.000Z', '2026-03-10T12:00:00.000Z', 3],
      ['rain', '2026-03-09T00:00:00.000Z', '2026-03-10T12:00:00.000Z', 3],
    ]);
  });

  test('a second run asks from a day before the newest value and adds nothing', async () => {
    // What the service gives for that period: the newest values, in one page.
    server.answer('/continuous/items', { body: page(newestReadings('Provisional')) });
    const reports = await refresh(0.25);
    expect(reports.gauges).toMatchObject({ start: '2026-03-08T06:30:00Z', revisions: false, pages: 1, counts: { added: 0, revised: 0, unchanged: 1, pending: 1, rejected: 0 } });
    // A day before the newest day, written a day earlier still (a date is read in the site's time zone).
    expect(reports.rain).toMatchObject({ start: '2026-03-07', revisions: false, counts: { added: 0, revised: 0, unchanged: 3, pending: 0 } });
    expect(server.requests).toEqual([
      '/continuous/items?f=json&monitoring_location_id=USGS-06713500,USGS-06711565&parameter_code=00060&time=2026-03-08T06:30:00Z/2026-03-10T12:15:00Z',
      '/ghcnd?dataset=daily-summaries&stations=USC00051778&dataTypes=PRCP&includeAttributes=true&units=standard&startDate=2026-03-07&endDate=2026-03-10',
    ]);
    // The unknown site's value is held once, whichever file and line of whichever answer repeat it.
    expect(await heldFeedRows()).toBe(1);
  });

  test("revisions due: the run reaches back to the oldest provisional value, and the agency's approvals replace it", async () => {
    servePages('Approved', '113');
    const reports = await refresh(25);
    expect(reports.gauges).toMatchObject({ start: '2026-03-02T06:00:00Z', revisions: true, counts: { added: 0, revised: 3, unchanged: 0, pending: 1, rejected: 0 } });
    expect(reports.rain).toMatchObject({ start: '2026-02-28', revisions: true, counts: { added: 0, revised: 0, unchanged: 3 } });
    expect(server.requests[0]).toContain('&time=2026-03-02T06:00:00Z/2026-03-11T13:00:00Z');
    expect(await readings()).toEqual([
      { time: '03-02 06:00', value: 113, status: 'approved' },
      { time: '03-02 06:15', value: 120, status: 'approved' },
      { time: '03-09 06:30', value: 118, status: 'approved' },
    ]);
    // Nothing provisional is left at the gauge: the next check starts from a day before the newest value.
    const next = await refresh(50);
    expect(next.gauges).toMatchObject({ start: '2026-03-08T06:30:00Z', revisions: true, counts: { unchanged: 3 } });
  });

  test('a failing source is reported and keeps its state; the other source still loads', async () => {
    server.answer('/continuous/items', { status: 500, body: 'Internal Server Error' });
    server.answer('/ghcnd', { body: RAIN_NEXT_DAY });
    const reports = await refresh(51);
    expect(reports.gauges?.counts).toBeNull();
    expect(reports.gauges?.error).toBe(
      `${server.origin}/continuous/items?f=json&monitoring_location_id=USGS-06713500,USGS-06711565&parameter_code=00060&time=2026-03-08T06:30:00Z/2026-03-12T15:00:00Z: HTTP 500 Internal Server Error: Internal Server Error (tried twice)`,
    );
    expect(server.requests.filter((request) => request.startsWith('/continuous/'))).toHaveLength(2);
    expect(reports.rain).toMatchObject({ error: null, counts: { added: 1, unchanged: 3 } });
    const state = await db.query<{ last_run_at: Date; last_success_at: Date; error: string | null }>(
      `SELECT last_run_at, last_success_at, last_report->>'error' AS error FROM feed_source_state WHERE source_id = 'gauges'`,
    );
    expect(state.rows.map((row) => [row.last_run_at.toISOString(), row.last_success_at.toISOString(), row.error])).toEqual([[at(51).toISOString(), at(50).toISOString(), reports.gauges?.error]]);
  });

  test("an answer of nothing is nothing new; an answer that is not the source's format fails it", async () => {
    server.answer('/continuous/items', { body: '<html><body>Down for maintenance</body></html>' });
    server.answer('/ghcnd', { body: ghcnDays() });
    const reports = await refresh(51.5);
    expect(reports.gauges?.error).toBe(
      'page 1 of the answer is not USGS Water Data continuous values but of no feed format: it starts "<html><body>Down for maintenance</body></html>"',
    );
    expect(reports.rain).toMatchObject({ pages: 1, error: null, counts: { added: 0, revised: 0, unchanged: 0, pending: 0, rejected: 0 }, newestValue: null });
  });

  test('a source moved to a service that refuses the connection is reported; values a package load removed are asked for again', async () => {
    const closed = await startFeedServer();
    await closed.close();
    writeFeeds(sources.map((source) => ('format' in source && source.format === 'usgsWaterDataContinuous' ? { ...source, url: `${closed.origin}/continuous/items?time={start}/{end}` } : source)));
    // The package has no data/ files: its load makes the portal's readings and rain what it says, none.
    const outcome = await load();
    expect(outcome.changes.filter((change) => change.updated + change.deleted > 0).map(({ table, updated, deleted }) => [table, updated, deleted])).toEqual([
      ['telemetry_readings', 0, 3],
      ['precipitation', 0, 4],
      ['feed_sources', 1, 0],
    ]);
    server.answer('/ghcnd', { body: RAIN_NEXT_DAY });
    const reports = await refresh(52);
    // Another URL: the initial period again.
    expect(reports.gauges).toMatchObject({ start: '2026-02-10T16:00:00Z', revisions: true, counts: null });
    expect(reports.gauges?.error).toMatch(/fetch failed \(ECONNREFUSED\) \(tried twice\)$/);
    // No value of the rain gauge is left: the initial period again, and its days are back.
    expect(reports.rain).toMatchObject({ start: '2026-02-09', revisions: true, error: null, counts: { added: 4, revised: 0, unchanged: 0 } });
    expect(await rain()).toHaveLength(4);
    expect(Object.keys(await refresh(53, ['rain']))).toEqual(['rain']);
  });

  test("the package's sources are exported back as they came, and leave with their state", async () => {
    const exported = mkdtempSync(path.join(tmpdir(), 'feeds-export-'));
    try {
      await exportBasin(db, exported);
      expect(JSON.parse(readFileSync(path.join(exported, 'feeds.json'), 'utf8'))).toEqual({ $schema: './schema/feeds.schema.json', sources });
    } finally {
      rmSync(exported, { recursive: true, force: true });
    }
    rmSync(path.join(folder, 'feeds.json'));
    const outcome = await load();
    expect(outcome.changes.find((change) => change.table === 'feed_sources')).toMatchObject({ deleted: 2 });
    expect((await db.query('SELECT source_id FROM feed_source_state')).rows).toEqual([]);
    expect(await refresh(54)).toEqual({});
  });
});
