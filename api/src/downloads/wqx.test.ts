import Papa from 'papaparse';
import type { Database } from '../db/types';
import type { SavedDownloadFilter } from '../schemas';
import { testEngines } from '../test-support/databases';
import { useSeededApp } from '../test-support/seededApp';
import { anonymousVisitor } from '../test-support/visitor';
import { WQX3_NARROW_COLUMNS } from '../wqx/vocabulary';
import { batchedCsv, downloadCsv } from './csvStream';
import { WQX_FILE_NAME } from '../schemas/downloads';
import { WQX_CSV } from './wqx';

/** A year before the generated data: only the results inserted below. CCR-1 (79) and CC-10 (68); TP, water temperature, TDS. */
const FILTER: SavedDownloadFilter = {
  user_uuid: 'public',
  locations: [79, 68],
  parameters: [28, 8, 27],
  flow_conditions: [3],
  start_date: '1984-01-01',
  end_date: '1984-12-31',
};

async function insertResults(db: Database): Promise<void> {
  await db.query(`UPDATE locations SET identifier = 'USGS-06712000' WHERE id = 68`);
  await db.query(
    `INSERT INTO results (location_id, parameter_id, sample_date, sample_time, value, depth_m, flow_condition_id, nondetect, detection_limit,
                          organization_id, result_identifier, status, time_zone)
     VALUES (79, 28, '1984-07-02', '09:30', 42.5, 0.5, NULL, false, NULL, NULL, NULL, NULL, NULL),
            (79, 28, '1984-01-15', '10:00:05', 5, 12.25, NULL, true, NULL, 1, NULL, NULL, NULL),
            (68, 8, '1984-07-02', '14:00', -0.25, NULL, 1, false, NULL, 2, 'NWIS-123', 'Preliminary', 'UTC'),
            (68, 27, '1984-07-03', NULL, 0.30000000000000004, NULL, 2, false, 0.05, 2, '=HYPERLINK("x")', '+Accepted', NULL)`,
  );
}

async function text(stream: AsyncIterable<string | Buffer>): Promise<string> {
  let all = '';
  for await (const chunk of stream) all += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return all;
}

/** Every column of a row: those not given are empty. */
const row = (cells: Partial<Record<(typeof WQX3_NARROW_COLUMNS)[number], string>>) =>
  Object.fromEntries(WQX3_NARROW_COLUMNS.map((column) => [column, cells[column] ?? '']));

const CCR_1 = {
  Org_Identifier: 'CCBWQA',
  Org_FormalName: 'Cherry Creek Basin Water Quality Authority',
  Location_Identifier: 'CCBWQA-CCR-1',
  Location_Name: 'Cherry Creek Reservoir station 1 (near the dam)',
  Location_Type: 'Lake, Reservoir, Impoundment',
  Location_Latitude: '39.648',
  Location_Longitude: '-104.858',
  Location_HorzCoordReferenceSystemDatum: 'WGS84',
  Activity_Media: 'Water',
};
const CC_10 = {
  ...CCR_1,
  Org_Identifier: 'USGS',
  Org_FormalName: 'U.S. Geological Survey',
  Location_Identifier: 'USGS-06712000',
  Location_Name: 'Cherry Creek inflow above the reservoir',
  Location_Type: 'River/Stream',
};

