// The depth heat map's data shaping (pure): cells of a value by sampling date (across) and depth (down),
// each drawn over the time and the layer it represents, a colour scale of break values, overlay lines
// (one depth per date) and the summary sentence. DepthHeatMap.tsx draws it.
import { currentT, type Translate } from '@basin/shared';
import { dayTime, formatDayMDY, formatNumber, ONE_DAY_MS, withUnits } from './format';

/** One measured value: a date 'YYYY-MM-DD', a depth in m (down from the surface) and the value. */
export interface DepthValue {
  date: string;
  depth: number;
  value: number;
}

/**
 * A colour scale of break values: `colors` has one colour more than `breaks` (ascending). Class i holds
 * values from breaks[i-1] (included) up to breaks[i] (excluded); the first class everything below
 * breaks[0], the last everything from the last break up. `names` (optional, one per class) say what a
 * class means ('hypoxic').
 */
export interface ColourScale {
  breaks: readonly number[];
  colors: readonly string[];
  names?: readonly (string | undefined)[];
}

/** The class of a value: how many breaks are at or below it. */
export function colourClassIndex(value: number, breaks: readonly number[]): number {
  let index = 0;
  while (index < breaks.length && value >= breaks[index]!) index += 1;
  return index;
}

/**
 * `steps - 1` breaks evenly spaced between the lowest and highest value (a dynamic scale of `steps`
 * classes). Empty when there are no values or they are all equal (one class).
 */
export function dynamicBreaks(values: readonly number[], steps = 6): number[] {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return [];
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  if (min === max) return [];
  return Array.from({ length: steps - 1 }, (_, index) => min + ((max - min) * (index + 1)) / steps);
}

/** The legend's words for each class: '< 2 mg/L (hypoxic)', '2 to 5 mg/L', '≥ 8 mg/L'. */
export function colourClassLabels(scale: ColourScale, units?: string | null, format: (value: number) => string = formatNumber, t: Translate = currentT()): string[] {
  const { breaks } = scale;
  return scale.colors.map((_color, index) => {
    let range: string;
    if (breaks.length === 0) range = t('shared.analysis.heatMap.allValues');
    else if (index === 0) range = withUnits(`< ${format(breaks[0]!)}`, units);
    else if (index === breaks.length) range = withUnits(`≥ ${format(breaks[index - 1]!)}`, units);
    else range = withUnits(t('shared.analysis.heatMap.range', { from: format(breaks[index - 1]!), to: format(breaks[index]!) }), units);
    const name = scale.names?.[index];
    return name ? `${range} (${name})` : range;
  });
}

/** An interval along an axis (ms of time, or m of depth). */
export interface Span {
  start: number;
  end: number;
}

/**
 * The interval each of the sorted, distinct `positions` represents: from half-way to its previous
 * neighbour to half-way to its next, at most `maxHalf` on either side (so a long gap shows as a gap,
 * not as a stretched sample). The first and last reach `maxHalf` outward (clipped to `bounds`).
 */
export function spansAround(positions: readonly number[], maxHalf: number, bounds: readonly [number, number] = [-Infinity, Infinity]): Span[] {
  return positions.map((position, index) => {
    const previous = positions[index - 1];
    const next = positions[index + 1];
    const before = previous === undefined ? maxHalf : Math.min(maxHalf, (position - previous) / 2);
    const after = next === undefined ? maxHalf : Math.min(maxHalf, (next - position) / 2);
    return { start: Math.max(bounds[0], position - before), end: Math.min(bounds[1], position + after) };
  });
}

export interface HeatCell extends DepthValue {
  key: string;
  /** The layer it represents, m (top < bottom). */
  top: number;
  bottom: number;
  classIndex: number;
  color: string;
  /** Index of its column, and its place in the column (shallowest first). */
  column: number;
  row: number;
}

export interface HeatColumn {
  date: string;
  /** The time it represents, UTC ms. */
  start: number;
  end: number;
  cells: HeatCell[];
}

