import { seriesColor, seriesShape, type MarkerShape } from './seriesStyle';
import { dayTime, daysBetween, formatDayMDY, formatNondetectTooltip, parseDay, formatValue as defaultFormatValue, ONE_DAY_MS, withUnits } from './format';
import { clampDayAtToday, dayScale, logTicks, logValueScale, valueExtent, valueScale } from './scales';
import { dateTicks, numberTicks, unitTicks, weekTicks, type DateTickUnit, type Tick } from './ticks';
import type { AxisModel, LegendItem, PlotSize, TooltipModel, TooltipRow } from './types';
import { currentT, isUnsure, tokens, valueStatusLabel, valueStatusLegend, type Translate, type UnsureStatus, type ValueStatus } from '@basin/shared';

export interface TimePoint {
  /** A calendar date, 'YYYY-MM-DD' (read as UTC, never shifted by time zone). */
  x: string;
  /** null breaks a line. */
  y: number | null;
  /** Below the detection limit: drawn open, '< DL' in the tooltip. */
  nondetect?: boolean;
  /**
   * How far the agency stands behind the value (default approved): a line is dotted to and from a value
   * not approved, such a bar hatched, an estimated value crossed; the legend and the tooltip say so.
   */
  status?: ValueStatus;
}

export interface TimeBandPoint {
  x: string;
  low: number;
  high: number;
}

export interface TimeSeries {
  key: string;
  label: string;
  /** 'point': markers only, never joined (a scatter over time). */
  kind: 'line' | 'bar' | 'point';
  axis?: 'left' | 'right';
  units?: string;
  color?: string;
  dashed?: boolean;
  /** Point markers on a line. Default true for lines. */
  markers?: boolean;
  /** The marker's shape (e.g. one per flow condition); default the series' place in MARKER_SHAPES. */
  shape?: MarkerShape;
  points: readonly TimePoint[];
  /** A range around the series (e.g. daily min-max around the daily average): a translucent area. */
  band?: readonly TimeBandPoint[];
  /** Legend text of the band. Default '<label> (range)'. */
  bandLabel?: string;
}

/**
 * A horizontal reference line at a value of one axis (a threshold, a standard): drawn across the plot,
 * dashed by default, labelled at its right end and in the legend; the axis always reaches it.
 */
export interface TimeReference {
  key: string;
  label: string;
  value: number;
  axis?: 'left' | 'right';
  color?: string;
  /** Default true. */
  dashed?: boolean;
}

export interface TimeModelOptions {
  /** A line breaks across a gap longer than this many days (irregular sampling: gaps are shown). */
  gapDays?: number;
  /** Widest bar, px. Default 18. */
  maxBarWidth?: number;
  xLabel?: string;
  leftLabel?: string;
  rightLabel?: string;
  /**
   * 'week': ticks on Sundays every 1, 2, 4, 8, 13, 26, 52… weeks (the comparison page); 'day': every k
   * days from the first day; 'month': the first of every k-th month (the reservoir summary's seasons).
   * Default: d3's date ticks.
   */
  xUnit?: 'auto' | 'week' | DateTickUnit;
  /** How a date reads on the date axis and as the tooltip's title (e.g. a water year, 'WY2021'). Default MM-DD-YYYY. */
  formatDate?: (date: Date) => string;
  references?: readonly TimeReference[];
  /** The period asked for ('YYYY-MM-DD'): the date axis spans it even where the first or last days have no data (but not past today). */
  period?: { start?: string; end?: string };
  /**
   * The period shown (zoom, 'YYYY-MM-DD' both ends): the date axis is exactly this period and only its
   * points are drawn, so the value axis fits them.
   */
  shown?: { start: string; end: string } | null;
  /** A log10 left axis (values of zero or below are not drawn). */
  logScale?: boolean;
  /** Shaded horizontal ranges of the left axis behind the marks (benchmark classes), named in the legend. */
  valueBands?: readonly ValueBand[];
}

/** A shaded range of values (a benchmark class): from `low` to `high`, open-ended where null. */
export interface ValueBand {
  key: string;
  label: string;
  low: number | null;
  high: number | null;
  color: string;
}

export interface DrawnValueBand {
  key: string;
  color: string;
  y: number;
  height: number;
}

