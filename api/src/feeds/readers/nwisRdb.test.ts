import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readNwisRdb } from './nwisRdb';

const fixture = (name: string): string => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

/** An RDB text from rows of cells: each row one line, cells joined by tabs (a comment is a one-cell row). */
const rdb = (...lines: string[][]): string => lines.map((cells) => cells.join('\t')).join('\n') + '\n';

const IV_COLUMNS = ['agency_cd', 'site_no', 'datetime', 'tz_cd', '69928_00060', '69928_00060_cd', '69929_00065', '69929_00065_cd'];
const IV_TYPES = ['5s', '15s', '20d', '6s', '14n', '10s', '14n', '10s'];
const iv = (...cells: string[]): string[] => ['USGS', '06713500', ...cells];

describe('readNwisRdb on real NWIS responses', () => {
  it('reads a recorded iv response (Boise River, 2012) as two provisional series, MDT turned into UTC', () => {
    const { rows, problems } = readNwisRdb(fixture('nwis-iv-boise.rdb'));
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(32);
    expect(rows[0]).toEqual({
      site: 'USGS-13206000', parameter: '00060', time: '2012-05-02T16:00:00Z', kind: 'instantaneous',
      value: 7830, unit: 'ft3/s', qualifiers: ['P'], status: 'provisional', statistic: null, line: 25,
    });
    expect(rows[1]).toMatchObject({ parameter: '00065', value: 10.63, unit: 'ft', time: '2012-05-02T16:00:00Z', line: 25 });
    expect(rows[31]).toMatchObject({ parameter: '00065', value: 10.72, time: '2012-05-02T19:45:00Z', line: 40 });
  });

  it('reads a recorded dv response (Chattooga River) as daily means, statistic 00003, approved then provisional', () => {
    const { rows, problems } = readNwisRdb(fixture('nwis-dv-chattooga.rdb'));
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(31);
    expect(rows.every((row) => row.kind === 'daily' && row.statistic === '00003' && row.parameter === '00060')).toBe(true);
    expect(rows[0]).toEqual({
      site: 'USGS-02177000', parameter: '00060', time: '2012-09-01', kind: 'daily',
      value: 191, unit: 'ft3/s', qualifiers: ['A'], status: 'approved', statistic: '00003', line: 25,
    });
    expect(rows[30]).toMatchObject({ time: '2012-10-01', value: 365, status: 'provisional', line: 55 });
  });
});

