import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nextPageUrl, readUsgsWaterData } from './usgsWaterData';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

/** A one-feature page with these properties over a valid continuous reading. */
function pageWith(properties: Record<string, unknown>): string {
  const base = {
    monitoring_location_id: 'USGS-06713500',
    parameter_code: '00060',
    time: '2025-11-02T07:30:00+00:00',
    value: '41.2',
    unit_of_measure: 'ft^3/s',
    approval_status: 'Approved',
    qualifier: null,
  };
  return JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: { ...base, ...properties } }] });
}

describe('readUsgsWaterData, GeoJSON pages', () => {
  it('reads a recorded continuous page: the site as given, the instant in UTC, no statistic, the unit as the portal writes it', () => {
    const { rows, problems } = readUsgsWaterData(fixture('usgs-waterdata-continuous.json'), 'continuous');
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { site: 'USGS-06904500', parameter: '00065', time: '2025-01-01T00:00:00Z', kind: 'instantaneous', value: 1.76, unit: 'ft', qualifiers: ['A'], status: 'approved', statistic: null, line: 1 },
      { site: 'USGS-06904500', parameter: '00065', time: '2025-01-01T00:15:00Z', kind: 'instantaneous', value: 1.76, unit: 'ft', qualifiers: ['A'], status: 'approved', statistic: null, line: 2 },
    ]);
  });

  it('turns local offsets into UTC across the end of daylight saving time (-06:00 then -07:00), keeping each approval', () => {
    const { rows, problems } = readUsgsWaterData(fixture('usgs-waterdata-continuous-dst.json'), 'continuous');
    expect(problems).toEqual([]);
    expect(rows.map((row) => [row.time, row.value, row.status, row.qualifiers])).toEqual([
      ['2025-11-02T07:30:00Z', 41.2, 'approved', ['A']],
      ['2025-11-02T07:45:00Z', 40.9, 'approved', ['A']],
      ['2025-11-02T08:00:00Z', 40.6, 'estimated', ['P', 'ESTIMATED']],
      ['2025-11-02T08:15:00Z', null, 'provisional', ['P', 'ICE']],
    ]);
    expect(rows.every((row) => row.unit === 'ft3/s' && row.kind === 'instantaneous')).toBe(true);
  });

  it('keeps a value the gauge could not give (ICE) as null with its qualifiers, never dropped nor invented', () => {
    const { rows } = readUsgsWaterData(fixture('usgs-waterdata-continuous-dst.json'), 'continuous');
    expect(rows[3]).toMatchObject({ value: null, qualifiers: ['P', 'ICE'], line: 4 });
  });

  it('reads a recorded daily page: the date as given and the statistic (00003, the mean)', () => {
    const { rows, problems } = readUsgsWaterData(fixture('usgs-waterdata-daily.json'), 'daily');
    expect(problems).toEqual([]);
    expect(rows[0]).toEqual({
      site: 'USGS-05427718',
      parameter: '00060',
      time: '2025-12-26',
      kind: 'daily',
      value: 20.2,
      unit: 'ft3/s',
      qualifiers: ['P'],
      status: 'provisional',
      statistic: '00003',
      line: 1,
    });
    expect(rows[1]).toMatchObject({ time: '2026-03-19', value: 27.1 });
  });

  it('reads a value without an approval status (recorded: approval_status null) with no approval code, as provisional', () => {
    const { rows } = readUsgsWaterData(fixture('usgs-waterdata-daily-page.json'), 'daily');
    expect(rows.map((row) => [row.site, row.time, row.value, row.qualifiers, row.status])).toEqual([
      ['USGS-02289019', '2020-10-24', 489, [], 'provisional'],
      ['USGS-15070000', '1949-11-03', 940, ['A'], 'approved'],
    ]);
  });

  it('reads a value given as a JSON number as well as one given as a string', () => {
    expect(readUsgsWaterData(pageWith({ value: 12.5 }), 'continuous').rows[0]?.value).toBe(12.5);
  });

  it('takes a qualifier given as one string, and says estimated for the e of the legacy codes too', () => {
    expect(readUsgsWaterData(pageWith({ qualifier: 'ESTIMATED' }), 'continuous').rows[0]).toMatchObject({ qualifiers: ['A', 'ESTIMATED'], status: 'estimated' });
    expect(readUsgsWaterData(pageWith({ qualifier: ['e'] }), 'continuous').rows[0]?.status).toBe('estimated');
  });

  it('reports a feature it cannot read with its 1-based index in the page and the field, and reads the others', () => {
    const page = JSON.parse(fixture('usgs-waterdata-continuous-dst.json'));
    page.features[1].properties.time = '2025-11-02T01:45:00';
    page.features[2].properties.value = 'Ice';
    delete page.features[3].properties.monitoring_location_id;
    const { rows, problems } = readUsgsWaterData(JSON.stringify(page), 'continuous');
    expect(rows.map((row) => row.line)).toEqual([1]);
    expect(problems).toEqual([
      { line: 2, column: 'time', reason: "feature 2 (its index in the page): '2025-11-02T01:45:00' is not an instant with its UTC offset" },
      { line: 3, column: 'value', reason: "feature 3 (its index in the page): 'Ice' is not a number" },
      { line: 4, column: 'monitoring_location_id', reason: 'feature 4 (its index in the page): no monitoring location' },
    ]);
  });

  it('reports a feature with no time, an impossible date, and a feature with no properties', () => {
    expect(readUsgsWaterData(pageWith({ time: null }), 'continuous').problems).toEqual([
      { line: 1, column: 'time', reason: 'feature 1 (its index in the page): no time' },
    ]);
    expect(readUsgsWaterData(pageWith({ time: '2025-02-30' }), 'daily').problems[0]?.reason).toMatch(/'2025-02-30' is not a date/);
    const noProperties = JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: null }] });
    expect(readUsgsWaterData(noProperties, 'daily').problems).toEqual([{ line: 1, reason: 'feature 1 (its index in the page): no properties' }]);
  });

  it('reports a JSON document that is not a page of features as one problem at line 1', () => {
    expect(readUsgsWaterData('{"type": "Collection", "id": "daily"}', 'daily')).toEqual({
      rows: [],
      problems: [{ line: 1, reason: 'not a GeoJSON FeatureCollection: no features array' }],
    });
    expect(readUsgsWaterData('{"type": ', 'daily').problems).toHaveLength(1);
  });
});