export interface PixelPoint {
  x: number;
  y: number;
}

export interface DrawnLine {
  key: string;
  color: string;
  dashed: boolean;
  /** The runs between approved values (all of a line without statuses). */
  segments: PixelPoint[][];
  /** The runs to or from a value not approved: drawn dotted. */
  unsureSegments: PixelPoint[][];
  /** Estimated values: crossed. */
  estimated: PixelPoint[];
  markers: (PixelPoint & { open: boolean })[];
  shape: MarkerShape;
  /** Markers only (a `point` series): drawn a little larger, the symbol being the whole mark. */
  pointsOnly?: boolean;
}

export interface DrawnBar {
  key: string;
  seriesKey: string;
  day: string;
  color: string;
  x: number;
  y: number;
  width: number;
  height: number;
  open: boolean;
  /** A value not approved: hatched (estimated ones crossed too). */
  status?: UnsureStatus;
}

export interface DrawnBand {
  key: string;
  color: string;
  segments: { x: number; y0: number; y1: number }[][];
}

export interface DrawnReference {
  key: string;
  label: string;
  color: string;
  dashed: boolean;
  y: number;
  /** Baseline of the label text: above its line, or below when it would collide with the label of the next line up. */
  labelY: number;
}

export interface TimeModel {
  x: AxisModel;
  left: AxisModel;
  right?: AxisModel;
  lines: DrawnLine[];
  bars: DrawnBar[];
  bands: DrawnBand[];
  references: DrawnReference[];
  valueBands: DrawnValueBand[];
  /** Every date with a value, in order, with its x position and its highest value's y (the tooltip snaps to these). */
  days: { day: string; x: number; y: number }[];
}

export const DEFAULT_MAX_BAR_WIDTH = 18;

/**
 * Consecutive runs of points to join with a line: sorted by date, broken where a point is not
 * `defined` (null value) and, with `gapDays`, where two neighbours are more than `gapDays` apart.
 */
export function lineSegments<P extends { x: string }>(points: readonly P[], defined: (point: P) => boolean, gapDays?: number): P[][] {
  const sorted = points.filter((point) => Number.isFinite(dayTime(point.x))).sort((a, b) => dayTime(a.x) - dayTime(b.x));
  const segments: P[][] = [];
  let current: P[] = [];
  for (const point of sorted) {
    const previous = current[current.length - 1];
    const gap = previous !== undefined && gapDays !== undefined && daysBetween(previous.x, point.x) > gapDays;
    if (!defined(point) || gap) {
      if (current.length) segments.push(current);
      current = [];
    }
    if (defined(point)) current.push(point);
  }
  if (current.length) segments.push(current);
  return segments;
}

const hasValue = (point: TimePoint): point is TimePoint & { y: number } => point.y !== null && Number.isFinite(point.y);

/**
 * A line segment cut where its values' status changes: a stretch joining two approved values is sure,
 * one touching a value not approved is not. Neighbouring runs share their end point, so the line stays
 * whole; a lone point is one run.
 */
export function statusRuns<P extends TimePoint>(segment: readonly P[]): { unsure: boolean; points: P[] }[] {
  const [first] = segment;
  if (!first) return [];
  if (segment.length === 1) return [{ unsure: isUnsure(first.status), points: [first] }];
  const runs: { unsure: boolean; points: P[] }[] = [];
  for (let index = 1; index < segment.length; index += 1) {
    const from = segment[index - 1]!;
    const to = segment[index]!;
    const unsure = isUnsure(from.status) || isUnsure(to.status);
    const run = runs.at(-1);
    if (run?.unsure === unsure) run.points.push(to);
    else runs.push({ unsure, points: [from, to] });
  }
  return runs;
}

/** Smallest step between consecutive dates, in ms (undefined with fewer than two dates). */
function smallestStep(days: readonly string[]): number | undefined {
  const times = [...new Set(days.map(dayTime))].sort((a, b) => a - b);
  let step: number | undefined;
  for (let index = 1; index < times.length; index += 1) {
    const difference = (times[index] ?? 0) - (times[index - 1] ?? 0);
    step = step === undefined ? difference : Math.min(step, difference);
  }
  return step;
}

