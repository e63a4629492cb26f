import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readCocorahs } from './cocorahs';

const HEADER =
  'ObservationDate,ObservationTime,EntryDateTime,StationNumber,StationName,Latitude,Longitude,TotalPrecipAmt,NewSnowDepth,NewSnowSWE,TotalSnowDepth,TotalSnowSWE,DateTimeStamp';
/** One export line for station CO-DG-12 with the given date and amount. */
const report = (date: string, amount: string, station = 'CO-DG-12') =>
  `${date}, 07:00 AM, ${date} 07:05 AM, ${station}, Castle Rock 1.5 NE, 39.39, -104.84, ${amount}, NA, NA, NA, NA, ${date} 02:05 PM`;

describe('readCocorahs: the CoCoRaHS daily report export (CSV)', () => {
  describe('a real export (Maine, 2019-10-28 and 29)', () => {
    const { rows, problems } = readCocorahs(readFileSync(path.join(__dirname, 'fixtures', 'cocorahs-export-ME-2019-10.csv'), 'utf8'));

    it("reads every report as a daily PRCP total in inches, site COCORAHS-<StationNumber>, on the report's date", () => {
      expect(problems).toEqual([]);
      expect(rows).toHaveLength(44);
      expect(rows[0]).toEqual({
        site: 'COCORAHS-ME-FR-22',
        parameter: 'PRCP',
        time: '2019-10-29',
        kind: 'daily',
        value: 0.01,
        unit: 'in',
        qualifiers: [],
        status: 'provisional',
        statistic: null,
        line: 2,
      });
      expect(rows.filter((row) => row.site === 'COCORAHS-ME-FR-22').map((row) => [row.time, row.value])).toEqual([
        ['2019-10-29', 0.01],
        ['2019-10-28', 0.67],
      ]);
    });

    it('reads every report as provisional: volunteer reports are not reviewed', () => {
      expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['provisional']));
    });

    it('reads a trace (T) as 0 with the qualifier T, and a measured zero as 0 without one', () => {
      const traces = rows.filter((row) => row.qualifiers.includes('T'));
      expect(traces).toHaveLength(9);
      expect(new Set(traces.map((row) => row.value))).toEqual(new Set([0]));
      expect(rows.find((row) => row.site === 'COCORAHS-ME-PN-48')).toMatchObject({ value: 0, qualifiers: ['T'], line: 22 });
      expect(rows.find((row) => row.site === 'COCORAHS-ME-HN-61')).toMatchObject({ value: 0, qualifiers: [], line: 15 });
    });
  });

  it('keeps an NA report as a day without a value, with the qualifier NA', () => {
    const { rows, problems } = readCocorahs([HEADER, report('2026-03-08', 'NA')].join('\n'));
    expect(problems).toEqual([]);
    expect(rows).toMatchObject([{ site: 'COCORAHS-CO-DG-12', time: '2026-03-08', value: null, qualifiers: ['NA'], line: 2 }]);
  });

  it("reads the export's default M/D/YYYY dates as well as ISO dates", () => {
    const { rows } = readCocorahs([HEADER, report('3/8/2026', '0.31'), report('2026-03-09', '0.05')].join('\r\n'));
    expect(rows.map((row) => row.time)).toEqual(['2026-03-08', '2026-03-09']);
  });

  it('reports a bad amount, a bad date, an empty station and a name with a comma, each with its line', () => {
    const text = [
      HEADER,
      report('2026-03-08', '0.3l'),
      report('2026-02-30', '0.10'),
      report('2026-03-09', '0.12', ''),
      report('2026-03-10', '-0.01'),
      report('2026-03-10', '0.20').replace('Castle Rock 1.5 NE', 'Castle Rock, 1.5 NE'),
    ].join('\n');
    expect(readCocorahs(text)).toEqual({
      rows: [],
      problems: [
        { line: 2, column: 'TotalPrecipAmt', reason: "'0.3l' is not an amount in inches, 'T' or 'NA'" },
        { line: 3, column: 'ObservationDate', reason: "'2026-02-30' is not a date (YYYY-MM-DD or M/D/YYYY)" },
        { line: 4, column: 'StationNumber', reason: 'the station number is empty' },
        { line: 5, column: 'TotalPrecipAmt', reason: "'-0.01' is not an amount in inches, 'T' or 'NA'" },
        { line: 6, reason: 'the line has 14 fields, the header has 13' },
      ],
    });
  });

  it('reports an export of another kind (the hail reports) once, naming the missing column', () => {
    const hail = 'ObservationDate,ObservationTime,EntryDateTime,StationNumber,StationName,Latitude,Longitude,SmallestSize,AverageSize,LargestSize\n';
    expect(readCocorahs(hail)).toEqual({ rows: [], problems: [{ line: 1, reason: 'missing required column: TotalPrecipAmt' }] });
  });
});
