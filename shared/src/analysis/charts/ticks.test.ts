import { scaleLinear, scaleUtc } from '@visx/scale';
import { categoryTicks, dateTicks, limitedTicks, MAX_TICKS, numberTicks } from './ticks';

describe('ticks', () => {
  it('never gives more than 9 date ticks, even where d3 would (12 months for a year)', () => {
    const scale = scaleUtc({ domain: [new Date(Date.UTC(2021, 0, 1)), new Date(Date.UTC(2021, 11, 31))], range: [0, 2000] });
    expect(scale.ticks(9).length).toBeGreaterThan(MAX_TICKS);
    const ticks = dateTicks(scale, 2000);
    expect(ticks.length).toBeLessThanOrEqual(9);
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    for (const tick of ticks) expect(tick.label).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    // Fewer, wider-spaced ticks across the whole year (d3's next interval: quarters), not the first nine months.
    expect(ticks.map((tick) => tick.label)).toEqual(['01-01-2021', '04-01-2021', '07-01-2021', '10-01-2021']);
  });

  it('labels date ticks MM-DD-YYYY in UTC', () => {
    const scale = scaleUtc({ domain: [new Date(Date.UTC(2020, 0, 1)), new Date(Date.UTC(2024, 0, 1))], range: [0, 800] });
    expect(dateTicks(scale, 800).map((tick) => tick.label)).toEqual(['01-01-2020', '01-01-2021', '01-01-2022', '01-01-2023', '01-01-2024']);
  });

  it('keeps number ticks to 9 with thousands separators', () => {
    const scale = scaleLinear({ domain: [0, 12000], range: [1000, 0] });
    const ticks = numberTicks(scale, 1000, 10);
    expect(ticks.length).toBeLessThanOrEqual(9);
    expect(ticks.map((tick) => tick.label)).toContain('10,000');
    expect(limitedTicks(scale, 50).length).toBeLessThanOrEqual(9);
  });

  it('labels every k-th category when there are more than 9', () => {
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    expect(categoryTicks(months).map((tick) => tick.value)).toEqual(['Jan', 'Mar', 'May', 'Jul', 'Sep', 'Nov']);
    expect(categoryTicks(months.slice(0, 9))).toHaveLength(9);
  });
});
