// A small basin package written for the tests (fixtures/small-basin: two sites, three parameters, a
// layer of each file kind) loads into an empty database and the API shows it; loading it again changes
// nothing; a changed file changes what it changed; a package with ten kinds of mistakes is refused
// whole, each mistake located.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { migrate } from '../db/migrate';
import { createTestDatabase, testEngines, type TestDatabase } from '../test-support/databases';
import { loadPackage, type LoadOutcome } from './load';
import { formatPackageError, readPackage } from './read';

const SMALL_BASIN = path.join(__dirname, 'fixtures', 'small-basin');
// Shapefiles and GeoPackages are read through GDAL (Debian's gdal-bin; .ci/run installs it).
const hasGdal = spawnSync('ogr2ogr', ['--version']).status === 0;
if (!hasGdal) console.warn('Basin package tests skipped: ogr2ogr not found (install the Debian package gdal-bin; .ci/run does)');

const changed = (outcome: LoadOutcome) =>
  Object.fromEntries(outcome.changes.filter((c) => c.inserted + c.updated + c.deleted > 0).map((c) => [c.table, [c.inserted, c.updated, c.deleted]]));

/** A copy of the small basin to edit. */
function copyOfSmallBasin(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'small-basin-'));
  cpSync(SMALL_BASIN, folder, { recursive: true });
  return folder;
}