export interface HeatMapOptions {
  scale: ColourScale;
  /** The period shown, 'YYYY-MM-DD' (the x axis; columns are clipped to it). Default: the dates' extent. */
  period?: readonly [string, string];
  /** A sampling date stands for at most this many days on either side. Default 31. */
  maxHalfSpanDays?: number;
  /** A sampled depth stands for at most this many m above and below. Default 0.5 (profiles every 1 m). */
  maxHalfLayer?: number;
}

export interface HeatMapModel {
  columns: HeatColumn[];
  /** The x axis' extent, UTC ms; the y axis' extent, m (0 = surface). */
  timeDomain: [number, number];
  depthDomain: [number, number];
}

export const DEFAULT_MAX_HALF_SPAN_DAYS = 31;
export const DEFAULT_MAX_HALF_LAYER = 0.5;

/**
 * The heat map's columns: one per sampling date, as wide as the time it represents (half-way to the
 * neighbouring dates, at most `maxHalfSpanDays` either side), each with one cell per sampled depth
 * covering its layer (half-way to the neighbouring depths, at most `maxHalfLayer`, never above the
 * surface). Values of the same date and depth are averaged. Non-finite values are left out.
 */
export function buildHeatMapModel(values: readonly DepthValue[], { scale, period, maxHalfSpanDays = DEFAULT_MAX_HALF_SPAN_DAYS, maxHalfLayer = DEFAULT_MAX_HALF_LAYER }: HeatMapOptions): HeatMapModel {
  const byDate = new Map<string, Map<number, number[]>>();
  for (const { date, depth, value } of values) {
    if (!Number.isFinite(value) || !Number.isFinite(depth) || !Number.isFinite(dayTime(date))) continue;
    const depths = byDate.get(date) ?? new Map<number, number[]>();
    depths.set(depth, [...(depths.get(depth) ?? []), value]);
    byDate.set(date, depths);
  }
  const dates = [...byDate.keys()].sort();
  const times = dates.map(dayTime);
  const periodStart = period ? dayTime(period[0]) : (times[0] ?? 0);
  // The end date is shown whole: the axis runs to the end of its day.
  const periodEnd = period ? dayTime(period[1]) + ONE_DAY_MS : (times.at(-1) ?? 0) + ONE_DAY_MS;
  const timeSpans = spansAround(times, maxHalfSpanDays * ONE_DAY_MS, [Math.min(periodStart, times[0] ?? periodStart), Math.max(periodEnd, (times.at(-1) ?? 0) + ONE_DAY_MS)]);

  let deepest = 0;
  const columns = dates.map((date, column): HeatColumn => {
    const measured = byDate.get(date)!;
    const depths = [...measured.keys()].sort((a, b) => a - b);
    const layers = spansAround(depths, maxHalfLayer, [0, Infinity]);
    const cells = depths.map((depth, row): HeatCell => {
      const samples = measured.get(depth)!;
      const value = samples.reduce((sum, sample) => sum + sample, 0) / samples.length;
      const classIndex = colourClassIndex(value, scale.breaks);
      deepest = Math.max(deepest, layers[row]!.end);
      return {
        key: `${date}|${depth}`,
        date,
        depth,
        value,
        top: layers[row]!.start,
        bottom: layers[row]!.end,
        classIndex,
        color: scale.colors[Math.min(classIndex, scale.colors.length - 1)]!,
        column,
        row,
      };
    });
    return { date, start: timeSpans[column]!.start, end: timeSpans[column]!.end, cells };
  });
  const firstStart = columns[0]?.start ?? periodStart;
  const lastEnd = columns.at(-1)?.end ?? periodEnd;
  return { columns, timeDomain: [Math.min(periodStart, firstStart), Math.max(periodEnd, lastEnd)], depthDomain: [0, deepest || 1] };
}

