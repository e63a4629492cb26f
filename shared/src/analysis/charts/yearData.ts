// The year chart's drawing: one value per year and series (e.g. a seasonal mean per station) on a
// year axis, horizontal reference lines (a standard), and each year's column shaded in turn.
import { currentT, tokens, type Translate } from '@basin/shared';
import { scaleLinear } from '@visx/scale';
import { seriesColor, seriesShape, type MarkerShape } from './seriesStyle';
import { formatValue as defaultFormatValue, withUnits } from './format';
import { valueExtent, valueScale } from './scales';
import { MAX_TICKS, numberTicks, type Tick } from './ticks';
import type { AxisModel, LegendItem, PlotSize, TooltipModel, TooltipRow } from './types';

export interface YearPoint {
  year: number;
  /** null: no value that year (the line breaks). */
  value: number | null;
}

export interface YearSeries {
  key: string;
  label: string;
  color?: string;
  points: readonly YearPoint[];
}

export interface ReferenceLine {
  key: string;
  /** Legend and tooltip text, e.g. 'Standard (18 µg/L)'. */
  label: string;
  value: number;
  color?: string;
}

export interface YearChartOptions {
  xLabel?: string;
  yLabel?: string;
  units?: string;
  references?: readonly ReferenceLine[];
}

export interface YearColumn {
  year: number;
  x: number;
  width: number;
}

export interface DrawnYearLine {
  key: string;
  color: string;
  shape: MarkerShape;
  segments: { x: number; y: number }[][];
  markers: { x: number; y: number; year: number }[];
}

export interface YearModel {
  x: AxisModel;
  left: AxisModel;
  /** Every other year's column, from half a year before its mark to half a year after (July 1 to July 1). */
  shaded: YearColumn[];
  lines: DrawnYearLine[];
  references: { key: string; label: string; color: string; y: number }[];
  years: number[];
  xOf: (year: number) => number;
}

/** Steps of the year axis, in years: the smallest giving at most MAX_TICKS ticks about 60 px apart. */
const YEAR_STEPS = [1, 2, 5, 10, 20, 50, 100];

export function yearTicks(first: number, last: number, width: number): Tick<number>[] {
  const allowed = Math.max(2, Math.min(MAX_TICKS, Math.floor(width / 60)));
  const step = YEAR_STEPS.find((candidate) => Math.floor(last / candidate) - Math.ceil(first / candidate) + 1 <= allowed) ?? 100;
  const ticks: Tick<number>[] = [];
  for (let year = Math.ceil(first / step) * step; year <= last; year += step) ticks.push({ value: year, label: String(year) });
  return ticks;
}

const referenceColor = (line: ReferenceLine) => line.color ?? tokens.colors.error;

/**
 * Years from the first to the last with a value: each is a mark on the axis, the middle of a column one
 * year wide (its value's place); every other column is shaded so a year's points can be followed up from
 * its label. Lines join consecutive years and break over a year without a value.
 */
export function buildYearModel(series: readonly YearSeries[], size: PlotSize, options: YearChartOptions = {}, t: Translate = currentT()): YearModel {
  const withValue = series.flatMap((entry) => entry.points.filter((point) => point.value !== null && Number.isFinite(point.value)));
  const allYears = withValue.map((point) => point.year);
  const first = allYears.length ? Math.min(...allYears) : new Date().getUTCFullYear();
  const last = allYears.length ? Math.max(...allYears) : first;
  const xScale = scaleLinear<number>({ domain: [first - 0.5, last + 0.5], range: [0, size.width] });
  const references = options.references ?? [];
  const yScale = valueScale(valueExtent([...withValue.map((point) => point.value!), ...references.map((line) => line.value)], true), [size.height, 0], size.height);
  const xOf = (year: number) => xScale(year);
  const years = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const columnWidth = xScale(first + 0.5) - xScale(first - 0.5);
  const lines = series.map((entry, index): DrawnYearLine => {
    const byYear = new Map(entry.points.filter((point) => point.value !== null && Number.isFinite(point.value)).map((point) => [point.year, point.value!]));
    const segments: { x: number; y: number }[][] = [];
    let current: { x: number; y: number }[] = [];
    for (const year of years) {
      const value = byYear.get(year);
      if (value === undefined) {
        if (current.length) segments.push(current);
        current = [];
      } else current.push({ x: xOf(year), y: yScale(value) });
    }
    if (current.length) segments.push(current);
    return {
      key: entry.key,
      color: entry.color ?? seriesColor(index),
      shape: seriesShape(index),
      segments,
      markers: [...byYear].map(([year, value]) => ({ x: xOf(year), y: yScale(value), year })),
    };
  });
  return {
    x: { scale: xScale, ticks: yearTicks(first, last, size.width), label: options.xLabel ?? t('shared.analysis.chart.year') },
    left: { scale: yScale, ticks: numberTicks(yScale, size.height), label: options.yLabel ?? options.units },
    shaded: years.filter((_, index) => index % 2 === 0).map((year) => ({ year, x: xOf(year - 0.5), width: columnWidth })),
    lines,
    references: references.map((line) => ({ key: line.key, label: line.label, color: referenceColor(line), y: yScale(line.value) })),
    years,
    xOf,
  };
}

/** The tooltip of the year nearest the pointer: each series' value that year and the reference lines. */
export function yearTooltip(
  series: readonly YearSeries[],
  model: YearModel,
  x: number,
  options: YearChartOptions & { formatValue?: (value: number) => string } = {},
  t: Translate = currentT(),
): TooltipModel | null {
  if (model.years.length === 0) return null;
  const format = options.formatValue ?? defaultFormatValue;
  const year = model.years.reduce((best, candidate) => (Math.abs(model.xOf(candidate) - x) < Math.abs(model.xOf(best) - x) ? candidate : best));
  const rows: TooltipRow[] = [];
  let top = Number.POSITIVE_INFINITY;
  series.forEach((entry, index) => {
    const point = entry.points.find((candidate) => candidate.year === year && candidate.value !== null);
    if (!point || point.value === null) return;
    rows.push({ key: entry.key, label: entry.label, value: withUnits(format(point.value), options.units), color: model.lines[index]?.color });
    const marker = model.lines[index]?.markers.find((candidate) => candidate.year === year);
    if (marker) top = Math.min(top, marker.y);
  });
  if (rows.length === 0) rows.push({ key: 'none', label: t('shared.analysis.chart.noValues'), value: '' });
  for (const line of options.references ?? []) rows.push({ key: line.key, label: line.label, value: withUnits(format(line.value), options.units), color: referenceColor(line) });
  return { title: String(year), rows, x: model.xOf(year), y: Number.isFinite(top) ? top : 0 };
}

/** The legend: each series (line and marker), each reference line (dashed). */
export function yearLegend(series: readonly YearSeries[], references: readonly ReferenceLine[] = []): LegendItem[] {
  return [
    ...series.map((entry, index): LegendItem => ({ key: entry.key, label: entry.label, color: entry.color ?? seriesColor(index), swatch: 'line', shape: seriesShape(index) })),
    ...references.map((line): LegendItem => ({ key: line.key, label: line.label, color: referenceColor(line), swatch: 'line', dashed: true })),
  ];
}
