import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finishResultWrites } from '../../db/derivedData';
import type { Database } from '../../db/types';
import { BASELINE_PERIOD } from '../../domain';
import { FieldError } from '../../apiProblem';
import { testEngines } from '../../test-support/databases';
import { useSeededApp } from '../../test-support/seededApp';
import { importFiles, type ImportFile } from './importer';

const fixture = (name: string): ImportFile => ({ name, path: path.join(__dirname, 'fixtures', name) });
const PAIR = [fixture('narrowResult.csv'), fixture('station.csv')];

/** Row counts of what an import may change, and the data revision. */
interface Snapshot {
  results: number;
  locations: number;
  organizations: number;
  revision: number;
  summary_rows: number;
}
async function snapshot(db: Database): Promise<Snapshot> {
  const { rows } = await db.query<Snapshot>(
    `SELECT (SELECT count(*) FROM results)::int AS results, (SELECT count(*) FROM locations)::int AS locations,
            (SELECT count(*) FROM organizations)::int AS organizations, (SELECT revision FROM data_revision)::int AS revision,
            (SELECT count(*) FROM wq_summary)::int AS summary_rows`,
  );
  return rows[0]!;
}

interface ImportedResult {
  parameter_id: number;
  value: number;
  depth_m: number | null;
  detection_limit: number | null;
}
/** The result of a ResultIdentifier (exactly one). */
async function imported(db: Database, identifier: string): Promise<ImportedResult> {
  const { rows } = await db.query<ImportedResult>(
    `SELECT r.parameter_id, r.sample_date::text, r.sample_time::text, r.value, r.depth_m, r.flow_condition_id, r.nondetect, r.detection_limit,
            r.status, r.time_zone, r.source_id, o.abbrev AS organization, i.identifier AS site
       FROM results r JOIN organizations o ON o.id = r.organization_id JOIN location_identifiers i ON i.location_id = r.location_id
      WHERE r.result_identifier = $1`,
    [identifier],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe.each(testEngines())('WQP import on %s', (engine) => {
  const appOf = useSeededApp(engine, { summary: true });
  const db = () => appOf().basinApi.db;

  test('strict: a file with rejected rows changes nothing', async () => {
    const before = await snapshot(db());
    const report = await importFiles(db(), PAIR, { strict: true });
    expect(report).toMatchObject({ committed: false, added: 5, pending: 2, rejected: 2 });
    expect(await snapshot(db())).toEqual(before);
  });

  test('a file of no known kind is refused by name, and nothing changes', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'import-test-'));
    try {
      const other = path.join(directory, 'other.csv');
      writeFileSync(other, 'a,b,c\n1,2,3\n');
      const before = await snapshot(db());
      const refusal = importFiles(db(), [PAIR[0]!, { name: 'other.csv', path: other }]);
      await expect(refusal).rejects.toBeInstanceOf(FieldError);
      await expect(refusal).rejects.toThrow(/other\.csv: not a Water Quality Portal file/);
      expect(await snapshot(db())).toEqual(before);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  test('narrowResult + station: converted, non-detect kept, new site created, unknown values held, bad rows reported by line and column', async () => {
    const before = await snapshot(db());
    const report = await importFiles(db(), PAIR);
    expect(report).toMatchObject({ committed: true, added: 5, alreadyPresent: 1, pending: 2, rejected: 2, sitesCreated: 1, organizationsCreated: 1 });
    expect(report.files).toEqual([
      { name: 'station.csv', kind: 'station', rows: 1 },
      { name: 'narrowResult.csv', kind: 'legacyResult', rows: 10 },
    ]);
    expect(report.rejectedRows).toEqual([
      { file: 'narrowResult.csv', line: 6, column: 'ActivityStartDate', reason: "unparseable date '2021-13-05' (expected YYYY-MM-DD or M/D/YYYY)" },
      { file: 'narrowResult.csv', line: 10, column: 'ResultMeasure/MeasureUnitCode', reason: "unconvertible unit 'mg/l' (to NTU)" },
    ]);
    expect(report.pendingValues).toEqual([
      { kind: 'characteristic', value: 'Glyphosate', fraction: 'Total', rows: 1 },
      { kind: 'site', value: 'USGS-399999999999999', fraction: '', rows: 1 },
    ]);
    const after = await snapshot(db());
    expect(after.results).toBe(before.results + 5);
    expect(after.revision).toBeGreaterThan(before.revision);

    // Phosphorus Total in mg/l as P is total phosphorus in µg/L; the detection limit converts too.
    const phosphorus = await imported(db(), 'NWIS-100001');
    expect(phosphorus).toMatchObject({ parameter_id: 28, sample_date: '2021-05-04', sample_time: '10:15:00', nondetect: false, status: 'Accepted', time_zone: 'MDT', source_id: 3, organization: 'USGS-CO', site: 'USGS-393000104500001', flow_condition_id: 2 });
    expect(phosphorus.value).toBeCloseTo(52, 9);
    expect(phosphorus.detection_limit).toBeCloseTo(4, 9);
    // 59 °F at 1 ft.
    const temperature = await imported(db(), 'NWIS-100002');
    expect(temperature.parameter_id).toBe(8);
    expect(temperature.value).toBeCloseTo(15, 9);
    expect(temperature.depth_m).toBeCloseTo(0.3048, 5);
    // Not Detected: the detection limit is the value.
    const ammonia = await imported(db(), 'STORET-2001');
    expect(ammonia).toMatchObject({ parameter_id: 1, nondetect: true, organization: 'CCBWQA', site: 'CCBWQA-CC-10' });
    expect(ammonia.value).toBeCloseTo(10, 9);
    expect(ammonia.detection_limit).toBeCloseTo(10, 9);
    // 0.45 mS/cm at a reservoir station: 450 µS/cm, no flow condition.
    const conductance = await imported(db(), 'STORET-2006');
    expect(conductance).toMatchObject({ parameter_id: 1902, sample_time: '11:45:00', depth_m: 2, flow_condition_id: null, status: 'Preliminary' });
    expect(conductance.value).toBeCloseTo(450, 9);
    // A Preliminary result is provisional where the map's time series shows it (migrations/390).
    const { rows: ccr1 } = await db().query<{ location_id: number }>(`SELECT location_id FROM location_identifiers WHERE identifier = 'CCBWQA-CCR-1'`);
    const series = (await appOf().inject({ url: `/api/public-map/wq-time-series/daily/${ccr1[0]!.location_id}/1902` })).json<{ collect_date: string; result: number; status: string }[]>();
    expect(series.find((point) => point.collect_date === '2021-05-06' && Math.abs(point.result - 450) < 1e-9)?.status).toBe('provisional');
    expect(series.filter((point) => point.status === 'approved').length).toBeGreaterThan(0);

    const { rows: sites } = await db().query(
      `SELECT l.name, description, t.name AS type, latitude, longitude, county, huc_8, is_ccbwqa, por_start::text, por_end::text
         FROM locations l JOIN location_types t ON t.id = l.type_id WHERE identifier = 'USGS-393000104500001'`,
    );
    expect(sites).toEqual([
      { name: '393000104500001', description: 'CHERRY CREEK AT TEST CROSSING, CO', type: 'Surface Water', latitude: 39.5, longitude: -104.8333333, county: 'Arapahoe', huc_8: '10190003', is_ccbwqa: false, por_start: '2021-05-04', por_end: '2021-05-04' },
    ]);
  });

  test('the summaries of periods with new results are stale: the pinned baseline waits for its next read', async () => {
    const { rows } = await db().query(`SELECT state, pinned FROM wq_summary_periods WHERE period_start = $1 AND period_end = $2`, [BASELINE_PERIOD.start, BASELINE_PERIOD.end]);
    expect(rows).toEqual([{ state: 'failed', pinned: true }]);
    expect((await snapshot(db())).summary_rows).toBe(0);
    const response = await appOf().inject({ method: 'GET', url: `/api/public-map/wq-summary?startDate=${BASELINE_PERIOD.start}&endDate=${BASELINE_PERIOD.end}` });
    expect(response.statusCode).toBe(200);
    expect((await snapshot(db())).summary_rows).toBeGreaterThan(0);
  });

  test('the same files again add nothing', async () => {
    const before = await snapshot(db());
    const report = await importFiles(db(), PAIR);
    expect(report).toMatchObject({ committed: true, added: 0, alreadyPresent: 6, pending: 2, rejected: 2, sitesCreated: 0, organizationsCreated: 0 });
    expect((await snapshot(db())).results).toBe(before.results);
    // Held once, not once per import.
    const { rows } = await db().query<{ held: number }>('SELECT count(*)::integer AS held FROM import_held_rows');
    expect(rows).toEqual([{ held: 2 }]);
  });

  const foreignKeys = async () =>
    (await db().query(`SELECT conname, convalidated FROM pg_constraint WHERE contype = 'f' AND conrelid = 'results'::regclass ORDER BY 1`)).rows;

  test('a WQX 3.0 narrow file imports and places its own sites (as a large import: foreign keys dropped, restored and checked)', async () => {
    const before = await foreignKeys();
    const report = await importFiles(db(), [fixture('wqx3-narrow.csv')], { bulkBytes: 0 });
    expect(await foreignKeys()).toEqual(before);
    expect(before).toHaveLength(5);
    expect(before.every((key) => key.convalidated)).toBe(true);
    expect(report).toMatchObject({ committed: true, added: 3, alreadyPresent: 0, rejected: 0, sitesCreated: 1, organizationsCreated: 1 });
    const phosphorus = await imported(db(), 'CDPHE-R1');
    expect(phosphorus).toMatchObject({ parameter_id: 28, value: 120, flow_condition_id: 1, site: 'CDPHE_WQ-000123', organization: 'CDPHE_WQ' });
    const kjeldahl = await imported(db(), 'CDPHE-R2');
    expect(kjeldahl).toMatchObject({ parameter_id: 11, nondetect: true, value: 100, detection_limit: 100 });
    const temperature = await imported(db(), 'CDPHE-R3');
    expect(temperature).toMatchObject({ parameter_id: 8, value: 21.5, depth_m: 3, flow_condition_id: null, site: 'CCBWQA-CCR-2' });
    const { rows } = await db().query(`SELECT l.name, t.name AS type FROM locations l JOIN location_types t ON t.id = l.type_id WHERE identifier = 'CDPHE_WQ-000123'`);
    expect(rows).toEqual([{ name: '000123', type: 'Surface Water' }]);
  });

  test('a large import of a station file alone leaves the foreign keys checked', async () => {
    const before = await foreignKeys();
    const report = await importFiles(db(), [fixture('station.csv')], { bulkBytes: 0 });
    expect(report).toMatchObject({ committed: true, added: 0 });
    expect(await foreignKeys()).toEqual(before);
  });

  test('when the work after the commit fails, the import stands and says why; the next run finishes it', async () => {
    const pendingNotes = async () => (await db().query<{ n: number }>('SELECT count(*)::integer AS n FROM derived_refresh_pending')).rows[0]!.n;
    await db().query(`DELETE FROM results WHERE result_identifier LIKE 'CDPHE-%'`);
    // REFRESH MATERIALIZED VIEW CONCURRENTLY refuses a view without a unique index.
    await db().query('DROP INDEX result_series_location_parameter');
    try {
      const report = await importFiles(db(), [fixture('wqx3-narrow.csv')]);
      expect(report).toMatchObject({ committed: true, added: 3, countsMilliseconds: 0 });
      expect(report.afterCommitError).toMatch(/concurrently/i);
      expect(await imported(db(), 'CDPHE-R1')).toMatchObject({ value: 120 });
      expect(await pendingNotes()).toBe(1);
    } finally {
      await db().query('CREATE UNIQUE INDEX result_series_location_parameter ON result_series (location_id, parameter_id)');
    }
    expect(await finishResultWrites(db())).toBe(true);
    expect(await pendingNotes()).toBe(0);
  });
});
