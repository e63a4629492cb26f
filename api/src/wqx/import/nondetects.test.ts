// Issue 29: a narrowResult's 'Not Detected' rows (no value, no limit) are kept as non-detects whose limit
// is unknown; statistics that need a value leave them out and say how many; downloads include them; a
// ResultDetectionQuantitationLimit file fills their limits in, in the same run or later.
import path from 'node:path';
import Papa from 'papaparse';
import type { Database } from '../../db/types';
import { downloadCsv } from '../../downloads/csvStream';
import { PORTAL_CSV } from '../../downloads/rows';
import { WQX_CSV } from '../../downloads/wqx';
import type { SavedDownloadFilter, WqSummaryRow } from '../../schemas';
import { testEngines } from '../../test-support/databases';
import { useSeededApp } from '../../test-support/seededApp';
import { chosenLimit } from './detectionLimits';
import { importFiles, type ImportFile } from './importer';

const fixture = (name: string): ImportFile => ({ name, path: path.join(__dirname, 'fixtures', name) });
const RESULTS = fixture('narrowResult-nondetects.csv');
const LIMITS = fixture('resultDetectionLimit.csv');
const PERIOD = { start: '2021-05-01', end: '2021-05-31' };
const CC_10 = 68;
const AMMONIA = 1;

interface Stored {
  value: number | null;
  nondetect: boolean;
  detection_limit: number | null;
}
async function stored(db: Database, identifier: string): Promise<Stored> {
  const { rows } = await db.query<Stored>('SELECT value, nondetect, detection_limit FROM results WHERE result_identifier = $1', [identifier]);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function text(stream: AsyncIterable<string | Buffer>): Promise<string> {
  let all = '';
  for await (const chunk of stream) all += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return all;
}

describe('the limit a non-detect is censored at', () => {
  it('is a lower limit, detection limits first, the highest of a rank', () => {
    expect(chosenLimit([{ type: 'Upper Quantitation Limit', value: 50 }])).toBeNull();
    expect(chosenLimit([{ type: 'Lower Reporting Limit', value: 10 }, { type: 'Method Detection Level', value: 5 }])).toBe(5);
    expect(chosenLimit([{ type: 'Method Detection Level', value: 5 }, { type: 'Instrument Detection Level', value: 7 }])).toBe(7);
    expect(chosenLimit([{ type: 'Laboratory Reporting Level', value: 10 }, { type: 'Upper Reporting Limit', value: 500 }])).toBe(10);
  });
});

describe.each(testEngines())('non-detects without a limit on %s', (engine) => {
  const appOf = useSeededApp(engine, { summary: true });
  const db = () => appOf().basinApi.db;
  const summaryRow = async (locationId: number, parameterId: number): Promise<WqSummaryRow> => {
    const response = await appOf().inject({ method: 'GET', url: `/api/public-map/wq-summary?startDate=${PERIOD.start}&endDate=${PERIOD.end}` });
    expect(response.statusCode).toBe(200);
    const row = response.json<WqSummaryRow[]>().find((candidate) => candidate.locationid === locationId && candidate.parameter_index === parameterId);
    expect(row).toBeDefined();
    return row!;
  };
  /** Results of the series in the period that have a value: what the statistics use. */
  const withValue = async (locationId: number, parameterId: number) =>
    (
      await db().query<{ n: number }>(
        'SELECT count(*)::integer AS n FROM results WHERE location_id = $1 AND parameter_id = $2 AND sample_date BETWEEN $3 AND $4 AND value IS NOT NULL AND (depth_m IS NULL OR depth_m <= 3)',
        [locationId, parameterId, PERIOD.start, PERIOD.end],
      )
    ).rows[0]!.n;

  test('results and limits in one run (limits listed first): the limits fill the non-detects in (dry run)', async () => {
    const report = await importFiles(db(), [LIMITS, RESULTS], { dryRun: true });
    expect(report.files.map((file) => file.kind)).toEqual(['legacyResult', 'detectionLimit']);
    expect(report).toMatchObject({ committed: false, added: 4, nonDetectsWithoutLimit: 3, detectionLimitsFilled: 3, nonDetectsLimitFilled: 2, detectionLimitsNotUsed: 2, rejected: 2 });
    expect(await db().query("SELECT 1 FROM results WHERE result_identifier LIKE 'STORET-ND-%'")).toMatchObject({ rows: [] });
  });

  test("a narrowResult's 'Not Detected' rows without a limit are kept and counted, not rejected", async () => {
    const report = await importFiles(db(), [RESULTS]);
    expect(report).toMatchObject({ committed: true, added: 4, rejected: 0, nonDetectsWithoutLimit: 3, detectionLimitsFilled: 0 });
    expect(await stored(db(), 'STORET-ND-1')).toEqual({ value: null, nondetect: true, detection_limit: null });
    expect(await stored(db(), 'STORET-ND-2')).toEqual({ value: null, nondetect: true, detection_limit: null });
    expect(await stored(db(), 'STORET-ND-3')).toMatchObject({ nondetect: false, detection_limit: null });
    expect((await stored(db(), 'STORET-ND-3')).value).toBeCloseTo(250, 9);
    // Only a non-detect may lack a value, and then it has no limit either.
    await expect(db().query("UPDATE results SET nondetect = false WHERE result_identifier = 'STORET-ND-4'")).rejects.toThrow(/results_value_or_limit_unknown/);
  });

  test('the summary leaves them out of the statistics and says how many', async () => {
    const ammonia = await summaryRow(CC_10, AMMONIA);
    expect(ammonia.alldata_nondetects_limit_unknown).toBe(2);
    expect(ammonia.baseflow_nondetects_limit_unknown).toBe(2);
    expect(ammonia.stormflow_nondetects_limit_unknown).toBe(0);
    expect(ammonia.alldata_recordcount).toBe(await withValue(CC_10, AMMONIA));
    expect(ammonia.alldata_por_end).toBe('2021-05-18');
    const phosphorus = await summaryRow(CC_10, 28);
    expect(phosphorus.alldata_nondetects_limit_unknown).toBe(1);
    expect(phosphorus.alldata_recordcount).toBe(await withValue(CC_10, 28));
  });

  test('downloads include them: value and limit empty, said to be not detected', async () => {
    const filter: SavedDownloadFilter = { user_uuid: 'public', locations: [CC_10], parameters: [AMMONIA], flow_conditions: [3], start_date: '2021-05-18', end_date: '2021-05-18' };
    const portal = Papa.parse<Record<string, string>>(await text(await downloadCsv(db(), filter, PORTAL_CSV)), { header: true, skipEmptyLines: true }).data;
    expect(portal.filter((row) => row.flag === 'Not detected (detection limit unknown)')).toHaveLength(1);
    expect(portal.find((row) => row.flag === 'Not detected (detection limit unknown)')).toMatchObject({ result: '', result_units: 'µg/L' });
    const wqx = Papa.parse<Record<string, string>>(await text(await downloadCsv(db(), filter, WQX_CSV)), { header: true, skipEmptyLines: true }).data;
    const row = wqx.find((candidate) => candidate.Result_Identifier === 'STORET-ND-4');
    expect(row).toMatchObject({ Result_ResultDetectionCondition: 'Not Detected', Result_Measure: '', DetectionLimit_TypeA: '', DetectionLimit_MeasureA: '', DetectionLimit_MeasureUnitA: '' });
  });

  test('a later detection-limit file fills the limits in, reports what it did not use, and the summary follows', async () => {
    const report = await importFiles(db(), [LIMITS]);
    expect(report).toMatchObject({ committed: true, added: 0, detectionLimitsFilled: 3, nonDetectsLimitFilled: 2, detectionLimitsNotUsed: 2, rejected: 2 });
    // Reported per result (a result's limits are weighed together), so not in line order.
    expect([...report.rejectedRows].sort((a, b) => a.line - b.line)).toEqual([
      { file: 'resultDetectionLimit.csv', line: 7, column: 'ResultIdentifier', reason: "no result of CCBWQA with ResultIdentifier 'STORET-ND-9' (import its result file first, or in the same run)" },
      { file: 'resultDetectionLimit.csv', line: 8, column: 'DetectionQuantitationLimitMeasure/MeasureUnitCode', reason: "unconvertible unit 'furlongs' (to µg/L)" },
    ]);
    // 0.01 mg/l as N is 10 µg/L; of 0.01 (reporting) and 0.005 mg/l (detection) the detection limit.
    expect(await stored(db(), 'STORET-ND-1')).toEqual({ value: 10, nondetect: true, detection_limit: 10 });
    expect(await stored(db(), 'STORET-ND-2')).toEqual({ value: 5, nondetect: true, detection_limit: 5 });
    const nitrate = await stored(db(), 'STORET-ND-3');
    expect(nitrate.value).toBeCloseTo(250, 9);
    expect(nitrate.detection_limit).toBeCloseTo(20, 9);
    expect(await stored(db(), 'STORET-ND-4')).toEqual({ value: null, nondetect: true, detection_limit: null });

    const ammonia = await summaryRow(CC_10, AMMONIA);
    expect(ammonia.alldata_nondetects_limit_unknown).toBe(1);
    expect(ammonia.alldata_recordcount).toBe(await withValue(CC_10, AMMONIA));
    expect((await summaryRow(CC_10, 28)).alldata_nondetects_limit_unknown).toBe(0);

    // Again: every limit is known now, nothing changes.
    const again = await importFiles(db(), [LIMITS]);
    expect(again).toMatchObject({ detectionLimitsFilled: 0, nonDetectsLimitFilled: 0, detectionLimitsNotUsed: 5, rejected: 2 });
  });
});
