import { describeShownPeriod, inShownPeriod, periodForShortcut, shortcutOfPeriod, suggestLogScale } from './zoom';

describe('suggestLogScale', () => {
  it('offers a log scale when positive values span more than two decades', () => {
    expect(suggestLogScale([10, 250, 100_000])).toBe(true);
    expect(suggestLogScale([1, 100.5])).toBe(true);
  });
  it('does not at two decades or less', () => {
    expect(suggestLogScale([1, 100])).toBe(false);
    expect(suggestLogScale([150, 1_500])).toBe(false);
  });
  it('ignores zero, negative and non-finite values, and needs two distinct positive values', () => {
    expect(suggestLogScale([0, -5, 2, 150])).toBe(false);
    expect(suggestLogScale([0, 0.001, 1])).toBe(true);
    expect(suggestLogScale([Number.NaN, Number.POSITIVE_INFINITY, 5])).toBe(false);
    expect(suggestLogScale([7])).toBe(false);
    expect(suggestLogScale([])).toBe(false);
  });
});

describe('period shortcuts', () => {
  const first = '2011-10-04';
  const last = '2021-09-14';
  it('shows the last 1, 5 or 10 years of the data', () => {
    expect(periodForShortcut('1y', first, last)).toEqual({ start: '2020-09-15', end: last });
    expect(periodForShortcut('5y', first, last)).toEqual({ start: '2016-09-15', end: last });
  });
  it('shows all the data for All, and when the data are shorter than the shortcut', () => {
    expect(periodForShortcut('all', first, last)).toBeNull();
    expect(periodForShortcut('10y', first, last)).toBeNull();
  });
  it('keeps 29 February within its month', () => {
    expect(periodForShortcut('1y', '2000-01-01', '2024-02-29')).toEqual({ start: '2023-03-01', end: '2024-02-29' });
  });
  it('names the shortcut a period equals', () => {
    expect(shortcutOfPeriod(null, first, last)).toBe('all');
    expect(shortcutOfPeriod({ start: '2016-09-15', end: last }, first, last)).toBe('5y');
    expect(shortcutOfPeriod({ start: '2016-01-01', end: last }, first, last)).toBeNull();
  });
  it('describes a period with MM-DD-YYYY dates and tests dates against it', () => {
    expect(describeShownPeriod({ start: '2020-09-15', end: last })).toBe('from 09-15-2020 to 09-14-2021');
    expect(inShownPeriod('2020-09-15', { start: '2020-09-15', end: last })).toBe(true);
    expect(inShownPeriod('2020-09-14', { start: '2020-09-15', end: last })).toBe(false);
    expect(inShownPeriod('1999-01-01', null)).toBe(true);
  });
});
