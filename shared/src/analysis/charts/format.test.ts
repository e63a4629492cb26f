import { daysBetween, formatDayMDY, formatNondetectTooltip, formatNumber, formatResult, formatTwoDecimals, parseDay } from './format';

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

describe('formatResult', () => {
  it("writes a non-detect as '< DL value unit' and others as 'value unit'", () => {
    expect(formatResult(2.5, true, 'µg/L')).toBe('< 2.5 µg/L');
    expect(formatResult(2.5, false, 'µg/L')).toBe('2.5 µg/L');
    expect(formatResult(1234.5, false, 'µg/L')).toBe('1,234.5 µg/L');
    expect(formatResult(7, undefined)).toBe('7');
    expect(formatResult(null, true, 'µg/L')).toBe('');
  });

  it("says '< DL' in the tooltip", () => {
    expect(formatNondetectTooltip(2.5, 'µg/L')).toBe('< DL (2.5 µg/L)');
  });
});
