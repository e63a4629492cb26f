// feeds.json in a basin package: optional; read with the package into feed_sources rows; a source the
// refresher could not use is a package error at its place, naming its field.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatPackageError, readPackage } from '../../basin/read';
import { EMPTY_PACKAGE_DIR } from '../../config';

const GAUGES = {
  id: 'gauges',
  format: 'usgsWaterDataContinuous',
  url: 'https://api.waterdata.usgs.gov/ogcapi/v0/collections/continuous/items?f=json&monitoring_location_id={sites}&parameter_code=00060&time={start}/{end}',
  sites: ['USGS-06713500'],
  lookbackDays: 90,
};

describe("a basin package's feeds.json", () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'feeds-package-'));
    cpSync(EMPTY_PACKAGE_DIR, folder, { recursive: true });
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const sourcesOf = async () => {
    const { basinPackage, errors } = await readPackage(folder);
    const rows = [];
    for await (const batch of basinPackage.tables.get('feed_sources')!.rows()) rows.push(...batch);
    return { rows, errors: errors.map(formatPackageError) };
  };

  test('is optional: no file, no sources', async () => {
    expect(await sourcesOf()).toEqual({ rows: [], errors: [] });
  });

  test('each source is a feed_sources row, its optional settings kept as given', async () => {
    writeFileSync(path.join(folder, 'feeds.json'), JSON.stringify({ $schema: './schema/feeds.schema.json', sources: [GAUGES] }, null, 2));
    expect(await sourcesOf()).toEqual({ rows: [['gauges', 'usgsWaterDataContinuous', GAUGES.url, '["USGS-06713500"]', '{"lookbackDays":90}']], errors: [] });
  });

  test('what the schema refuses, at its place', async () => {
    const sources = [{ ...GAUGES, format: 'usgsWaterData', sites: ['USGS 06713500'] }, { ...GAUGES, id: 'rain', lookback: 90 }];
    writeFileSync(path.join(folder, 'feeds.json'), JSON.stringify({ sources }, null, 2));
    expect(await sourcesOf()).toEqual({
      rows: [],
      errors: [
        'feeds.json:5:7: /sources/0/format must be equal to one of the allowed values',
        "feeds.json:8:9: /sources/0/sites/0 must match pattern \"^[A-Za-z0-9][A-Za-z0-9:._-]*$\"",
        'feeds.json:20:7: /sources/1/lookback schema is false',
        'feeds.json:12:5: /sources/1 must not have additional properties',
      ],
    });
  });

  test('what the refresher could not use, naming the field', async () => {
    const sources = [
      GAUGES,
      { ...GAUGES, url: GAUGES.url.replace('{sites}', '{site}') },
      { ...GAUGES, id: 'rain', format: 'nwisRdb', ghcnUnits: 'metric' },
    ];
    writeFileSync(path.join(folder, 'feeds.json'), JSON.stringify({ sources }, null, 2));
    expect(await sourcesOf()).toEqual({
      rows: [],
      errors: [
        "feeds.json:13:7 (id): source 'gauges' appears twice",
        'feeds.json:15:7 (url): {site} is not a placeholder the refresher fills ({sites}, {start}, {end})',
        'feeds.json:29:7 (ghcnUnits): only a ghcnDaily source has units to name, not a nwisRdb source',
      ],
    });
  });
});
