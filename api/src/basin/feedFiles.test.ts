// A basin package's feeds/ folder (basin/feedFiles.ts): its agency files load through the import after the
// package's tables, on both engines; the package's sites, parameters and characteristics map them, and
// loading them again adds nothing.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EMPTY_PACKAGE_DIR } from '../config';
import type { Database } from '../db/types';
import { testEngines, type TestDatabase } from '../test-support/databases';
import { emptyPortalDatabase } from '../test-support/emptyPortal';
import { importPackageFeeds, packageFeedFiles } from './feedFiles';

const RDB = path.join(__dirname, '..', 'feeds', 'readers', 'fixtures', 'nwis-iv-boise.rdb');

/** The empty package with one gauge (USGS-13206000), flow and stage, their USGS codes, and the RDB file in feeds/. */
function gaugePackage(folder: string): void {
  cpSync(EMPTY_PACKAGE_DIR, folder, { recursive: true });
  writeFileSync(path.join(folder, 'sites.csv'), 'id,name,identifier,description,type_id,latitude,longitude,telem\n1,BR-GLEN,USGS-13206000,Boise River at Glenwood Bridge,3,43.6604,-116.2798,true\n');
  writeFileSync(path.join(folder, 'parameter-groups.csv'), 'id,name\n1,Telemetry\n');
  writeFileSync(path.join(folder, 'parameters.csv'), 'id,name,abbrev,unit,group_id\n2,Flow,Flow,cfs,1\n1901,Stage,Stage,ft,1\n');
  writeFileSync(path.join(folder, 'characteristics.csv'), 'characteristic,sample_fraction,parameter_id\n00060,,2\n00065,,1901\n');
  mkdirSync(path.join(folder, 'feeds'));
  cpSync(RDB, path.join(folder, 'feeds', 'boise-iv.rdb'));
  writeFileSync(path.join(folder, 'feeds', 'README.md'), 'Not a feed: left out.\n');
}

describe.each(testEngines())("a basin package's feed files on %s", (engine) => {
  let database: TestDatabase;
  let db: Database;
  let folder: string;

  beforeAll(async () => {
    folder = path.join(mkdtempSync(path.join(tmpdir(), 'package-feeds-')), 'basin');
    gaugePackage(folder);
    ({ database, db } = await emptyPortalDatabase(engine, folder));
  });
  afterAll(async () => {
    await db?.end();
    await database?.destroy();
    rmSync(path.dirname(folder), { recursive: true, force: true });
  });

  test('lists the feed files, not the readme', async () => {
    expect((await packageFeedFiles(folder)).map((file) => file.name)).toEqual(['feeds/boise-iv.rdb']);
  });

  test('loads them with their status, and again adds nothing', async () => {
    const first = await importPackageFeeds(db, folder);
    expect(first).toMatchObject({ committed: true, pending: 0, rejected: 0 });
    expect(first!.feedValues.added).toBe(first!.files[0]!.rows);
    const { rows } = await db.query<{ parameter_id: number; status: string; n: number }>(
      'SELECT parameter_id, status, count(*)::integer AS n FROM telemetry_readings GROUP BY 1, 2 ORDER BY 1, 2',
    );
    expect(rows.map((row) => row.parameter_id)).toEqual([2, 1901]);
    expect(rows.every((row) => row.status === 'provisional')).toBe(true);
    const days = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM telemetry_daily WHERE provisional_count = reading_count');
    expect(days.rows[0]!.n).toBeGreaterThan(0);

    const again = await importPackageFeeds(db, folder);
    expect(again!.feedValues).toEqual({ added: 0, revised: 0, unchanged: first!.feedValues.added });
  });
});
