import { BENCHMARK_CLASS_LABELS, BENCHMARK_CLASSES, type Analysis, type BenchmarkClass, type Flow } from '@basin/api/domain';
import type { BenchmarkScaleColor, WqSummaryRow } from '@basin/api/schemas';
import { hexToRgb, tokens, type Translate, benchmarkClassLabel } from '@basin/shared';

const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour from the data as '#rrggbb' or '#rgb', or null when it is not a hex colour (CSS needs the '#'). */
function cssHex(value: string | null | undefined): string | null {
  const match = HEX_COLOR.exec(value?.trim() ?? '');
  return match ? `#${match[1]}` : null;
}

function asClass(value: number | null): BenchmarkClass {
  return BENCHMARK_CLASSES.find((cls) => cls === value) ?? 0;
}

/** The row's statistic for the flow and analysis, or null when there is none. */
export function summaryValue(row: WqSummaryRow, flow: Flow, analysis: Analysis): number | null {
  return row[`${flow}_${analysis}`];
}

/** The benchmark class of the row's statistic; no class (or a value outside 0-4) counts as 0. */
export function summaryClass(row: WqSummaryRow, flow: Flow, analysis: Analysis): BenchmarkClass {
  return asClass(row[`${flow}_bmk_${analysis}`]);
}

/**
 * The colour class of each location in graph mode: the worst class among the selected parameters'
 * summaries that have data for the flow, so a site is as red as its worst parameter. A location
 * without such a row gets no entry (the map draws it as having no data for the selection).
 */
export function locationClasses(rows: readonly WqSummaryRow[], parameters: readonly number[], flow: Flow, analysis: Analysis): Map<number, BenchmarkClass> {
  const selected = new Set(parameters);
  const classes = new Map<number, BenchmarkClass>();
  const hasFlow = `has_${flow}` as const;
  for (const row of rows) {
    if (!row[hasFlow] || !selected.has(row.parameter_index)) continue;
    const cls = summaryClass(row, flow, analysis);
    const previous = classes.get(row.locationid);
    if (previous === undefined || cls > previous) classes.set(row.locationid, cls);
  }
  return classes;
}

/** One legend entry of the benchmark classes. */
export interface BenchmarkPaletteEntry {
  value: BenchmarkClass;
  color: string;
  label: string;
}

/**
 * Colour and label of classes 0-4 from GET /api/public-map/benchmark-scale-colors, entry by entry
 * falling back to the portal's palette and the domain's labels (which the API sends too) when the answer is missing, lacks a class or
 * holds an unusable colour (spec 01 §7 "default colours used if missing").
 */
export function benchmarkPalette(colors: readonly BenchmarkScaleColor[] | undefined, t?: Translate): BenchmarkPaletteEntry[] {
  return BENCHMARK_CLASSES.map((value) => {
    const entry = colors?.find((color) => color.bmk_value === value);
    const text = entry?.legend_text.trim();
    // The domain's own label (the API's usual text) in the page's language; another text from the data as it is.
    const standard = !text || text === BENCHMARK_CLASS_LABELS[value];
    return {
      value,
      color: cssHex(entry?.dot_symbol_color) ?? tokens.benchmarkColors[value],
      label: standard ? (t ? benchmarkClassLabel(t, value) : BENCHMARK_CLASS_LABELS[value]) : text,
    };
  });
}

/** One range of a parameter's benchmark legend. */
export interface BenchmarkRange {
  cls: BenchmarkClass;
  label: string;
  color: string;
  /** The range's values, low to high; null where it is open-ended (for the chart's shaded bands and words). */
  low: number | null;
  high: number | null;
}

const NUMBER_FORMAT = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 6 });

/**
 * The legend ranges of a parameter (graph mode), classes 1-4, from its benchmark lines: line1 starts
 * 'approaching', line2 is the benchmark, line3 the secondary benchmark (DOMAIN.md "Benchmarks").
 * They follow the API's classification: a class starts AT its line, so the worst class reads '≥ line3'
 * (or '≤ line3' where lower is worse). Where the lines descend (dissolved oxygen, Secchi depth) the
 * comparisons flip and each range is still written low - high. A missing line1 or line3 drops its
 * class; without a benchmark (line2) the result is empty and the page says 'No benchmarks available'.
 */
