import { isoDate, parseDecimal, readFeedTable, statusFromQualifiers, utcInstant } from './common';

describe('feed readers: shared value rules', () => {
  it('reads plain decimals only', () => {
    expect(['0.75', '-17', '.5', '1e-3', '  191'.trim()].map(parseDecimal)).toEqual([0.75, -17, 0.5, 0.001, 191]);
    expect(['', '12 in', '0.1O', 'NaN', '0x10', '1,5'].map(parseDecimal)).toEqual([null, null, null, null, null, null]);
  });

  it('reads dates that exist and nothing else', () => {
    expect(isoDate('2024-02-29')).toBe('2024-02-29');
    expect([isoDate('2023-02-29'), isoDate('2026-13-01'), isoDate('2026-3-8')]).toEqual([null, null, null]);
  });

  it('turns a date-time with Z or an offset into the UTC instant, to the second', () => {
    expect(utcInstant('2026-03-08T09:15:00-07:00')).toBe('2026-03-08T16:15:00Z');
    expect(utcInstant('2026-03-08T23:30+0130')).toBe('2026-03-08T22:00:00Z');
    expect(utcInstant('2026-03-08 09:15:07.250Z')).toBe('2026-03-08T09:15:07Z');
    expect(utcInstant('2026-03-01T00:30:00+01:00')).toBe('2026-02-28T23:30:00Z');
  });

  it('tells a local date-time (no offset) from text that is no date-time', () => {
    expect(utcInstant('2026-03-08T09:15:00')).toBe('local');
    expect([utcInstant('2026-03-08'), utcInstant('2026-03-08T25:00:00Z'), utcInstant('yesterday')]).toEqual([null, null, null]);
  });

  it('takes the status from USGS-style codes: e or E estimated, over P provisional, over approved', () => {
    expect(statusFromQualifiers(['P', 'e'])).toBe('estimated');
    expect(statusFromQualifiers(['E'])).toBe('estimated');
    expect(statusFromQualifiers(['P', 'Ice'])).toBe('provisional');
    expect(statusFromQualifiers(['A'])).toBe('approved');
    expect(statusFromQualifiers([])).toBe('approved');
  });

  it("skips a byte-order mark, blank and comment lines but keeps the file's line numbers, over any line ending", () => {
    const text = '\uFEFF# note\r\nname,amount\r\n\r\nfirst,1\r# second is next\nsecond,2\n';
    const result = readFeedTable(text, { required: ['NAME', 'Amount'] }, (record, columns) => ({
      site: record.cells[columns.NAME] ?? '',
      parameter: 'X',
      time: '2026-01-01',
      kind: 'daily',
      value: Number(record.cells[columns.Amount]),
      unit: '1',
      qualifiers: [],
      status: 'approved',
      statistic: null,
      line: record.line,
    }));
    expect(result.problems).toEqual([]);
    expect(result.rows.map((row) => [row.site, row.line])).toEqual([['first', 4], ['second', 6]]);
  });

  it('reports a quoted field left open at the end of the file at the line it starts on', () => {
    const result = readFeedTable('a,b\n1,"open\n2,3\n', { required: ['a'] }, () => null);
    expect(result.problems).toEqual([{ line: 2, reason: 'a quoted field is not closed before the end of the file: lines 2-3 are not read' }]);
  });
});