function axisValues(series: readonly TimeSeries[], references: readonly TimeReference[]): number[] {
  return [
    ...series.flatMap((entry) => [...entry.points.filter(hasValue).map((point) => point.y), ...(entry.band ?? []).flatMap((point) => [point.low, point.high])]),
    ...references.map((reference) => reference.value),
  ];
}

export const REFERENCE_COLOR = tokens.colors.textSecondary;
/** Height of a reference label, px: closer labels would overlap. */
const REFERENCE_LABEL_ROOM = 13;

/** The highest baseline a label may take: its letters stay inside the plot (the plot is clipped). */
const REFERENCE_LABEL_TOP = 11;

/**
 * Reference lines in pixels, each label above its line unless the line above is too close (then below);
 * with the plot's `height`, every label is kept inside it (a line at the top of the plot gets its label
 * below, one at the bottom above), so no label is cut off.
 */
export function placeReferences(references: readonly TimeReference[], yOf: (reference: TimeReference) => number, height?: number): DrawnReference[] {
  const drawn = references
    .filter((reference) => Number.isFinite(reference.value))
    .map((reference) => {
      const y = yOf(reference);
      return { key: reference.key, label: reference.label, color: reference.color ?? REFERENCE_COLOR, dashed: reference.dashed ?? true, y, labelY: y - 4 };
    })
    .sort((a, b) => b.y - a.y);
  drawn.forEach((reference, index) => {
    const above = drawn[index + 1];
    if (above && reference.labelY - (above.y - 4) < REFERENCE_LABEL_ROOM) reference.labelY = reference.y + REFERENCE_LABEL_ROOM - 1;
    if (height !== undefined) {
      if (reference.labelY < REFERENCE_LABEL_TOP) reference.labelY = reference.y + REFERENCE_LABEL_ROOM - 1;
      reference.labelY = Math.min(height - 3, Math.max(REFERENCE_LABEL_TOP, reference.labelY));
    }
  });
  return drawn;
}

function unitsLabel(series: readonly TimeSeries[]): string | undefined {
  const units = [...new Set(series.flatMap((entry) => (entry.units ? [entry.units] : [])))];
  return units.length ? units.join(', ') : undefined;
}

export const colorOf = (entry: TimeSeries, index: number) => entry.color ?? seriesColor(index);

/** The date axis' ticks in the chosen unit. */
function xTicks(scale: ReturnType<typeof dayScale>, width: number, unit: 'auto' | 'week' | DateTickUnit): Tick<Date>[] {
  const domain = scale.domain() as [Date, Date];
  if (unit === 'week') return weekTicks(domain, width);
  if (unit === 'day' || unit === 'month' || unit === 'year') return unitTicks(domain, width, unit);
  return dateTicks(scale, width);
}

/**
 * Everything TimeChart draws for one plot size, in pixels: the axes (UTC dates, MM-DD-YYYY ticks; a
 * left and optional right value axis, reaching 0 where bars stand), line segments and markers, bars
 * of several bar series side by side on a date, and bands.
 */