(hasGdal ? describe : describe.skip)('a package with mistakes', () => {
  let folder: string;
  beforeAll(() => {
    folder = copyOfSmallBasin();
    const edit = (file: string, from: string, to: string) => {
      const text = readFileSync(path.join(folder, file), 'utf8');
      if (!text.includes(from)) throw new Error(`${file} has no '${from}'`);
      writeFileSync(path.join(folder, file), text.replace(from, to));
    };
    edit('basin.json', '"zoom": 11', '"zoom": "eleven"'); // 1 a wrong type in JSON
    edit('parameter-groups.csv', '3,Field parameters,3', '3,Field parameters,3\n3,Other,4'); // 2 a repeated key
    edit('parameters.csv', '3,Dissolved oxygen,DO,mg/L,3,', '3,Dissolved oxygen,DO,mg/L,9,'); // 3 a reference to nothing
    edit('sites.csv', '2,WX-1,,Rain gauge at the dam,4,39.55,', '2,WX-1,,Rain gauge at the dam,4,95.5,'); // 4 out of range
    edit('sites.csv', 'true,true,true,2020-10-01', 'true,true,true,2020-13-01'); // 5 not a date
    edit('data/results.csv', '3,1,1,2021-07-20,14:00:00,410,', '3,1,1,2021-07-20,14:00:00,4l0,'); // 6 not a number
    edit('data/telemetry.csv', 'location_id,parameter_id,reading_time,value', 'location_id,parameter_id,reading_time,value,quality'); // 7 an unknown column
    edit('layers/streams.json', '"type": "line"', '"type": "lines"'); // 8 not a layer type
    edit('projects.geojson', '"coordinates":[-104.812,39.512]', '"coordinates":[-104.812]'); // 9 not a position
    writeFileSync(path.join(folder, 'organizations.csv'), 'id,name\n1,Test Creek Water Authority\n'); // 10 a required column missing
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test('is refused whole with ten located errors', async () => {
    const { errors } = await readPackage(folder);
    expect(errors.map(formatPackageError).sort()).toEqual(
      [
        "basin.json:4:38: /map/zoom must be number",
        'data/results.csv:4:6 (value): \'4l0\' is not a number',
        "data/telemetry.csv:1:5 (quality): unknown column 'quality' (the columns are location_id, parameter_id, reading_time, value, status, qualifiers)",
        "layers/streams.json:4:29: /layers/0/type must be equal to one of the allowed values",
        'organizations.csv:1:1 (abbrev): the required column \'abbrev\' is missing',
        'parameter-groups.csv:5:1 (id): 3 appears twice',
        'parameters.csv:4:5 (group_id): 9 is not in parameter-groups.csv',
        'projects.geojson:2:162: Point coordinates must be [longitude, latitude] positions in WGS 84',
        'sites.csv:2:14 (por_start): \'2020-13-01\' is not a date (YYYY-MM-DD)',
        'sites.csv:3:6 (latitude): 95.5 is above the maximum 90',
      ].sort(),
    );
  });
});

(hasGdal ? describe.each(testEngines()) : describe.skip.each(testEngines()))('the small basin on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance | undefined;
  let edited: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    edited = copyOfSmallBasin();
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    rmSync(edited, { recursive: true, force: true });
  });

  test('a freshly migrated database has the fixed vocabulary: the package keeps it as it is', async () => {
    const db = await database.open();
    try {
      await migrate(db);
      const { rows } = await db.query<{ types: string[]; flows: string[] }>(
        'SELECT (SELECT array_agg(name ORDER BY id) FROM location_types) AS types, (SELECT array_agg(name ORDER BY id) FROM flow_conditions) AS flows',
      );
      expect(rows[0]).toEqual({ types: ['Groundwater', 'Reservoir', 'Surface Water', 'Weather'], flows: ['Storm', 'Base', 'All'] });
    } finally {
      await db.end();
    }
  });

  test('loads into an empty database, then loading it again changes nothing, and an edit changes what it changed', async () => {
    const { basinPackage, errors } = await readPackage(SMALL_BASIN);
    expect(errors.map(formatPackageError)).toEqual([]);
    const db = await database.open();
    try {
      await migrate(db);
      const first = await loadPackage(db, basinPackage);
      expect(changed(first)).toEqual({
        basin: [1, 0, 0], organizations: [1, 0, 0], sources: [2, 0, 0], parameter_groups: [3, 0, 0],
        parameters: [3, 0, 0], characteristic_map: [3, 0, 0], parameter_benchmarks: [1, 0, 0], locations: [2, 0, 0], map_sources: [3, 0, 0], map_layers: [3, 0, 0],
        map_features: [3, 0, 0], pollution_abatement_projects: [1, 0, 0], results: [6, 0, 0], telemetry_readings: [4, 0, 0], precipitation: [3, 0, 0],
      });
      const again = await loadPackage(db, (await readPackage(SMALL_BASIN)).basinPackage);
      expect(changed(again)).toEqual({});

      // A site renamed, a result removed and another added, a layer's colour changed.
      const sites = path.join(edited, 'sites.csv');
      writeFileSync(sites, readFileSync(sites, 'utf8').replace('TC-1,,Test Creek at the county road', 'TC-1,,Test Creek at County Road 8'));
      const results = path.join(edited, 'data/results.csv');
      writeFileSync(results, readFileSync(results, 'utf8').replace(/^6,1,1,2022-05-10.*\n/m, ''));
      appendFileSync(results, '7,1,3,2022-05-10,09:45:00,7.9,,2,false,,1,1,,,,Accepted,\n');
      const streams = path.join(edited, 'layers/streams.json');
      writeFileSync(streams, readFileSync(streams, 'utf8').replace('#1e88e5', '#0d47a1'));
      const edit = await loadPackage(db, (await readPackage(edited)).basinPackage);
      expect(changed(edit)).toEqual({ locations: [0, 1, 0], map_layers: [0, 1, 0], results: [1, 0, 1] });
      const { rows } = await db.query<{ description: string }>('SELECT description FROM locations WHERE id = 1');
      expect(rows[0]?.description).toBe('Test Creek at County Road 8');
    } finally {
      await db.end();
    }
  });

  test('the API shows the loaded basin: its sites, parameters and layers', async () => {
    app = await buildApp({ ...database.appOptions, logger: false });
    await app.ready();
    const layers = (await app.inject({ method: 'GET', url: '/api/public-map/layers' })).json<Array<{ id: string }>>();
    expect(layers.map((layer) => layer.id).sort()).toEqual(['boundary-line', 'point-sources-circle', 'streams-line']);
    const sources = await app.inject({ method: 'GET', url: '/api/public-map/sources' });
    expect(sources.statusCode).toBe(200);
    // The Shapefile's polygon and the GeoPackage's point, converted to GeoJSON by GDAL.
    expect(sources.body).toContain('Test Creek Basin');
    expect(sources.body).toContain('Test Creek Water Reclamation Facility');
    const basin = (await app.inject({ method: 'GET', url: '/api/basin' })).json<{ name: string; map: { center: number[]; zoom: number } }>();
    expect(basin).toMatchObject({ name: 'Test Creek Basin', map: { center: [-104.8, 39.5], zoom: 11 } });
    const health = (await app.inject({ method: 'GET', url: '/api/health' })).json<{ results: number }>();
    expect(health.results).toBe(6);
  });
});