describe('readNwisRdb: sites, series and qualifiers', () => {
  const text = rdb(
    ['# Data provided for site 06713500'],
    IV_COLUMNS,
    IV_TYPES,
    iv('2026-03-08 02:00', 'MST', '120', 'A', '2.31', 'A'), // line 4
    iv('2026-03-08 02:15', 'MST', '118', 'P', '2.30', 'P,e'),
    iv('2026-03-08 02:30', 'MST', '', 'Ice', '2.29', 'P'),
    iv('2026-03-08 02:45', 'MST', '117', 'A:e', '', ''),
    iv('2026-03-08 03:00', 'MST', '', '', '', ''), // line 8
    ['#'],
    ['# Data provided for site 06714000'],
    ['agency_cd', 'site_no', 'datetime', 'tz_cd', '70001_00060', '70001_00060_cd', '70002_99133', '70002_99133_cd'],
    IV_TYPES,
    ['USGS', '06714000', '2026-03-08 02:00', 'MST', '45.5', 'P', '1.7', 'P'], // line 13
    ['USGS', '06714000', '2026-03-08 02:15', 'MST', 'Eqp', '', '1.8', 'P ~'],
  );
  const { rows, problems } = readNwisRdb(text);
  const at = (line: number, parameter: string) => rows.find((row) => row.line === line && row.parameter === parameter);

  it('reads each block with its own columns, one site per block, without a problem', () => {
    expect(problems).toEqual([]);
    expect(new Set(rows.map((row) => row.site))).toEqual(new Set(['USGS-06713500', 'USGS-06714000']));
    expect(rows.filter((row) => row.site === 'USGS-06714000')).toHaveLength(4);
  });

  it('keeps every qualifier as given, whether split by commas, colons or spaces, and derives the status from them', () => {
    expect(at(4, '00060')).toMatchObject({ qualifiers: ['A'], status: 'approved' });
    expect(at(5, '00060')).toMatchObject({ qualifiers: ['P'], status: 'provisional' });
    expect(at(5, '00065')).toMatchObject({ qualifiers: ['P', 'e'], status: 'estimated' });
    expect(at(7, '00060')).toMatchObject({ value: 117, qualifiers: ['A', 'e'], status: 'estimated' });
    expect(at(14, '99133')).toMatchObject({ qualifiers: ['P', '~'], status: 'provisional' });
  });

  it('keeps a missing value whose code says why (Ice in the qualifier, Eqp in the value cell) as a null row', () => {
    expect(at(6, '00060')).toMatchObject({ value: null, qualifiers: ['Ice'], status: 'provisional', unit: 'ft3/s' });
    expect(at(6, '00065')).toMatchObject({ value: 2.29 });
    expect(at(14, '00060')).toMatchObject({ site: 'USGS-06714000', value: null, qualifiers: ['Eqp'] });
  });

  it('gives no row for a series with an empty value and no qualifier, nor for a line with every value empty', () => {
    expect(at(7, '00065')).toBeUndefined();
    expect(rows.filter((row) => row.line === 8)).toEqual([]);
  });

  it('keeps the rows of an unknown parameter code with an empty unit, for the loader to hold', () => {
    expect(at(13, '99133')).toMatchObject({ value: 1.7, unit: '', site: 'USGS-06714000' });
  });
});

describe('readNwisRdb: time', () => {
  it('converts with the offset tz_cd names, so the repeated hour of the 2025-11-02 DST change stays ordered', () => {
    const { rows, problems } = readNwisRdb(rdb(
      IV_COLUMNS,
      IV_TYPES,
      iv('2025-11-02 01:15', 'MDT', '101', 'P', '', ''),
      iv('2025-11-02 01:45', 'MDT', '102', 'P', '', ''),
      iv('2025-11-02 01:15', 'MST', '103', 'P', '', ''),
      iv('2025-11-02 01:45', 'MST', '104', 'P', '', ''),
    ));
    expect(problems).toEqual([]);
    const times = rows.map((row) => row.time);
    expect(times).toEqual(['2025-11-02T07:15:00Z', '2025-11-02T07:45:00Z', '2025-11-02T08:15:00Z', '2025-11-02T08:45:00Z']);
    expect([...times].sort()).toEqual(times);
  });

  it('knows the other NWIS zones, across midnight and with seconds', () => {
    const { rows } = readNwisRdb(rdb(
      IV_COLUMNS,
      IV_TYPES,
      iv('2026-01-31 22:30', 'AKST', '1', 'A', '', ''),
      iv('2026-07-01 20:00:30', 'EDT', '2', 'A', '', ''),
      iv('2026-07-01 20:00', 'UTC', '3', 'A', '', ''),
    ));
    expect(rows.map((row) => row.time)).toEqual(['2026-02-01T07:30:00Z', '2026-07-02T00:00:30Z', '2026-07-01T20:00:00Z']);
  });
});