export function buildTimeModel(allSeries: readonly TimeSeries[], size: PlotSize, options: TimeModelOptions = {}, t: Translate = currentT()): TimeModel {
  const { gapDays, maxBarWidth = DEFAULT_MAX_BAR_WIDTH, references = [], logScale = false, valueBands = [], shown } = options;
  const series = shownSeries(allSeries, shown ?? null, logScale);
  const allDays = series.flatMap((entry) => [...entry.points.filter(hasValue).map((point) => point.x), ...(entry.band ?? []).map((point) => point.x)]);
  const barSeries = series.filter((entry) => entry.kind === 'bar');
  const barDays = barSeries.flatMap((entry) => entry.points.filter(hasValue).map((point) => point.x));
  const barStep = smallestStep(barDays) ?? ONE_DAY_MS;
  // The axis spans the period asked for, but never past today (no empty future on a date axis).
  const periodDays = (shown ? [shown.start, shown.end] : [options.period?.start, options.period?.end].filter((day): day is string => day !== undefined)).map(
    (day) => clampDayAtToday(day),
  );
  const xScale = dayScale(shown ? periodDays : [...allDays, ...periodDays], [0, size.width], barSeries.length && !shown ? barStep / 2 : 0);

  const sides = (['left', 'right'] as const).map((side) => {
    const onSide = series.filter((entry) => (entry.axis ?? 'left') === side);
    const sideReferences = references.filter((reference) => (reference.axis ?? 'left') === side);
    const values = axisValues(onSide, sideReferences);
    const scale =
      side === 'left' && logScale
        ? logValueScale(values, [size.height, 0])
        : valueScale(valueExtent(values, onSide.some((entry) => entry.kind === 'bar')), [size.height, 0], size.height);
    return { onSide, scale };
  });
  const [leftSide, rightSide] = sides as [(typeof sides)[0], (typeof sides)[0]];
  const yOf = (entry: TimeSeries) => ((entry.axis ?? 'left') === 'right' ? rightSide.scale : leftSide.scale);
  const xOf = (day: string) => xScale(new Date(dayTime(day)));

  // The highest drawn value of each date (smallest y), where the tooltip points.
  const tops = new Map<string, number>();
  const noteTop = (day: string, pixel: number) => tops.set(day, Math.min(pixel, tops.get(day) ?? Number.POSITIVE_INFINITY));
  const lines: DrawnLine[] = [];
  const bands: DrawnBand[] = [];
  const bars: DrawnBar[] = [];
  const slot = (xScale(new Date(barStep)) - xScale(new Date(0))) * 0.8;
  const barWidth = Math.max(1, Math.min(maxBarWidth, slot / Math.max(1, barSeries.length)));

  series.forEach((entry, index) => {
    const color = colorOf(entry, index);
    const y = yOf(entry);
    if (entry.band?.length) {
      bands.push({
        key: entry.key,
        color,
        segments: lineSegments(entry.band, (point) => Number.isFinite(point.low) && Number.isFinite(point.high), gapDays).map((segment) =>
          segment.map((point) => {
            noteTop(point.x, y(point.high));
            return { x: xOf(point.x), y0: y(point.low), y1: y(point.high) };
          }),
        ),
      });
    }
    if (entry.kind === 'bar') {
      const slotIndex = barSeries.indexOf(entry);
      const zero = y(Math.max(y.domain()[0] ?? 0, Math.min(0, y.domain()[1] ?? 0)));
      for (const point of entry.points.filter(hasValue)) {
        const top = y(point.y);
        noteTop(point.x, Math.min(top, zero));
        bars.push({
          key: `${entry.key}-${point.x}`,
          seriesKey: entry.key,
          day: point.x,
          color,
          x: xOf(point.x) - (barWidth * barSeries.length) / 2 + slotIndex * barWidth,
          y: Math.min(top, zero),
          width: barWidth,
          height: Math.abs(zero - top),
          open: Boolean(point.nondetect),
          ...(isUnsure(point.status) && { status: point.status }),
        });
      }
      return;
    }
    // Points are never joined: each is its own segment of one (so each gets its marker).
    const segments = (entry.kind === 'point' ? lineSegments(entry.points, hasValue).flat().map((point) => [point]) : lineSegments(entry.points, hasValue, gapDays)) as (TimePoint & {
      y: number;
    })[][];
    segments.flat().forEach((point) => noteTop(point.x, y(point.y)));
    const showMarkers = entry.markers ?? true;
    const pixel = (point: TimePoint & { y: number }): PixelPoint => ({ x: xOf(point.x), y: y(point.y) });
    const runs = segments.flatMap(statusRuns);
    lines.push({
      key: entry.key,
      color,
      dashed: Boolean(entry.dashed),
      shape: entry.shape ?? seriesShape(index),
      pointsOnly: entry.kind === 'point',
      segments: runs.filter((run) => !run.unsure).map((run) => run.points.map(pixel)),
      unsureSegments: runs.filter((run) => run.unsure).map((run) => run.points.map(pixel)),
      estimated: segments.flat().filter((point) => point.status === 'estimated').map(pixel),
      // Without markers, a lone point (no line to draw) and non-detects still get theirs.
      markers: segments.flatMap((segment) =>
        segment
          .filter((point) => showMarkers || point.nondetect || segment.length === 1)
          .map((point) => ({ x: xOf(point.x), y: y(point.y), open: Boolean(point.nondetect) })),
      ),
    });
  });

  const days = [...new Set(allDays)]
    .sort((a, b) => dayTime(a) - dayTime(b))
    .map((day) => ({ day, x: xOf(day), y: tops.get(day) ?? size.height / 2 }));
  const axis = (side: typeof leftSide, label: string | undefined): AxisModel => ({
    scale: side.scale,
    ticks: side === leftSide && logScale ? logTicks(side.scale) : numberTicks(side.scale as ReturnType<typeof valueScale>, size.height),
    label: label ?? unitsLabel(side.onSide),
  });
  return {
    x: { scale: xScale, ticks: dateLabels(xTicks(xScale, size.width, options.xUnit ?? 'auto'), options.formatDate), label: options.xLabel ?? t('shared.analysis.chart.date') },
    left: axis(leftSide, options.leftLabel),
    right: rightSide.onSide.length ? axis(rightSide, options.rightLabel) : undefined,
    lines,
    bars,
    bands,
    references: placeReferences(
      references.filter((reference) => !logScale || (reference.axis ?? 'left') === 'right' || reference.value > 0),
      (reference) => ((reference.axis ?? 'left') === 'right' ? rightSide.scale : leftSide.scale)(reference.value),
      size.height,
    ),
    valueBands: drawValueBands(valueBands, leftSide.scale, size.height),
    days,
  };
}

