// GDAL reads the OGC API - Features service (issue 18): `ogrinfo OAPIF:` lists every collection with the
// feature count the API gives, and `ogr2ogr` copies the locations to a GeoPackage with as many features.
// Needs Debian's gdal-bin (`.ci/run` installs it); skipped with a message without it. One engine:
// PostgreSQL when this run has it (GDAL reads over HTTP, the engine changes nothing it sees).
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { testEngines } from '../../test-support/databases';
import { useSeededApp } from '../../test-support/seededApp';

const run = promisify(execFile);
const GDAL_TIMEOUT_MS = 120_000;
const hasGdal = spawnSync('ogrinfo', ['--version']).status === 0;
if (!hasGdal) console.warn('GDAL tests skipped: ogrinfo not found (install the Debian package gdal-bin; .ci/run does)');

const engines = testEngines();
const engine = engines.includes('postgres') ? 'postgres' : engines[0]!;

/** Feature counts by layer from `ogrinfo -so -al` ("Layer name: x" ... "Feature Count: n"). */
function featureCounts(output: string): Record<string, number> {
  const counts: Record<string, number> = {};
  let layer = '';
  for (const line of output.split('\n')) {
    const name = /^Layer name: (.+)$/.exec(line)?.[1];
    if (name) layer = name.trim();
    const count = /^Feature Count: (\d+)$/.exec(line)?.[1];
    if (count) counts[layer] = Number(count);
  }
  return counts;
}

(hasGdal ? describe : describe.skip)(`GDAL reads the OGC API on ${engine}`, () => {
  const app = useSeededApp(engine);
  let url = '';
  let directory = '';
  beforeAll(async () => {
    await app().listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(app().server.address() as AddressInfo).port}/api/ogc`;
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'basin-ogc-gdal-'));
  });
  afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

  const numberMatched = async (collection: string) =>
    (await app().inject({ method: 'GET', url: `/api/ogc/collections/${collection}/items?limit=1` })).json<{ numberMatched: number }>().numberMatched;

  test('ogrinfo lists every collection, each with the feature count of the API', async () => {
    const ids = (await app().inject({ method: 'GET', url: '/api/ogc/collections' })).json<{ collections: Array<{ id: string }> }>().collections.map((c) => c.id);
    const { stdout: list } = await run('ogrinfo', ['-ro', '-so', `OAPIF:${url}`], { timeout: GDAL_TIMEOUT_MS });
    for (const id of ids) expect(list).toMatch(new RegExp(`^\\d+: ${id}\\b`, 'm'));
    const { stdout } = await run('ogrinfo', ['-ro', '-so', '-al', `OAPIF:${url}`], { timeout: GDAL_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 });
    const counts = featureCounts(stdout);
    const expected = Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await numberMatched(id)] as const)));
    expect(counts).toEqual(expected);
  });

  test('ogr2ogr copies the locations to a GeoPackage with as many features as the API matches', async () => {
    const gpkg = path.join(directory, 'locations.gpkg');
    await run('ogr2ogr', ['-f', 'GPKG', gpkg, `OAPIF:${url}`, 'locations'], { timeout: GDAL_TIMEOUT_MS });
    const { stdout } = await run('ogrinfo', ['-ro', '-so', gpkg, 'locations'], { timeout: GDAL_TIMEOUT_MS });
    expect(featureCounts(stdout)).toEqual({ locations: await numberMatched('locations') });
  });
});
