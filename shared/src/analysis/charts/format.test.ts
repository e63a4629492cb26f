import { daysBetween, formatDayMDY, formatNondetectTooltip, formatNumber, formatTwoDecimals, parseDay, resultCell } from './format';

describe('dates', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('reads YYYY-MM-DD as a UTC calendar date and writes MM-DD-YYYY, also in Denver', () => {
    process.env.TZ = 'America/Denver';
    expect(parseDay('2021-03-01').toISOString()).toBe('2021-03-01T00:00:00.000Z');
    expect(formatDayMDY('2021-03-01')).toBe('03-01-2021');
    expect(formatDayMDY(parseDay('2024-12-31'))).toBe('12-31-2024');
    // A timestamp's date part is the date (the API may send '2021-03-01T00:00:00Z').
    expect(formatDayMDY('2021-03-01T00:00:00.000Z')).toBe('03-01-2021');
  });

  it('says so for an unreadable date and counts days between dates', () => {
    expect(formatDayMDY('03/01/2021')).toBe('Invalid date');
    expect(daysBetween('2021-02-27', '2021-03-02')).toBe(3);
  });
});

describe('numbers', () => {
  it('rounds summaries to 3 significant digits with thousands separators', () => {
    expect(formatNumber(212.4)).toBe('212');
    expect(formatNumber(1234.5)).toBe('1,230');
    expect(formatNumber(0.012345)).toBe('0.0123');
    expect(formatNumber(Number.NaN)).toBe('–');
  });

  it('gives two decimals for the year comparison', () => {
    expect(formatTwoDecimals(3)).toBe('3.00');
    expect(formatTwoDecimals(1234.567)).toBe('1,234.57');
  });
});

describe('resultCell', () => {
  it('keeps a detected value a number and shows a non-detect as below its detection limit', () => {
    expect(resultCell(212, false)).toBe(212);
    expect(resultCell(2.5, true)).toBe('< 2.5');
    expect(resultCell(7, null)).toBe(7);
  });
});