describe('readNwisRdb: daily values', () => {
  it('reads each statistic of a dv file as its own series, the date kept as the day it is', () => {
    const { rows, problems } = readNwisRdb(rdb(
      ['agency_cd', 'site_no', 'datetime', '149640_00060_00003', '149640_00060_00003_cd', '149641_00010_00001', '149641_00010_00001_cd'],
      ['5s', '15s', '20d', '14n', '10s', '14n', '10s'],
      ['USGS', '06713500', '2026-01-14', '98.4', 'A:e', '', 'A:Ice'],
      ['USGS', '06713500', '2026-01-15', '101', 'P', '3.1', 'P'],
    ));
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      expect.objectContaining({ time: '2026-01-14', kind: 'daily', statistic: '00003', value: 98.4, status: 'estimated' }),
      expect.objectContaining({ parameter: '00010', statistic: '00001', value: null, qualifiers: ['A', 'Ice'], unit: 'degC' }),
      expect.objectContaining({ time: '2026-01-15', statistic: '00003', value: 101, status: 'provisional' }),
      expect.objectContaining({ time: '2026-01-15', statistic: '00001', value: 3.1 }),
    ]);
  });
});

describe('readNwisRdb: problems, each with its line and column', () => {
  it('reports a line with the wrong number of cells, a date that does not exist, an unknown tz_cd and a word for a number', () => {
    const { rows, problems } = readNwisRdb(rdb(
      ['# header'],
      IV_COLUMNS,
      IV_TYPES,
      iv('2026-03-08 02:00', 'MST', '120', 'A'), // line 4: two cells short
      iv('2026-02-30 02:00', 'MST', '120', 'A', '2.31', 'A'),
      iv('2026-03-08 02:00', 'XST', '120', 'A', '2.31', 'A'),
      iv('2026-03-08 02:00', 'MST', 'n/a', '', '2.31', 'A'), // line 7
      ['USGS', '', '2026-03-08 02:15', 'MST', '120', 'A', '2.31', 'A'],
    ));
    expect(problems).toEqual([
      { line: 4, column: '69929_00065', reason: '6 cells where the column-name line has 8' },
      { line: 5, column: 'datetime', reason: "'2026-02-30 02:00' is not a local time (YYYY-MM-DD HH:MM)" },
      { line: 6, column: 'tz_cd', reason: "unknown time zone code 'XST'" },
      { line: 7, column: '69928_00060', reason: "'n/a' is not a number and no code says why" },
      { line: 8, column: 'site_no', reason: 'empty' },
    ]);
    // The word in one series does not cost the other series of its line.
    expect(rows).toEqual([expect.objectContaining({ line: 7, parameter: '00065', value: 2.31 })]);
  });

  it('reports a dv date that does not exist', () => {
    const { problems } = readNwisRdb(rdb(
      ['agency_cd', 'site_no', 'datetime', '1_00060_00003', '1_00060_00003_cd'],
      ['5s', '15s', '20d', '14n', '10s'],
      ['USGS', '02177000', '2012-13-01', '191', 'A'],
    ));
    expect(problems).toEqual([{ line: 3, column: 'datetime', reason: "'2012-13-01' is not a date (YYYY-MM-DD)" }]);
  });

  it('reports data with no column-name line above it, and a missing type line, yet still reads that line', () => {
    const { rows, problems } = readNwisRdb(rdb(
      iv('2026-03-08 02:00', 'MST', '120', 'A', '2.31', 'A'),
      IV_COLUMNS,
      iv('2026-03-08 02:15', 'MST', '121', 'A', '2.32', 'A'),
    ));
    expect(problems).toEqual([
      { line: 1, reason: 'a data line with no readable column-name line above it' },
      { line: 3, reason: 'no type line (5s 15s 20d ...) under the column names' },
    ]);
    expect(rows.map((row) => row.value)).toEqual([121, 2.32]);
  });

  it('reports a column-name line without the site or time columns, and every data line under it', () => {
    const { rows, problems } = readNwisRdb(rdb(
      ['agency_cd', 'station', 'when', '1_00060', '1_00060_cd'],
      ['5s', '15s', '20d', '14n', '10s'],
      ['USGS', '06713500', '2026-03-08 02:00', '120', 'A'],
    ));
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      { line: 1, reason: 'the column-name line lacks agency_cd, site_no or datetime' },
      { line: 3, reason: 'a data line with no readable column-name line above it' },
    ]);
  });
});