/** The date ticks relabelled by the chart's own date format, when it has one. */
function dateLabels(ticks: Tick<Date>[], formatDate: ((date: Date) => string) | undefined): Tick<Date>[] {
  return formatDate ? ticks.map((tick) => ({ value: tick.value, label: formatDate(tick.value) })) : ticks;
}

/** The series as shown: points outside the shown period left out; on a log axis, values of zero or below too. */
function shownSeries(series: readonly TimeSeries[], shown: { start: string; end: string } | null, logScale: boolean): TimeSeries[] {
  if (!shown && !logScale) return [...series];
  const from = shown ? dayTime(shown.start) : Number.NEGATIVE_INFINITY;
  const to = shown ? dayTime(shown.end) : Number.POSITIVE_INFINITY;
  const inside = (day: string) => dayTime(day) >= from && dayTime(day) <= to;
  return series.map((entry) => ({
    ...entry,
    points: entry.points.filter((point) => inside(point.x)).map((point) => (logScale && (entry.axis ?? 'left') === 'left' && point.y !== null && !(point.y > 0) ? { ...point, y: null } : point)),
    band: entry.band?.filter((point) => inside(point.x)),
  }));
}

/** Value bands in pixels, clipped to the plot; a band outside the axis is left out. */
function drawValueBands(bands: readonly ValueBand[], scale: (value: number) => number, height: number): DrawnValueBand[] {
  return bands.flatMap((band) => {
    const edge = (value: number | null, open: number) => {
      if (value === null) return open;
      const pixel = scale(value);
      return Number.isFinite(pixel) ? Math.min(height, Math.max(0, pixel)) : open;
    };
    const a = edge(band.low, height);
    const b = edge(band.high, 0);
    const top = Math.min(a, b);
    const bottom = Math.max(a, b);
    return bottom - top < 0.5 ? [] : [{ key: band.key, color: band.color, y: top, height: bottom - top }];
  });
}

/** Index of the entry of `sorted` (by x) nearest to `x`. */
export function nearestIndex(sorted: readonly { x: number }[], x: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle]?.x ?? 0) < x) low = middle + 1;
    else high = middle;
  }
  const before = sorted[low - 1];
  const at = sorted[low];
  return before && at && x - before.x < at.x - x ? low - 1 : low;
}

/**
 * The tooltip for a pointer at plot x: the nearest date (MM-DD-YYYY, or as `formatDate` reads it) and
 * each series' value there with its unit ('< DL' for non-detects, the band's range beside its series).
 */