describe('readUsgsWaterData, CSV pages', () => {
  it('reads continuous CSV rows (times written with a space) to the same UTC instants as the GeoJSON, with their file lines', () => {
    const csv = readUsgsWaterData(fixture('usgs-waterdata-continuous.csv'), 'continuous');
    const json = readUsgsWaterData(fixture('usgs-waterdata-continuous-dst.json'), 'continuous');
    expect(csv.problems).toEqual([]);
    expect(csv.rows.map((row) => row.line)).toEqual([2, 3, 4, 5]);
    expect(csv.rows.map(({ line: _line, ...row }) => row)).toEqual(json.rows.map(({ line: _line, ...row }) => row));
  });

  it('reads daily CSV rows: an empty value under ICE is kept as null, ESTIMATED says estimated', () => {
    const { rows, problems } = readUsgsWaterData(fixture('usgs-waterdata-daily.csv'), 'daily');
    expect(problems).toEqual([]);
    expect(rows.map((row) => [row.line, row.time, row.value, row.qualifiers, row.status, row.statistic])).toEqual([
      [2, '2025-01-10', 12.3, ['A'], 'approved', '00003'],
      [3, '2025-01-11', null, ['A', 'ICE'], 'approved', '00003'],
      [4, '2025-01-12', 9.8, ['A', 'ESTIMATED'], 'estimated', '00003'],
      [5, '2025-06-01', 45, ['P'], 'provisional', '00003'],
    ]);
  });

  it('reads a list of qualifiers written in one cell, and skips blank lines without losing the line count', () => {
    const csv = [
      'monitoring_location_id,parameter_code,time,value,unit_of_measure,approval_status,qualifier',
      '',
      `USGS-06713500,00010,2025-01-11T12:00:00Z,0.1,degC,Provisional,"['ICE', 'EQUIP']"`,
      'USGS-06713500,00095,2025-01-11T12:00:00Z,512,uS/cm,Provisional,"ICE, ESTIMATED"',
    ].join('\n');
    const { rows } = readUsgsWaterData(csv, 'continuous');
    expect(rows.map((row) => [row.line, row.unit, row.qualifiers, row.status])).toEqual([
      [3, 'degC', ['P', 'ICE', 'EQUIP'], 'provisional'],
      [4, 'uS/cm', ['P', 'ICE', 'ESTIMATED'], 'estimated'],
    ]);
  });

  it('reports a CSV row it cannot read with its 1-based line and the column', () => {
    const lines = fixture('usgs-waterdata-daily.csv').trim().split('\n');
    lines[2] = lines[2]!.replace('2025-01-11', '01/11/2025');
    lines.push(',,x,y,USGS-06713500,00060');
    const { rows, problems } = readUsgsWaterData(lines.join('\n'), 'daily');
    expect(rows.map((row) => row.line)).toEqual([2, 4, 5]);
    expect(problems).toEqual([
      { line: 3, column: 'time', reason: "'01/11/2025' is not a date (YYYY-MM-DD)" },
      { line: 6, reason: '6 fields where the header has 13' },
    ]);
  });

  it('reports a document that is neither GeoJSON nor a Water Data CSV as one problem at line 1', () => {
    expect(readUsgsWaterData('agency_cd\tsite_no\tdatetime\nUSGS\t06713500\t2025-01-11', 'daily')).toEqual({
      rows: [],
      problems: [{ line: 1, reason: 'neither GeoJSON nor a Water Data CSV: no monitoring_location_id, time column' }],
    });
    expect(readUsgsWaterData('', 'daily').problems).toHaveLength(1);
  });
});

describe('nextPageUrl', () => {
  it("gives the href of the page's rel 'next' link (not its self link)", () => {
    expect(nextPageUrl(fixture('usgs-waterdata-daily-page.json'))).toBe(
      'https://api.waterdata.usgs.gov/ogcapi/v0/collections/daily/items?cursor=MDAwMDAwMGMtN2VmNC00N2U0LWE1NzctNjc3ZmU5NzNjZmIw&lang=en-US&limit=2&skipGeometry=false',
    );
  });

  it('gives null on the last page, and for a CSV or unreadable page', () => {
    expect(nextPageUrl(fixture('usgs-waterdata-continuous-dst.json'))).toBeNull();
    expect(nextPageUrl(fixture('usgs-waterdata-daily.csv'))).toBeNull();
    expect(nextPageUrl('{"links": [{"rel": "next"}]}')).toBeNull();
  });
});
