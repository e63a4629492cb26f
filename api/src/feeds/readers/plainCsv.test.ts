import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readPlainCsv } from './plainCsv';

describe("readPlainCsv: the portal's own plain CSV", () => {
  describe('a file with readings, daily totals, a comment, a blank line and bad lines', () => {
    const { rows, problems } = readPlainCsv(readFileSync(path.join(__dirname, 'fixtures', 'plain-mixed.csv'), 'utf8'));
    const rowAt = (line: number) => rows.find((row) => row.line === line);

    it('finds the columns by name in any order and case, after a comment line', () => {
      expect(rows.map((row) => row.line)).toEqual([3, 4, 5, 6, 7, 8]);
      expect(rowAt(3)).toEqual({
        site: 'USGS-06713500',
        parameter: '00060',
        time: '2026-03-08T16:15:00Z',
        kind: 'instantaneous',
        value: 112,
        unit: 'ft3/s',
        qualifiers: ['P'],
        status: 'provisional',
        statistic: null,
        line: 3,
      });
    });

    it('reads a date-time with Z or an offset as an instant in UTC, to the second', () => {
      expect(rowAt(4)?.time).toBe('2026-03-08T16:30:00Z');
      expect(rowAt(5)?.time).toBe('2026-03-08T09:15:00Z');
    });

    it('reads a date as a daily value', () => {
      expect(rowAt(6)).toMatchObject({ site: 'COCORAHS-CO-DG-12', parameter: 'PRCP', time: '2026-03-08', kind: 'daily', value: 0.31, unit: 'in' });
    });

    it('splits qualifiers at ; or , and takes the status from them as USGS does (e estimated, P provisional, A or none approved)', () => {
      expect(rowAt(4)).toMatchObject({ qualifiers: ['P', 'e'], status: 'estimated' });
      expect(rowAt(5)).toMatchObject({ qualifiers: ['A'], status: 'approved' });
      expect(rowAt(6)).toMatchObject({ qualifiers: [], status: 'approved' });
      expect(rowAt(7)).toMatchObject({ value: 0, qualifiers: ['T'], status: 'approved' });
    });

    it('keeps an empty value as a time without a value, with its qualifiers', () => {
      expect(rowAt(8)).toMatchObject({ time: '2026-03-10', value: null, qualifiers: ['NA'] });
    });

    it('reports a local time without an offset, a bad number, an empty site and an impossible date, with line and column', () => {
      expect(problems).toEqual([
        { line: 10, column: 'time', reason: 'time needs a UTC offset or Z' },
        { line: 11, column: 'value', reason: "'12O' is not a number" },
        { line: 12, column: 'site', reason: 'the site is empty' },
        { line: 13, column: 'time', reason: "'2026-03-32' is not a date (YYYY-MM-DD) or a date-time with a UTC offset" },
      ]);
    });
  });

  it('reads a tab-separated file the same way', () => {
    const text = 'site\ttime\tparameter\tvalue\tunit\tqualifier\nUSGS-06713500\t2026-03-08T09:15:00-07:00\t00060\t112\tft3/s\tP;e\n';
    expect(readPlainCsv(text).rows).toMatchObject([{ site: 'USGS-06713500', time: '2026-03-08T16:15:00Z', value: 112, qualifiers: ['P', 'e'], line: 2 }]);
  });

  it('reads a file without a qualifier column, every value approved', () => {
    const text = 'site,time,parameter,value,unit\nUSGS-06713500,2026-03-08,00060,101,ft3/s\n';
    expect(readPlainCsv(text).rows).toMatchObject([{ kind: 'daily', qualifiers: [], status: 'approved' }]);
  });

  it('reports missing required columns once, at line 1, naming them all', () => {
    const text = 'site,date,value\nUSGS-06713500,2026-03-08,101\n';
    expect(readPlainCsv(text)).toEqual({ rows: [], problems: [{ line: 1, reason: 'missing required columns: time, parameter, unit' }] });
  });

  it('reports an empty file at line 1', () => {
    expect(readPlainCsv('\n')).toEqual({ rows: [], problems: [{ line: 1, reason: 'the file has no header line' }] });
  });
});
