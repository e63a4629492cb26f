import { currentT } from '@basin/shared';
import { summaryPeriodLabel, summaryPeriodShort, waterYearsText } from './periodLabel';

describe('the summary period in words', () => {
  it("names the baseline as the baseline and the map's colours", () => {
    expect(summaryPeriodLabel(currentT(), { start: '2011-10-01', end: '2021-09-30' })).toBe("Baseline period (WY2012-WY2021), the map's colours");
    expect(summaryPeriodShort({ start: '2011-10-01', end: '2021-09-30' })).toBe('WY2012-WY2021');
  });
  it('names whole water years by their years, other periods by their days', () => {
    expect(summaryPeriodLabel(currentT(), { start: '2016-10-01', end: '2026-09-30' })).toBe('WY2017-WY2026');
    expect(waterYearsText({ start: '2024-10-01', end: '2025-09-30' })).toBe('WY2025');
    expect(summaryPeriodLabel(currentT(), { start: '2015-10-04', end: '2020-03-01' })).toBe('10-04-2015 to 03-01-2020');
    expect(waterYearsText({ start: '2015-10-04', end: '2020-03-01' })).toBeNull();
  });
});
