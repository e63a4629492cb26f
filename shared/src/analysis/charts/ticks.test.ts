import { scaleLinear, scaleUtc } from '@visx/scale';
import { categoryTicks, dateTicks, limitedTicks, MAX_TICKS, numberTicks, unitTicks, weekTicks } from './ticks';

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

describe('weekTicks', () => {
  it('puts the x ticks on Sundays, whole weeks apart, at most 9, MM-DD-YYYY', () => {
    const domain = [new Date(Date.UTC(2021, 9, 1)), new Date(Date.UTC(2025, 10, 20))] as const;
    const ticks = weekTicks(domain, 2000);
    expect(ticks.length).toBeLessThanOrEqual(9);
    expect(ticks.length).toBeGreaterThanOrEqual(4);
    for (const tick of ticks) {
      expect(tick.value.getUTCDay()).toBe(0);
      expect(tick.label).toMatch(/^\d{2}-\d{2}-\d{4}$/);
      expect(tick.value.getTime()).toBeGreaterThanOrEqual(domain[0].getTime());
      expect(tick.value.getTime()).toBeLessThanOrEqual(domain[1].getTime());
    }
    const steps = new Set(ticks.slice(1).map((tick, index) => (tick.value.getTime() - ticks[index]!.value.getTime()) / (7 * 86_400_000)));
    expect(steps).toEqual(new Set([26]));
    // A narrow chart gets fewer ticks; a short range gets weekly ones.
    expect(weekTicks(domain, 300).length).toBeLessThanOrEqual(3);
    const month = weekTicks([new Date(Date.UTC(2022, 5, 1)), new Date(Date.UTC(2022, 6, 1))], 900);
    expect(month.map((tick) => tick.label)).toEqual(['06-05-2022', '06-12-2022', '06-19-2022', '06-26-2022']);
  });
});

describe("unitTicks 'year'", () => {
  it('ticks 1 January of every 1, 2, 5… years, at most what the width allows', () => {
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    const years = (ticks: { value: Date }[]) => ticks.map((tick) => tick.value.toISOString().slice(0, 10));
    // Three water years placed on 1 January: one tick each, never on 1 July.
    expect(years(unitTicks([day('2019-01-01'), day('2021-01-01')], 600, 'year'))).toEqual(['2019-01-01', '2020-01-01', '2021-01-01']);
    // Twelve years in 400 px (4 ticks): every 5 years.
    expect(years(unitTicks([day('2010-01-01'), day('2021-01-01')], 400, 'year'))).toEqual(['2010-01-01', '2015-01-01', '2020-01-01']);
    // One year, padded by a day either side: its own 1 January.
    expect(years(unitTicks([day('2020-12-31'), day('2021-01-02')], 600, 'year'))).toEqual(['2021-01-01']);
  });
});
