// Feed files through the import (docs/feeds.md "Loading"), on both engines, into an empty portal: values
// of unknown sites and parameters wait for staff like results; once mapped they load with their status
// and qualifiers; importing the same file again adds nothing; a revision (provisional values approved)
// replaces them and the daily statistics of that day follow; a real NWIS file loses no row.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../db/types';
import { testEngines, type TestDatabase } from '../test-support/databases';
import { emptyPortalDatabase } from '../test-support/emptyPortal';
import { importFiles, type ImportFile } from '../wqx/import/importer';
import { resolvePending } from '../wqx/import/pending';
import { telemetryLocations } from '../routes/(public-read)/list-locations-telem/repository';

const HEADER = 'site,time,parameter,value,unit,qualifier';
const PROVISIONAL = [
  HEADER,
  'USGS-06713500,2026-03-08T09:15:00-07:00,00060,112,ft3/s,P',
  'USGS-06713500,2026-03-08T09:30:00-07:00,00060,120,ft3/s,P',
  'USGS-06713500,2026-03-08T09:45:00-07:00,00060,,ft3/s,Ice',
  'COCORAHS-CO-DG-12,2026-03-08,PRCP,7.62,mm,P',
].join('\n');
// The agency's review: the first value corrected, both approved.
const APPROVED = PROVISIONAL.replace('00060,112,ft3/s,P', '00060,113,ft3/s,A').replace('00060,120,ft3/s,P', '00060,120,ft3/s,A');

describe.each(testEngines())('feed files imported on %s', (engine) => {
  let database: TestDatabase;
  let db: Database;
  let folder: string;
  const file = (name: string, text: string): ImportFile => {
    const filePath = path.join(folder, name);
    writeFileSync(filePath, text);
    return { name, path: filePath };
  };

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'feeds-'));
    ({ database, db } = await emptyPortalDatabase(engine));
  });
  afterAll(async () => {
    await db?.end();
    await database?.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  const readings = async () =>
    (
      await db.query<{ value: number; status: string; qualifiers: string | null }>(
        `SELECT value, status, qualifiers FROM telemetry_readings t JOIN locations l ON l.id = t.location_id WHERE l.identifier = 'USGS-06713500' ORDER BY reading_time`,
      )
    ).rows;
  const day = async () =>
    (
      await db.query<{ daily_average: number; reading_count: number; provisional_count: number }>(
        `SELECT daily_average, reading_count, provisional_count FROM telemetry_daily d JOIN locations l ON l.id = d.location_id
          WHERE l.identifier = 'USGS-06713500' AND day = '2026-03-08'`,
      )
    ).rows;

  test('unknown sites and parameters hold the values; mapped, they load with their status', async () => {
    const report = await importFiles(db, [file('gauges.csv', PROVISIONAL)]);
    expect(report).toMatchObject({ committed: true, files: [{ name: 'gauges.csv', kind: 'feed', rows: 4 }], pending: 3, rejected: 1 });
    expect(report.rejectedRows).toEqual([{ file: 'gauges.csv', line: 4, column: 'value', reason: 'the agency gives no value here (Ice): nothing to store' }]);
    expect(report.pendingValues.map((value) => `${value.kind} ${value.value} ${value.rows}`).sort()).toEqual([
      'characteristic 00060 2', 'site COCORAHS-CO-DG-12 1', 'site USGS-06713500 2',
    ]);

    const resolution = await resolvePending(db, [
      { kind: 'site', value: 'USGS-06713500', fraction: '', new: { name: 'Cherry Creek near Franktown', latitude: 39.36, longitude: -104.76 } },
      { kind: 'site', value: 'COCORAHS-CO-DG-12', fraction: '', new: { name: 'Parker 2.1 SE', latitude: 39.49, longitude: -104.74 } },
      { kind: 'characteristic', value: '00060', fraction: '', new: { name: 'Discharge', unit: 'cfs' } },
    ]);
    expect(resolution).toMatchObject({ loaded: 3, stillPending: 0, rejected: 0 });
    expect(await readings()).toEqual([
      { value: 112, status: 'provisional', qualifiers: 'P' },
      { value: 120, status: 'provisional', qualifiers: 'P' },
    ]);
    const rain = await db.query(`SELECT precip_date::text, precip_in, status FROM precipitation p JOIN locations l ON l.id = p.location_id WHERE l.identifier = 'COCORAHS-CO-DG-12'`);
    expect(rain.rows).toEqual([{ precip_date: '2026-03-08', precip_in: 0.3, status: 'provisional' }]);
    expect(await day()).toEqual([{ daily_average: 116, reading_count: 2, provisional_count: 2 }]);
    // The new site (added without the telem flag) is a gauge now: Streamflow Data lists it.
    expect((await telemetryLocations(db)).map((gauge) => gauge.location_name)).toEqual(['USGS-06713500']);
  });

  test('the same file again adds nothing', async () => {
    const report = await importFiles(db, [file('gauges.csv', PROVISIONAL)]);
    expect(report).toMatchObject({ pending: 0, rejected: 1, feedValues: { added: 0, revised: 0, unchanged: 3 } });
    expect(await readings()).toHaveLength(2);
  });

  test("the agency's revision replaces the provisional values, and the day's statistics follow", async () => {
    const report = await importFiles(db, [file('gauges-approved.csv', APPROVED)]);
    expect(report.feedValues).toEqual({ added: 0, revised: 2, unchanged: 1 });
    expect(await readings()).toEqual([
      { value: 113, status: 'approved', qualifiers: 'A' },
      { value: 120, status: 'approved', qualifiers: 'A' },
    ]);
    expect(await day()).toEqual([{ daily_average: 116.5, reading_count: 2, provisional_count: 0 }]);
  });

  test('a real NWIS RDB file: every row stored, held or rejected with its reason', async () => {
    const rdb = path.join(__dirname, 'readers', 'fixtures', 'nwis-iv-boise.rdb');
    const report = await importFiles(db, [{ name: 'nwis-iv-boise.rdb', path: rdb }]);
    const [imported] = report.files;
    expect(imported).toMatchObject({ kind: 'feed' });
    expect(report.feedValues.added + report.feedValues.unchanged + report.pending + report.rejected).toBe(imported!.rows);
    expect(report.pendingValues.some((value) => value.kind === 'site' && value.value === 'USGS-13206000')).toBe(true);
  });
});
