import { BENCHMARK_CLASS_LABELS, BENCHMARK_CLASSES } from '@basin/api/domain';
import type { WqSummaryRow } from '@basin/api/schemas';
import { hexToRgb, tokens } from '@basin/shared';
import {
  benchmarkPalette,
  benchmarkRanges,
  categoryPalette,
  locationClasses,
  summaryClass,
  summaryValue,
} from './benchmarks';
import { makeSummaryRow } from './testFixtures';

describe('summaryValue and summaryClass', () => {
  const row = makeSummaryRow({
    locationid: 68,
    parameter_index: 28,
    has_alldata: true,
    alldata_median: 180,
    alldata_pctile: 420,
    alldata_bmk_median: 3,
    alldata_bmk_pctile: 4,
    has_stormflow: true,
    stormflow_median: 900,
    stormflow_bmk_median: null,
  });

  it('read the fields of the flow and analysis', () => {
    expect(summaryValue(row, 'alldata', 'median')).toBe(180);
    expect(summaryValue(row, 'alldata', 'pctile')).toBe(420);
    expect(summaryValue(row, 'stormflow', 'median')).toBe(900);
    expect(summaryValue(row, 'baseflow', 'median')).toBeNull();
    expect(summaryClass(row, 'alldata', 'median')).toBe(3);
    expect(summaryClass(row, 'alldata', 'pctile')).toBe(4);
  });

  it('count a missing or impossible class as 0', () => {
    expect(summaryClass(row, 'stormflow', 'median')).toBe(0);
    expect(summaryClass(row, 'baseflow', 'pctile')).toBe(0);
    expect(summaryClass({ ...row, alldata_bmk_median: 7 }, 'alldata', 'median')).toBe(0);
    expect(summaryClass({ ...row, alldata_bmk_median: 1.5 }, 'alldata', 'median')).toBe(0);
  });
});

describe('locationClasses', () => {
  const row = (locationid: number, parameter_index: number, cls: number | null, extra: Partial<WqSummaryRow> = {}) =>
    makeSummaryRow({ locationid, parameter_index, has_alldata: true, alldata_bmk_median: cls, alldata_bmk_pctile: cls === null ? null : Math.min(4, cls + 1), ...extra });
  const rows = [
    row(68, 28, 3),
    row(68, 29, 1),
    row(68, 3, 4),
    row(79, 28, 2),
    row(79, 29, null),
    row(83, 29, null),
    row(120, 28, 4, { has_alldata: false }),
  ];

  it('gives each location the worst class of the selected parameters', () => {
    expect(locationClasses(rows, [28, 29], 'alldata', 'median')).toEqual(new Map([[68, 3], [79, 2], [83, 0]]));
    expect(locationClasses(rows, [28, 29, 3], 'alldata', 'median').get(68)).toBe(4);
    expect(locationClasses(rows, [29], 'alldata', 'median')).toEqual(new Map([[68, 1], [79, 0], [83, 0]]));
  });

  it('uses the analysis', () => {
    expect(locationClasses(rows, [28, 29], 'alldata', 'pctile')).toEqual(new Map([[68, 4], [79, 3], [83, 0]]));
  });

  it('skips rows without data for the flow and locations without rows', () => {
    const classes = locationClasses(rows, [28], 'alldata', 'median');
    expect(classes.has(120)).toBe(false);
    expect(classes.has(83)).toBe(false);
    expect(locationClasses(rows, [28, 29], 'baseflow', 'median').size).toBe(0);
  });

  it('reads the chosen flow', () => {
    const storm = [makeSummaryRow({ locationid: 68, parameter_index: 28, has_stormflow: true, stormflow_bmk_median: 4, has_alldata: true, alldata_bmk_median: 2 })];
    expect(locationClasses(storm, [28], 'stormflow', 'median')).toEqual(new Map([[68, 4]]));
    expect(locationClasses(storm, [28], 'alldata', 'median')).toEqual(new Map([[68, 2]]));
  });

  it('is empty without selected parameters', () => {
    expect(locationClasses(rows, [], 'alldata', 'median').size).toBe(0);
  });
});

