import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readGhcnDaily } from './ghcnDaily';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

describe('readGhcnDaily: NCEI GHCN-Daily daily-summaries CSV', () => {
  describe('a real per-station access file (NY City Central Park, stored tenths of a millimetre)', () => {
    const { rows, problems } = readGhcnDaily(fixture('ghcnd-access-USW00094728.csv'), 'stored');

    it('reads one PRCP row per day of the file, each with the line it came from', () => {
      expect(problems).toEqual([]);
      expect(rows).toHaveLength(20);
      expect(rows.map((row) => row.line)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
      expect(rows.map((row) => row.time).slice(0, 3)).toEqual(['1869-01-01', '1869-01-02', '1869-01-03']);
    });

    it('names the site GHCND-<station>, gives the element as the parameter and keeps the source flag', () => {
      expect(rows[0]).toEqual({
        site: 'GHCND-USW00094728',
        parameter: 'PRCP',
        time: '1869-01-01',
        kind: 'daily',
        value: 19.1,
        unit: 'mm',
        qualifiers: ['S:Z'],
        status: 'approved',
        statistic: null,
        line: 2,
      });
    });

    it('reads a trace (MFLAG T) as 0 with the plain trace code T beside the flags, and ignores the observation time', () => {
      const trace = rows.find((row) => row.time === '1869-01-03');
      expect(trace).toMatchObject({ value: 0, qualifiers: ['T', 'M:T', 'S:Z'], status: 'approved', line: 4 });
      expect(rows.filter((row) => row.qualifiers.includes('T')).map((row) => row.time)).toEqual([
        '1869-01-03', '1869-01-11', '1869-01-17', '1869-01-18', '1869-01-20',
      ]);
    });

    it('reads the right-aligned stored tenths as millimetres', () => {
      expect(rows.find((row) => row.time === '1869-01-12')?.value).toBe(21.6);
      expect(rows.find((row) => row.time === '1869-01-10')?.value).toBe(0.3);
    });
  });

  describe('a real Climate Data Online file in standard units, without flag columns (Portland, OR)', () => {
    const { rows, problems } = readGhcnDaily(fixture('ghcnd-cdo-USC00356750.csv'), 'standard');

    it('reads every day in inches, approved, with no qualifiers', () => {
      expect(problems).toEqual([]);
      expect(rows).toHaveLength(31);
      expect(new Set(rows.map((row) => `${row.site} ${row.unit} ${row.status} ${row.qualifiers.length}`))).toEqual(
        new Set(['GHCND-USC00356750 in approved 0']),
      );
      expect(rows.find((row) => row.time === '2011-11-22')).toMatchObject({ value: 1.74, line: 22 });
    });

    it('reads the days whose other elements are empty like any other day: they are other columns', () => {
      expect(rows.find((row) => row.time === '2011-11-11')).toMatchObject({ value: 0.22, line: 11 });
    });
  });

  describe('the same days asked for in both unit systems', () => {
    const inches = readGhcnDaily(fixture('ghcnd-service-standard.csv'), 'standard');
    const millimetres = readGhcnDaily(fixture('ghcnd-service-metric.csv'), 'metric');
    const stored = readGhcnDaily(fixture('ghcnd-access-USW00094728.csv'), 'stored');

    it('gives the unit the caller asked for: in for standard, mm for metric', () => {
      expect(inches.problems).toEqual([]);
      expect(millimetres.problems).toEqual([]);
      expect(new Set(inches.rows.map((row) => row.unit))).toEqual(new Set(['in']));
      expect(new Set(millimetres.rows.map((row) => row.unit))).toEqual(new Set(['mm']));
    });

    it('gives the same days, flags and statuses in both, and amounts that agree to the inch rounding', () => {
      const strip = ({ value: _value, unit: _unit, ...rest }: (typeof inches.rows)[number]) => rest;
      expect(inches.rows.map(strip)).toEqual(millimetres.rows.map(strip));
      inches.rows.forEach((row, i) => {
        expect(Math.abs((row.value ?? 0) * 25.4 - (millimetres.rows[i]?.value ?? 0))).toBeLessThanOrEqual(0.127);
      });
    });

    it('reads millimetres asked for with units=metric as the stored tenths divided by ten', () => {
      expect(millimetres.rows.map((row) => row.value)).toEqual(stored.rows.slice(0, 10).map((row) => row.value));
    });
  });

  describe('flags, empty amounts and lines that cannot be read', () => {
    const { rows, problems } = readGhcnDaily(fixture('ghcnd-cases.csv'), 'standard');
    const rowAt = (line: number) => rows.find((row) => row.line === line);

    it('strips the GHCND: prefix old Climate Data Online files put before the station', () => {
      expect(new Set(rows.map((row) => row.site))).toEqual(new Set(['GHCND-USC00051778']));
    });

    it('keeps a value that failed a quality check, provisional, with its Q flag', () => {
      expect(rowAt(2)).toMatchObject({ time: '2026-03-08', value: 1.2, qualifiers: ['Q:I', 'S:7'], status: 'provisional' });
    });

    it('reads a trace as 0 with T, approved when it has no quality flag', () => {
      expect(rowAt(3)).toMatchObject({ value: 0, qualifiers: ['T', 'M:T', 'S:7'], status: 'approved' });
    });

    it('keeps an empty PRCP that has flags as a day without a value', () => {
      expect(rowAt(4)).toMatchObject({ time: '2026-03-10', value: null, qualifiers: ['S:7'] });
    });

    it('gives no row and no problem for a day with neither a PRCP value nor flags', () => {
      expect(rowAt(5)).toBeUndefined();
      expect(problems.filter((problem) => problem.line === 5)).toEqual([]);
    });

    it('reports a bad date, a bad number, a short line and a negative amount with their lines and columns', () => {
      expect(problems).toEqual([
        { line: 7, column: 'DATE', reason: "'2026-02-30' is not a date (YYYY-MM-DD)" },
        { line: 8, column: 'PRCP', reason: "'0.1O' is not a precipitation amount" },
        { line: 9, reason: 'the line has 4 fields, the header has 7' },
        { line: 10, column: 'PRCP', reason: "'-0.05' is not a precipitation amount" },
      ]);
    });

    it('reads the compact dates of old Climate Data Online files, and any QFLAG as provisional', () => {
      expect(rowAt(11)).toMatchObject({ time: '2026-03-15', value: 0.31, qualifiers: ['M:D', 'Q:G', 'S:7'], status: 'provisional' });
      expect(rows.map((row) => row.line)).toEqual([2, 3, 4, 11]);
    });
  });

  it("reads old Climate Data Online's -9999 as no observation", () => {
    const text = 'STATION,STATION_NAME,DATE,PRCP,SNOW\nGHCND:USW00024233,SEATTLE TACOMA INTERNATIONAL AIRPORT WA US,20140101,-9999,0\n';
    expect(readGhcnDaily(text, 'stored')).toEqual({ rows: [], problems: [] });
  });

  it('reports a file without a PRCP column once, at the header, naming the column', () => {
    const text = '"STATION","DATE","TMAX","TMIN"\n"USW00094728","2024-01-01","5.0",""\n';
    expect(readGhcnDaily(text, 'metric')).toEqual({ rows: [], problems: [{ line: 1, reason: 'missing required column: PRCP' }] });
  });

  it("counts the file's own lines when a quoted name runs over two", () => {
    const text = '"STATION","DATE","NAME","PRCP"\n"USC00051778","2026-03-08","CRESTED\nBUTTE, CO US","0.20"\n"USC00051778","2026-03-09","CRESTED BUTTE, CO US","0.05"\n';
    expect(readGhcnDaily(text, 'standard').rows.map((row) => [row.time, row.line])).toEqual([['2026-03-08', 2], ['2026-03-09', 4]]);
  });
});