/** One overlay line: a depth per sampling date (null: none that date), e.g. the thermocline. */
export interface HeatMapLine {
  key: string;
  label: string;
  color: string;
  dashed?: boolean;
  points: readonly { date: string; depth: number | null }[];
}

/**
 * The runs of a line to draw: consecutive dates that both have a depth and whose columns touch (a gap
 * in sampling breaks the line, as on the time charts). A run of one date is drawn as a marker alone.
 */
export function lineRuns(line: HeatMapLine, columns: readonly HeatColumn[]): { date: string; depth: number }[][] {
  const columnOf = new Map(columns.map((column) => [column.date, column]));
  const runs: { date: string; depth: number }[][] = [];
  let current: { date: string; depth: number }[] = [];
  let previousEnd: number | null = null;
  for (const point of [...line.points].sort((a, b) => a.date.localeCompare(b.date))) {
    const column = columnOf.get(point.date);
    const touches = column !== undefined && previousEnd !== null && column.start <= previousEnd;
    if (point.depth === null || !column || !touches) {
      if (current.length > 0) runs.push(current);
      current = [];
    }
    if (point.depth !== null && column) current.push({ date: point.date, depth: point.depth });
    previousEnd = column?.end ?? null;
  }
  if (current.length > 0) runs.push(current);
  return runs;
}

/** A cell in words, for the keyboard's live region: '07-10-2025, 7 m: 3.42 mg/L, class 2 to 5 mg/L'. */
export function describeCell(cell: HeatCell, classLabels: readonly string[], units?: string | null, format: (value: number) => string = formatNumber, t: Translate = currentT()): string {
  const label = classLabels[cell.classIndex];
  const text = `${formatDayMDY(cell.date)}, ${formatNumber(cell.depth)} m: ${withUnits(format(cell.value), units)}`;
  return label ? t('shared.analysis.heatMap.cellClass', { text, label }) : text;
}

/**
 * 'Dissolved oxygen at CCR2 on 4 sampling dates from 10-26-2024 to 09-09-2026, at 0 to 7 m: from
 * 3.42 mg/L (7 m, 07-10-2025) to 9.32 mg/L (1 m, 06-05-2026).'
 */
export function describeDepthHeatMap({ subject, units, model, t = currentT() }: { subject: string; units?: string | null; model: HeatMapModel; t?: Translate }): string {
  const cells = model.columns.flatMap((column) => column.cells);
  if (cells.length === 0) return t('shared.analysis.summary.noSubjectData', { subject });
  const depths = [...new Set(cells.map((cell) => cell.depth))].sort((a, b) => a - b);
  const low = cells.reduce((best, cell) => (cell.value < best.value ? cell : best));
  const high = cells.reduce((best, cell) => (cell.value > best.value ? cell : best));
  const dates = model.columns.length;
  const first = formatDayMDY(model.columns[0]!.date);
  const when = dates === 1 ? t('shared.analysis.heatMap.onDate', { date: first }) : t('shared.analysis.heatMap.onDates', { count: dates, first, last: formatDayMDY(model.columns.at(-1)!.date) });
  const where =
    depths.length === 1
      ? t('shared.analysis.heatMap.atDepth', { depth: formatNumber(depths[0]!) })
      : depths.length <= 3
        ? t('shared.analysis.heatMap.atDepths', { list: depths.slice(0, -1).map(formatNumber).join(', '), last: formatNumber(depths.at(-1)!) })
        : t('shared.analysis.heatMap.atDepthRange', { from: formatNumber(depths[0]!), to: formatNumber(depths.at(-1)!) });
  const at = (cell: HeatCell) => `${withUnits(formatNumber(cell.value), units)} (${formatNumber(cell.depth)} m, ${formatDayMDY(cell.date)})`;
  const range = low === high ? `${withUnits(formatNumber(low.value), units)}` : t('shared.analysis.heatMap.fromTo', { from: at(low), to: at(high) });
  return `${subject} ${when}, ${where}: ${range}.`;
}