describe('benchmarkPalette', () => {
  const defaults = BENCHMARK_CLASSES.map((value) => ({ value, color: tokens.benchmarkColors[value], label: BENCHMARK_CLASS_LABELS[value] }));

  it('falls back to the portal palette and labels without an answer', () => {
    expect(benchmarkPalette(undefined)).toEqual(defaults);
    expect(benchmarkPalette([])).toEqual(defaults);
    expect(defaults.map((entry) => entry.label)).toEqual([
      'No benchmark or no data',
      'Below benchmark',
      'Approaching benchmark',
      'Above benchmark',
      'Above secondary benchmark',
    ]);
  });

  it('uses the API colours and texts, class by class', () => {
    const palette = benchmarkPalette([
      { bmk_value: 4, dot_symbol_color: '#FF0000', legend_text: 'Way above' },
      { bmk_value: 1, dot_symbol_color: '#00f', legend_text: 'Good' },
    ]);
    expect(palette).toEqual([
      defaults[0],
      { value: 1, color: '#00f', label: 'Good' },
      defaults[2],
      defaults[3],
      { value: 4, color: '#FF0000', label: 'Way above' },
    ]);
  });

  it('replaces an unusable colour or blank text with the default', () => {
    const [, one, two] = benchmarkPalette([
      { bmk_value: 1, dot_symbol_color: 'blue', legend_text: '  ' },
      { bmk_value: 2, dot_symbol_color: 'f2c14e', legend_text: ' Near ' },
    ]);
    expect(one).toEqual(defaults[1]);
    expect(two).toEqual({ value: 2, color: '#f2c14e', label: 'Near' });
  });
});

describe('benchmarkRanges', () => {
  const colors = { bmk_color0: '#9aa5b1', bmk_color1: '#2c7bb6', bmk_color2: '#f2c14e', bmk_color3: '#f07f2a', bmk_color4: '#c0392b' };
  const lines = (parameter_index: number, line0: number | null, line1: number | null, line2: number | null, line3: number | null, extra: Partial<WqSummaryRow> = colors) =>
    makeSummaryRow({
      locationid: 68, parameter_index, bmk_line0: line0, bmk_line1: line1, bmk_line2: line2, bmk_line3: line3,
      // The demo basin's less_than_range parameters (spec 01 §9).
      bmk_less_than_range: [73, 7, 8, 1902, 3, 10, 6].includes(parameter_index),
      ...extra,
    });
  const labels = (row: WqSummaryRow) => benchmarkRanges(row).map((range) => `${range.cls}: ${range.label}`);

  it('writes a closed lowest range for other parameters (total phosphorus)', () => {
    expect(benchmarkRanges(lines(28, 0, 127.5, 170, 340))).toEqual([
      { cls: 1, label: '0 - 127.5', color: '#2c7bb6', low: 0, high: 127.5 },
      { cls: 2, label: '127.5 - 170', color: '#f2c14e', low: 127.5, high: 170 },
      { cls: 3, label: '170 - 340', color: '#f07f2a', low: 170, high: 340 },
      { cls: 4, label: '≥ 340', color: '#c0392b', low: 340, high: null },
    ]);
  });

  it('gives each range its values, open-ended where the label is (lower is worse flips the ends)', () => {
    const ends = (row: WqSummaryRow) => benchmarkRanges(row).map((range) => [range.low, range.high]);
    expect(ends(lines(73, 0, 94.5, 126, 410))).toEqual([[null, 94.5], [94.5, 126], [126, 410], [410, null]]);
    expect(ends(lines(3, 12, 6.25, 5, 3))).toEqual([[6.25, null], [5, 6.25], [3, 5], [null, 3]]);
  });

  it('writes an open lowest range for the listed parameters (E. coli, pH)', () => {
    expect(labels(lines(73, 0, 94.5, 126, 410))).toEqual(['1: < 94.5', '2: 94.5 - 126', '3: 126 - 410', '4: ≥ 410']);
    expect(labels(lines(7, 6.5, 8.5, 9, 9.5))).toEqual(['1: < 8.5', '2: 8.5 - 9', '3: 9 - 9.5', '4: ≥ 9.5']);
  });

  it('reads correctly where lower is worse (dissolved oxygen, Secchi depth)', () => {
    expect(labels(lines(3, 12, 6.25, 5, 3))).toEqual(['1: > 6.25', '2: 5 - 6.25', '3: 3 - 5', '4: ≤ 3']);
    expect(labels(lines(6, 3, 1.25, 1, 0.5))).toEqual(['1: > 1.25', '2: 1 - 1.25', '3: 0.5 - 1', '4: ≤ 0.5']);
    // A descending parameter outside the list keeps a closed lowest range, written low - high.
    expect(labels(lines(999, 12, 6.25, 5, 3))).toEqual(['1: 6.25 - 12', '2: 5 - 6.25', '3: 3 - 5', '4: ≤ 3']);
  });

  it('formats large and long numbers', () => {
    expect(labels(lines(29, 0, 1507.5, 2010, 4020))).toEqual(['1: 0 - 1,507.5', '2: 1,507.5 - 2,010', '3: 2,010 - 4,020', '4: ≥ 4,020']);
    expect(labels(lines(24, 0, 13.500000000000002, 18, 30))[0]).toBe('1: 0 - 13.5');
  });

  it('drops the classes of missing lines', () => {
    expect(labels(lines(28, 0, null, 170, 340))).toEqual(['1: 0 - 170', '3: 170 - 340', '4: ≥ 340']);
    expect(labels(lines(28, 0, 127.5, 170, null))).toEqual(['1: 0 - 127.5', '2: 127.5 - 170', '3: ≥ 170']);
    expect(labels(lines(28, null, 127.5, 170, 340))).toEqual(['1: < 127.5', '2: 127.5 - 170', '3: 170 - 340', '4: ≥ 340']);
    expect(labels(lines(3, null, null, 5, null))).toEqual(['1: < 5', '3: ≥ 5']);
  });

  it('is empty without a benchmark line', () => {
    expect(benchmarkRanges(lines(28, null, null, null, null))).toEqual([]);
    expect(benchmarkRanges(lines(28, 0, 127.5, null, 340))).toEqual([]);
  });

  it('falls back to the portal colours', () => {
    const ranges = benchmarkRanges(lines(28, 0, 127.5, 170, 340, { bmk_color1: null, bmk_color2: 'not a colour', bmk_color3: 'F07F2A', bmk_color4: null }));
    expect(ranges.map((range) => range.color)).toEqual([tokens.benchmarkColors[1], tokens.benchmarkColors[2], '#F07F2A', tokens.benchmarkColors[4]]);
  });
});

