import { buildGroupedBarModel, groupedBarLegend, groupedBarTooltip, sharedValueMax, type BarGroup } from './groupedBarData';
import { contrastRatio, YEAR_PALETTE } from './palette';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const year = (label: string, base: number): BarGroup => ({ key: label, label, values: months.map((_, index) => (index === 1 ? null : base + index)) });

describe('buildGroupedBarModel', () => {
  it('puts each year side by side in its month, centred, at most 18 px wide', () => {
    const groups = [year('2024', 10), year('2025', 20)];
    const model = buildGroupedBarModel(months, groups, { width: 1200, height: 300 });
    const january = model.bars.filter((bar) => bar.category === 'Jan');
    expect(january.map((bar) => bar.groupKey)).toEqual(['2024', '2025']);
    expect(january.every((bar) => bar.width === 18)).toBe(true);
    const band = model.bands[0]!;
    const left = january[0]!.x;
    const right = january[1]!.x + january[1]!.width;
    expect((left + right) / 2).toBeCloseTo(band.x + band.width / 2);
    expect(january[1]!.x).toBeGreaterThan(left + 18 - 0.001);
    // A null value draws no bar.
    expect(model.bars.filter((bar) => bar.category === 'Feb')).toHaveLength(0);
    expect(model.bars).toHaveLength(22);
  });

  it('narrows bars to fit a small band', () => {
    const groups = ['2020', '2021', '2022', '2023', '2024', '2025'].map((label) => year(label, 1));
    const model = buildGroupedBarModel(months, groups, { width: 360, height: 200 });
    const bandwidth = model.bands[0]!.width;
    const width = model.bars[0]!.width;
    expect(width).toBeLessThan(18);
    expect(width * 6).toBeLessThanOrEqual(bandwidth);
  });

  it('starts the value axis at 0, nices it, and keeps a fixed yMax as given', () => {
    const groups = [year('2025', 20)];
    const niced = buildGroupedBarModel(months, groups, { width: 800, height: 300 });
    expect(niced.left.scale.domain()).toEqual([0, 35]);
    const fixed = buildGroupedBarModel(months, groups, { width: 800, height: 300 }, { yMax: 52.5 });
    expect(fixed.left.scale.domain()).toEqual([0, 52.5]);
    const tallest = fixed.bars.find((bar) => bar.value === 31)!;
    expect(tallest.y).toBeCloseTo(300 - (31 / 52.5) * 300);
    expect(tallest.y + tallest.height).toBeCloseTo(300);
  });

  it('labels at most 9 months (every other one for 12) and at most 9 value ticks', () => {
    const model = buildGroupedBarModel(months, [year('2025', 1000)], { width: 800, height: 1000 });
    expect(model.x.ticks.map((tick) => tick.label)).toEqual(['Jan', 'Mar', 'May', 'Jul', 'Sep', 'Nov']);
    expect(model.left.ticks.length).toBeLessThanOrEqual(9);
  });
});

describe('groupedBarTooltip', () => {
  it('names the month under the pointer and each year with 2 decimals and the unit', () => {
    const groups = [year('2024', 10), year('2025', 20)];
    const model = buildGroupedBarModel(months, groups, { width: 1200, height: 300 });
    const feb = model.bands[1]!;
    const tooltip = groupedBarTooltip(months, groups, model, feb.x + 1, 'µg/L');
    expect(tooltip?.title).toBe('Feb');
    expect(tooltip?.rows.map((row) => [row.label, row.value])).toEqual([
      ['2024', 'No data'],
      ['2025', 'No data'],
    ]);
    const mar = groupedBarTooltip(months, groups, model, model.bands[2]!.x + model.bands[2]!.width / 2, 'µg/L');
    expect(mar?.rows.map((row) => row.value)).toEqual(['12.00 µg/L', '22.00 µg/L']);
  });
});

describe('YEAR_PALETTE', () => {
  it('has 6 distinct colours, each at least 3:1 against white, used in order', () => {
    expect(new Set(YEAR_PALETTE).size).toBe(6);
    for (const color of YEAR_PALETTE) expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(groupedBarLegend([year('2024', 1), year('2025', 1)]).map((item) => item.color)).toEqual([YEAR_PALETTE[0], YEAR_PALETTE[1]]);
  });

  it('computes contrast like WCAG', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 1);
  });
});

describe('sharedValueMax (a fixed scale shared by charts)', () => {
  const group = (values: (number | null)[]): BarGroup => ({ key: 'g', label: 'g', values });
  it('is the larger maximum of all charts times the headroom', () => {
    // CC-10 peaks at 1,200, CT-2 at 1,500: 1.05 x 1,500 = 1,575.
    expect(sharedValueMax([[group([1000, null, 1200])], [group([1500, 900])]], 1.05)).toBeCloseTo(1575);
  });
  it('is undefined without values (each chart keeps its own axis)', () => {
    expect(sharedValueMax([[group([null])], []], 1.05)).toBeUndefined();
  });
  it('fixes the axis of a chart from 0 to that top', () => {
    const model = buildGroupedBarModel(months, [group([100])], { width: 600, height: 300 }, { yMax: 1575 });
    expect(model.left.scale.domain()).toEqual([0, 1575]);
    // Without it the axis is niced to its own data.
    expect(buildGroupedBarModel(months, [group([100])], { width: 600, height: 300 }).left.scale.domain()).toEqual([0, 100]);
  });
});
