import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../db/types';
import { FieldError } from '../../apiProblem';
import { testEngines } from '../../test-support/databases';
import { useSeededApp } from '../../test-support/seededApp';
import { importFiles, type ImportFile } from './importer';
import { parseAliases, pendingValues, resolvePending } from './pending';

const FIXTURES = path.join(__dirname, 'fixtures');
const fixture = (name: string): ImportFile => ({ name, path: path.join(FIXTURES, name) });
const PAIR = [fixture('narrowResult.csv'), fixture('station.csv')];
const LAB = fixture('lab-results.csv');

const directory = mkdtempSync(path.join(tmpdir(), 'pending-test-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** A narrowResult file of rows like the fixture's pH row at CC-10, with their own ResultIdentifier and characteristic. */
function narrowResult(name: string, rows: { identifier: string; characteristic: string; value: string; unit: string }[]): ImportFile {
  const [header, ...lines] = readFileSync(path.join(FIXTURES, 'narrowResult.csv'), 'utf8').trim().split('\n');
  const template = lines.find((line) => line.includes('STORET-2005'))!;
  const body = rows.map((row) => template.replace('STORET-2005', row.identifier).replace('Turbidity', `"${row.characteristic}"`).replace(',4.2,mg/l,', `,${row.value},${row.unit},`));
  const file = path.join(directory, name);
  writeFileSync(file, `${header}\n${body.join('\n')}\n`);
  return { name, path: file };
}

interface StoredResult {
  parameter_id: number;
  value: number | null;
  depth_m: number | null;
  flow_condition_id: number | null;
  nondetect: boolean;
  detection_limit: number | null;
}
/** The results of a site (by name) and parameter on a date. */
async function stored(db: Database, site: string, parameterId: number, date: string): Promise<StoredResult[]> {
  const { rows } = await db.query<StoredResult>(
    `SELECT r.parameter_id, r.value, r.depth_m, r.flow_condition_id, r.nondetect, r.detection_limit
       FROM results r JOIN locations l ON l.id = r.location_id WHERE l.name = $1 AND r.parameter_id = $2 AND r.sample_date = $3 ORDER BY r.id`,
    [site, parameterId, date],
  );
  return rows;
}

const pendingOf = async (db: Database) => (await pendingValues(db)).map(({ kind, value, fraction, rows }) => ({ kind, value, fraction, rows }));

describe.each(testEngines())('pending values on %s', (engine) => {
  const appOf = useSeededApp(engine);
  const db = () => appOf().basinApi.db;

  test('rows with unknown values are held with their reasons, counted per value', async () => {
    const report = await importFiles(db(), PAIR);
    expect(report).toMatchObject({ committed: true, added: 5, alreadyPresent: 1, pending: 2, rejected: 2 });
    expect(await pendingOf(db())).toEqual([
      { kind: 'characteristic', value: 'Glyphosate', fraction: 'Total', rows: 1 },
      { kind: 'site', value: 'USGS-399999999999999', fraction: '', rows: 1 },
    ]);
    const { rows } = await db().query(`SELECT kind, file, line, pending FROM import_held_rows ORDER BY line`);
    expect(rows).toEqual([
      {
        kind: 'legacyResult', file: 'narrowResult.csv', line: 5,
        pending: [{ kind: 'characteristic', value: 'Glyphosate', fraction: 'Total', column: 'CharacteristicName', reason: "unknown characteristic 'Glyphosate' (fraction 'Total')" }],
      },
      {
        kind: 'legacyResult', file: 'narrowResult.csv', line: 8,
        pending: [{ kind: 'site', value: 'USGS-399999999999999', fraction: '', column: 'MonitoringLocationIdentifier', reason: "unknown site 'USGS-399999999999999'" }],
      },
    ]);
  });

  test("the authority's lab format: every row loaded, held or rejected; µeq/L of known ions converted", async () => {
    const report = await importFiles(db(), [LAB]);
    expect(report.files).toEqual([{ name: 'lab-results.csv', kind: 'labResult', rows: 15 }]);
    expect(report).toMatchObject({ committed: true, added: 8, alreadyPresent: 0, pending: 5, rejected: 2 });
    expect(report.added + report.alreadyPresent + report.pending + report.rejected).toBe(15);
    expect(report.rejectedRows).toEqual([
      {
        file: 'lab-results.csv', line: 7, column: 'mdl_units',
        reason: "unconvertible unit 'ueq/L' (to µg/L): no molar mass and charge known for 'Iron' (known: Ca, Mg, Na, K, Cl, SO4, HCO3, alkalinity (as CaCO3), NO3 and NH4 (as N))",
      },
      { file: 'lab-results.csv', line: 13, column: 'collect_date', reason: "unparseable date '2025-02-30' (expected YYYY-MM-DD or M/D/YYYY)" },
    ]);
    expect(report.pendingValues).toEqual([
      { kind: 'characteristic', value: 'Glyphosate', fraction: 'Total', rows: 1 },
      { kind: 'depth_category', value: 'Bottom', fraction: '', rows: 1 },
      { kind: 'flow_condition', value: 'Snowmelt', fraction: '', rows: 1 },
      { kind: 'site', value: 'CC-99', fraction: '', rows: 1 },
      { kind: 'unit', value: '%', fraction: '', rows: 1 },
    ]);
    // Storm flow; a 'U' non-detect at its mdl; a '<' non-detect at its mdl, in the parameter's unit.
    expect(await stored(db(), 'CC-10', 28, '2025-05-12')).toEqual([{ parameter_id: 28, value: 120, depth_m: null, flow_condition_id: 1, nondetect: false, detection_limit: 5 }]);
    expect(await stored(db(), 'CC-10', 1, '2025-05-12')).toEqual([{ parameter_id: 1, value: 10, depth_m: null, flow_condition_id: 1, nondetect: true, detection_limit: 10 }]);
    expect(await stored(db(), 'CC-10', 11, '2025-06-10')).toEqual([{ parameter_id: 11, value: 100, depth_m: null, flow_condition_id: 2, nondetect: true, detection_limit: 100 }]);
    // 250 µeq/L chloride = 250 * 35.45 / 1000 mg/L; 500 µeq/L sulfate = 500 * 96.056 / 2 / 1000; 2000 µeq/L alkalinity as CaCO3 = 2000 * 100.086 / 2 / 1000.
    expect((await stored(db(), 'CC-10', 50, '2025-05-20'))[0]!.value).toBeCloseTo(8.8625, 9);
    expect((await stored(db(), 'CC-10', 53, '2025-05-20'))[0]!.value).toBeCloseTo(24.014, 9);
    expect((await stored(db(), 'CC-10', 20, '2025-05-20'))[0]!.value).toBeCloseTo(100.086, 9);
    // A reservoir sample at 1 m has no flow condition.
    expect(await stored(db(), 'CCR-2', 24, '2025-06-03')).toEqual([{ parameter_id: 24, value: 9.5, depth_m: 1, flow_condition_id: null, nondetect: false, detection_limit: 0.5 }]);
    // The same file again: present, held (once) or rejected, as before.
    expect(await importFiles(db(), [LAB])).toMatchObject({ added: 0, alreadyPresent: 8, pending: 5, rejected: 2 });
    expect((await pendingOf(db())).find((value) => value.kind === 'characteristic')).toEqual({ kind: 'characteristic', value: 'Glyphosate', fraction: 'Total', rows: 2 });
  });

  test('an alias loads the held rows, and the next file with the same value needs no review', async () => {
    const first = await importFiles(db(), [narrowResult('partner-1.csv', [{ identifier: 'PARTNER-1', characteristic: 'Phosphorus, total', value: '0.08', unit: 'mg/l' }])]);
    expect(first).toMatchObject({ added: 0, pending: 1, pendingValues: [{ kind: 'characteristic', value: 'Phosphorus, total', fraction: '', rows: 1 }] });

    const report = await resolvePending(db(), [
      { kind: 'characteristic', value: 'phosphorus, total', target: 'Total phosphorus' },
      { kind: 'site', value: 'USGS-399999999999999', target: '393000104500001' },
    ]);
    expect(report).toMatchObject({ aliases: 2, parametersCreated: 0, sitesCreated: 0, loaded: 2, alreadyPresent: 0, rejected: 0, stillPending: 6, afterCommitError: null });
    expect(report.pendingValues.map((value) => value.value)).toEqual(['Glyphosate', 'Bottom', 'Snowmelt', 'CC-99', '%']);
    const { rows } = await db().query(`SELECT r.value, o.abbrev FROM results r JOIN organizations o ON o.id = r.organization_id WHERE r.result_identifier IN ('PARTNER-1', 'NWIS-100003') ORDER BY 1`);
    expect(rows).toEqual([{ value: 40, abbrev: 'USGS-CO' }, { value: 80, abbrev: 'CCBWQA' }]);

    const next = await importFiles(db(), [narrowResult('partner-2.csv', [{ identifier: 'PARTNER-2', characteristic: 'PHOSPHORUS, TOTAL', value: '0.09', unit: 'mg/l' }])]);
    expect(next).toMatchObject({ added: 1, pending: 0, rejected: 0 });
  });

  test('--accept-new adds each pending characteristic as a parameter of group Other with the unit of its rows', async () => {
    const report = await resolvePending(db(), [], { acceptNew: true });
    expect(report).toMatchObject({ aliases: 0, parametersCreated: 1, loaded: 2, stillPending: 4 });
    const { rows } = await db().query(
      `SELECT p.name, p.unit, g.name AS "group", m.characteristic, m.sample_fraction, m.preferred
         FROM parameters p JOIN parameter_groups g ON g.id = p.group_id JOIN characteristic_map m ON m.parameter_id = p.id WHERE p.name LIKE 'Glyphosate%'`,
    );
    expect(rows).toEqual([{ name: 'Glyphosate, total', unit: 'ug/l', group: 'Other', characteristic: 'Glyphosate', sample_fraction: 'Total', preferred: true }]);
    expect(await pendingOf(db())).toEqual([
      { kind: 'depth_category', value: 'Bottom', fraction: '', rows: 1 },
      { kind: 'flow_condition', value: 'Snowmelt', fraction: '', rows: 1 },
      { kind: 'site', value: 'CC-99', fraction: '', rows: 1 },
      { kind: 'unit', value: '%', fraction: '', rows: 1 },
    ]);
  });

  test('a new site with coordinates, a flow condition and a depth category mapped: their rows load; a value left stays held', async () => {
    const report = await resolvePending(db(), [
      { kind: 'site', value: 'CC-99', new: { latitude: 39.6, longitude: -104.8, name: 'Cherry Creek test reach' } },
      { kind: 'flow_condition', value: 'snowmelt', target: 'Base' },
      { kind: 'depth_category', value: 'Bottom', target: '7' },
    ]);
    expect(report).toMatchObject({ aliases: 2, sitesCreated: 1, loaded: 3, stillPending: 1 });
    expect(report.pendingValues.map(({ kind, value, rows }) => ({ kind, value, rows }))).toEqual([{ kind: 'unit', value: '%', rows: 1 }]);
    expect(await stored(db(), 'CCR-2', 8, '2025-06-03')).toEqual([{ parameter_id: 8, value: 12.5, depth_m: 7, flow_condition_id: null, nondetect: false, detection_limit: null }]);
    expect(await stored(db(), 'CC-10', 7, '2025-06-10')).toMatchObject([{ value: 8.1, flow_condition_id: 2 }]);
    expect(await stored(db(), 'CC-99', 7, '2025-06-10')).toMatchObject([{ value: 7.8, flow_condition_id: 2 }]);
  });

  test('a station file imported later brings the site held rows wait for: they load without review', async () => {
    const [header, ...lines] = readFileSync(path.join(FIXTURES, 'narrowResult.csv'), 'utf8').trim().split('\n');
    const results = path.join(directory, 'later-site.csv');
    writeFileSync(results, `${header}\n${lines.find((line) => line.includes('NWIS-100003'))!.replaceAll('399999999999999', '388888888888888').replace('NWIS-100003', 'NWIS-100004')}\n`);
    expect(await importFiles(db(), [{ name: 'later-site.csv', path: results }])).toMatchObject({ added: 0, pending: 1 });
    const [stationHeader, stationRow] = readFileSync(path.join(FIXTURES, 'station.csv'), 'utf8').trim().split('\n');
    const station = path.join(directory, 'later-station.csv');
    writeFileSync(station, `${stationHeader}\n${stationRow!.replace('393000104500001', '388888888888888')}\n`);
    const report = await importFiles(db(), [{ name: 'later-station.csv', path: station }]);
    expect(report).toMatchObject({ sitesCreated: 1, added: 0, heldRowsRetried: { loaded: 1, alreadyPresent: 0, rejected: 0, stillPending: 1 } });
    expect(await pendingOf(db())).toEqual([{ kind: 'unit', value: '%', fraction: '', rows: 1 }]);
  });

  test('a mapping that is refused names its input and changes nothing', async () => {
    const aliases = async () => (await db().query<{ n: number }>('SELECT count(*)::integer AS n FROM import_aliases')).rows[0]!.n;
    const before = await aliases();
    await expect(resolvePending(db(), [{ kind: 'flow_condition', value: 'Drought', target: 'Base' }, { kind: 'unit', value: '%', target: 'furlongs' }])).rejects.toMatchObject({
      field: 'mappings.1.target',
      message: expect.stringMatching(/^'furlongs' is not a unit code the import converts/),
    });
    await expect(resolvePending(db(), [{ kind: 'unit', value: '%', new: {} }])).rejects.toMatchObject({ field: 'mappings.0.new' });
    await expect(resolvePending(db(), [{ kind: 'site', value: 'X', new: { latitude: 39 } }])).rejects.toMatchObject({ field: 'mappings.0.new.latitude' });
    await expect(resolvePending(db(), [{ kind: 'site', value: 'X', target: 'nowhere' }])).rejects.toBeInstanceOf(FieldError);
    expect(await aliases()).toBe(before);
  });
});

describe('the aliases CSV', () => {
  test('mappings and additions by line; a line it cannot take is named', () => {
    const text = 'kind,value,fraction,target,latitude,longitude,group\ncharacteristic,Calcium,Dissolved,new,,,Major ions\nsite,CC-99,,new,39.6,-104.8,\nunit,mg N/L,,mg/L,,,\n';
    expect(parseAliases(text, 'aliases.csv')).toEqual([
      { kind: 'characteristic', value: 'Calcium', fraction: 'Dissolved', new: { group: 'Major ions' } },
      { kind: 'site', value: 'CC-99', fraction: '', new: { latitude: 39.6, longitude: -104.8 } },
      { kind: 'unit', value: 'mg N/L', fraction: '', target: 'mg/L' },
    ]);
    const refusal = (() => {
      try {
        return parseAliases('kind,value,fraction,target\nparameter,Calcium,,Ca\n', 'aliases.csv');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(FieldError);
    expect(refusal).toMatchObject({ field: 'aliases.csv:2', message: expect.stringMatching(/^kind 'parameter' is not one of/) });
  });
});