describe.each(testEngines())('WQX 3.0 CSV download on %s', (engine) => {
  let copied = '';
  let batched = '';
  let cc10: { latitude: number; longitude: number } = { latitude: 0, longitude: 0 };
  const appOf = useSeededApp(engine, {
    prepare: async (db) => {
      await insertResults(db);
      cc10 = (await db.query<{ latitude: number; longitude: number }>('SELECT latitude, longitude FROM locations WHERE id = 68')).rows[0]!;
      copied = await text(await downloadCsv(db, FILTER, WQX_CSV));
      batched = await text(batchedCsv(db, FILTER, WQX_CSV));
    },
    // Four records: any larger selection is over the cap.
    app: () => ({ downloadRecordCap: 4 }),
  });

  function browser() {
    const { send } = anonymousVisitor(appOf);
    return {
      save: (filter: SavedDownloadFilter) => send({ method: 'PUT', url: '/api/download-user-filters', payload: filter }),
      download: (uuid = 'public') => send({ method: 'POST', url: '/api/download-user-selected-data/wqx', payload: { uuid } }),
    };
  }

  it('writes the same bytes on either path (COPY on PostgreSQL, batches on PGlite)', () => {
    expect(copied).toBe(batched);
    expect(copied.split('\r\n')[0]).toBe(WQX3_NARROW_COLUMNS.join(','));
  });

  it("streams the saved selection as 'Time Series Data (WQX).csv' in the WQX 3.0 narrow columns", async () => {
    const visitor = browser();
    expect((await visitor.save(FILTER)).statusCode).toBe(200);
    const response = await visitor.download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${WQX_FILE_NAME}"`);
    expect(response.body).toBe(copied);
    const parsed = Papa.parse<Record<string, string>>(response.body, { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual([...WQX3_NARROW_COLUMNS]);
    const cc10Place = { Location_Latitude: String(cc10.latitude), Location_Longitude: String(cc10.longitude) };
    expect(parsed.data).toEqual([
      row({
        ...CCR_1,
        Activity_StartDate: '1984-07-02',
        Activity_StartTime: '09:30:00',
        Activity_StartTimeZone: 'MDT',
        Activity_DepthHeightMeasure: '0.5',
        Activity_DepthHeightMeasureUnit: 'm',
        Result_Characteristic: 'Phosphorus',
        Result_SampleFraction: 'Total',
        Result_Measure: '42.5',
        Result_MeasureUnit: 'ug/L',
        Result_MeasureStatusIdentifier: 'Accepted',
      }),
      // A non-detect: no measure, its value as the detection limit; winter time.
      row({
        ...CCR_1,
        Activity_StartDate: '1984-01-15',
        Activity_StartTime: '10:00:05',
        Activity_StartTimeZone: 'MST',
        Activity_DepthHeightMeasure: '12.25',
        Activity_DepthHeightMeasureUnit: 'm',
        Result_ResultDetectionCondition: 'Not Detected',
        Result_Characteristic: 'Phosphorus',
        Result_SampleFraction: 'Total',
        Result_MeasureUnit: 'ug/L',
        Result_MeasureStatusIdentifier: 'Accepted',
        DetectionLimit_TypeA: 'Method Detection Level',
        DetectionLimit_MeasureA: '5',
        DetectionLimit_MeasureUnitA: 'ug/L',
      }),
      // An imported result keeps its identifier, status and time zone; a negative number stays a number.
      row({
        ...CC_10,
        ...cc10Place,
        Activity_StartDate: '1984-07-02',
        Activity_StartTime: '14:00:00',
        Activity_StartTimeZone: 'UTC',
        Activity_HydrologicEvent: 'Storm',
        Result_Identifier: 'NWIS-123',
        Result_Characteristic: 'Temperature, water',
        Result_Measure: '-0.25',
        Result_MeasureUnit: 'deg C',
        Result_MeasureStatusIdentifier: 'Preliminary',
      }),
      // No time: no zone. Every digit of the value; formulas neutralised.
      row({
        ...CC_10,
        ...cc10Place,
        Activity_StartDate: '1984-07-03',
        Activity_HydrologicEvent: 'Routine sample',
        Result_Identifier: `'=HYPERLINK("x")`,
        Result_Characteristic: 'Total dissolved solids',
        Result_Measure: '0.30000000000000004',
        Result_MeasureUnit: 'mg/L',
        Result_MeasureStatusIdentifier: "'+Accepted",
        DetectionLimit_TypeA: 'Method Detection Level',
        DetectionLimit_MeasureA: '0.05',
        DetectionLimit_MeasureUnitA: 'mg/L',
      }),
    ]);
    expect(Number(parsed.data[3]!.Result_Measure)).toBe(0.1 + 0.2);
  });

  it('answers 404 without a saved filter, 413 above the cap and 403 for another user', async () => {
    const visitor = browser();
    expect((await visitor.download()).statusCode).toBe(404);
    await visitor.save({ ...FILTER, end_date: '2026-09-30' });
    const over = await visitor.download();
    expect({ status: over.statusCode, body: over.json() }).toMatchObject({ status: 413, body: { message: 'Maximum records for download is 4' } });
    expect((await visitor.download('someone-else')).statusCode).toBe(403);
  });
});