describe('palette colours', () => {
  it('are all hex colours the map can draw', () => {
    for (const color of [...tokens.benchmarkColors, ...categoryPalette(20), ...categoryPalette(30)]) {
      expect(hexToRgb(color)).toHaveLength(3);
    }
  });
});

describe('categoryPalette', () => {
  it('gives up to 20 fixed, distinct colours', () => {
    expect(categoryPalette(0)).toEqual([]);
    expect(categoryPalette(3)).toEqual(['#1f77b4', '#aec7e8', '#ff7f0e']);
    const twenty = categoryPalette(20);
    expect(twenty).toHaveLength(20);
    expect(new Set(twenty).size).toBe(20);
    expect(categoryPalette(7)).toEqual(twenty.slice(0, 7));
  });

  it('gives a gradient between the anchors beyond 20', () => {
    const colors = categoryPalette(21);
    expect(colors).toHaveLength(21);
    expect(colors[0]).toBe('#440154');
    expect(colors[10]).toBe('#21918c');
    expect(colors[20]).toBe('#fde725');
    expect(new Set(categoryPalette(100)).size).toBeGreaterThan(90);
    for (const color of categoryPalette(57)) expect(color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('interpolates linearly between neighbouring anchors', () => {
    // 41 colours over 5 anchors: every 10th colour is an anchor, the 5th ones between are midpoints.
    const midpoint = (a: string, b: string) => hexToRgb(a).map((channel, index) => Math.round((channel + (hexToRgb(b)[index] ?? 0)) / 2));
    const nine = categoryPalette(41).filter((_, index) => index % 5 === 0);
    expect(nine).toHaveLength(9);
    expect(hexToRgb(nine[1] ?? '')).toEqual(midpoint('#440154', '#3b528b'));
    expect(nine[2]).toBe('#3b528b');
  });

  it('treats a fraction or an invalid count sensibly', () => {
    expect(categoryPalette(2.7)).toHaveLength(2);
    expect(categoryPalette(-1)).toEqual([]);
    expect(categoryPalette(Number.NaN)).toEqual([]);
  });
});