export function timeTooltip(
  series: readonly TimeSeries[],
  model: TimeModel,
  x: number,
  formatValue: (value: number) => string = defaultFormatValue,
  formatDate: (date: Date) => string = formatDayMDY,
  t: Translate = currentT(),
): TooltipModel | null {
  const nearest = model.days[nearestIndex(model.days, x)];
  if (!nearest) return null;
  const rows: TooltipRow[] = [];
  series.forEach((entry, index) => {
    const point = entry.points.find((candidate) => candidate.x === nearest.day && hasValue(candidate));
    const band = entry.band?.find((candidate) => candidate.x === nearest.day);
    if (!point && !band) return;
    const parts: string[] = [];
    if (point && point.y !== null) {
      const value = point.nondetect ? formatNondetectTooltip(point.y, entry.units, formatValue, t) : withUnits(formatValue(point.y), entry.units);
      parts.push(isUnsure(point.status) ? `${value} (${valueStatusLabel(t, point.status).toLowerCase()})` : value);
    }
    if (band) parts.push(t('shared.analysis.chart.tooltipRange', { low: formatValue(band.low), high: withUnits(formatValue(band.high), entry.units) }));
    rows.push({ key: entry.key, label: entry.label, value: parts.join(', '), color: colorOf(entry, index) });
  });
  return { title: formatDate(parseDay(nearest.day)), rows, x: nearest.x, y: nearest.y };
}

/** The legend: one entry per series (bars, lines with their marker and dash), bands, and non-detects if any. */
export function timeLegend(
  series: readonly TimeSeries[],
  references: readonly TimeReference[] = [],
  valueBands: readonly ValueBand[] = [],
  nondetectLabel?: string,
  t: Translate = currentT(),
): LegendItem[] {
  const items: LegendItem[] = [];
  series.forEach((entry, index) => {
    const color = colorOf(entry, index);
    const shape = entry.shape ?? seriesShape(index);
    items.push(
      entry.kind === 'bar'
        ? { key: entry.key, label: entry.label, color, swatch: 'bar' }
        : entry.kind === 'point'
          ? { key: entry.key, label: entry.label, color, swatch: 'marker', shape }
          : { key: entry.key, label: entry.label, color, swatch: 'line', dashed: entry.dashed, shape: entry.markers === false ? undefined : shape },
    );
    if (entry.band?.length) items.push({ key: `${entry.key}-band`, label: entry.bandLabel ?? t('shared.analysis.chart.bandRange', { label: entry.label }), color, swatch: 'area' });
  });
  if (series.some((entry) => entry.points.some((point) => point.nondetect))) {
    items.push({ key: 'nondetect', label: nondetectLabel ?? t('shared.analysis.chart.nondetect'), color: tokens.colors.textSecondary, swatch: 'marker', shape: 'circle', open: true });
  }
  items.push(...statusLegend(series, t));
  for (const band of valueBands) items.push({ key: `band-${band.key}`, label: band.label, color: band.color, swatch: 'area' });
  for (const reference of references) {
    items.push({ key: `reference-${reference.key}`, label: reference.label, color: reference.color ?? REFERENCE_COLOR, swatch: 'line', dashed: reference.dashed ?? true });
  }
  return items;
}

/**
 * The legend of the values not approved, in the marks the chart uses for them: 'Provisional (subject to
 * revision)' a dotted line and/or a hatched bar, 'Estimated' a cross (on a dotted line where lines are).
 * Markers-only series have no provisional mark (no line to dot), but their estimated values are crossed.
 */
function statusLegend(series: readonly TimeSeries[], t: Translate): LegendItem[] {
  const color = tokens.colors.textSecondary;
  const marked = (status: UnsureStatus, kind: TimeSeries['kind']) => series.some((entry) => entry.kind === kind && entry.points.some((point) => point.status === status));
  const items: LegendItem[] = [];
  const provisionalBars = marked('provisional', 'bar');
  const provisionalLines = marked('provisional', 'line');
  if (provisionalBars || provisionalLines) {
    items.push({ key: 'provisional', label: valueStatusLegend(t, 'provisional'), color, swatch: provisionalBars ? 'bar' : 'line', hatched: provisionalBars, dotted: provisionalLines });
  }
  const estimatedLines = marked('estimated', 'line');
  if (estimatedLines || marked('estimated', 'bar') || marked('estimated', 'point')) {
    items.push({ key: 'estimated', label: valueStatusLegend(t, 'estimated'), color, swatch: estimatedLines ? 'line' : 'marker', dotted: estimatedLines, shape: 'cross' });
  }
  return items;
}