export function benchmarkRanges(row: WqSummaryRow): BenchmarkRange[] {
  const { bmk_line0: line0, bmk_line1: line1, bmk_line2: line2, bmk_line3: line3 } = row;
  if (line2 === null) return [];
  const lines = [line0, line1, line2, line3].filter((line): line is number => line !== null);
  const descending = (lines.at(-1) ?? line2) < (lines[0] ?? line2);
  const format = (value: number) => NUMBER_FORMAT.format(value);
  const between = (a: number, b: number) => `${format(Math.min(a, b))} - ${format(Math.max(a, b))}`;

  // Class 1 ends where the next class starts; it is open-ended ('< 94.5' instead of '0 - 94.5', spec 01 §9)
  // for the parameters the basin marks so (parameters.csv less_than_range) or without a scale start.
  const lowestEnd = line1 ?? line2;
  const openLowest = line0 === null || row.bmk_less_than_range;
  const span = (a: number, b: number) => ({ low: Math.min(a, b), high: Math.max(a, b) });
  const openEnd = (line: number, towardsHigh: boolean) => (towardsHigh ? { low: line, high: null } : { low: null, high: line });
  const labels: [BenchmarkClass, string, { low: number | null; high: number | null }][] = [
    openLowest
      ? [1, `${descending ? '>' : '<'} ${format(lowestEnd)}`, openEnd(lowestEnd, descending)]
      : [1, between(line0, lowestEnd), span(line0, lowestEnd)],
  ];
  const starts = ([[2, line1], [3, line2], [4, line3]] as const).flatMap(([cls, line]) => (line === null ? [] : [{ cls, line }]));
  starts.forEach(({ cls, line }, index) => {
    const next = starts[index + 1];
    labels.push(next ? [cls, between(line, next.line), span(line, next.line)] : [cls, `${descending ? '≤' : '≥'} ${format(line)}`, openEnd(line, !descending)]);
  });
  return labels.map(([cls, label, range]) => ({ cls, label, color: cssHex(row[`bmk_color${cls}`]) ?? tokens.benchmarkColors[cls], ...range }));
}

/** Tableau 20 (d3's category20): 20 distinguishable colours, light and dark pairs of ten hues. */
const CATEGORY_20 = [
  '#1f77b4', '#aec7e8', '#ff7f0e', '#ffbb78', '#2ca02c', '#98df8a', '#d62728', '#ff9896', '#9467bd', '#c5b0d5',
  '#8c564b', '#c49c94', '#e377c2', '#f7b6d2', '#7f7f7f', '#c7c7c7', '#bcbd22', '#dbdb8d', '#17becf', '#9edae5',
] as const;

/** Anchors of the gradient beyond 20 categories (viridis: ordered, colour-blind-friendly). */
const GRADIENT_ANCHORS = ['#440154', '#3b528b', '#21918c', '#5ec962', '#fde725'] as const;

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Colours for `count` categories (the colour-by choices): the fixed 20 while they suffice, since
 * distinct hues are easier to tell apart; beyond 20 a gradient, as no fixed set stays distinguishable
 * (spec 01 §9).
 */
export function categoryPalette(count: number): string[] {
  const size = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  if (size <= CATEGORY_20.length) return CATEGORY_20.slice(0, size);
  const anchors = GRADIENT_ANCHORS.map(hexToRgb);
  return Array.from({ length: size }, (_, index) => {
    // Piecewise-linear interpolation: each anchor weighs 1 at its own position, falling to 0 at its neighbours.
    const position = (index / (size - 1)) * (anchors.length - 1);
    const rgb = anchors.reduce<[number, number, number]>(([r, g, b], [ar, ag, ab], anchor) => {
      const weight = Math.max(0, 1 - Math.abs(position - anchor));
      return [r + weight * ar, g + weight * ag, b + weight * ab];
    }, [0, 0, 0]);
    return toHex(rgb);
  });
}
