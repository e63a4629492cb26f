// The date scatter's drawing: results of several series (e.g. locations) as points over calendar
// dates, unjoined (each is one sample), with the x axis ticked by day or by month.
import { seriesColor, seriesShape, type MarkerShape } from '../../charts/seriesStyle';
import { dayTime, formatDayMDY, formatNondetectTooltip, formatValue as defaultFormatValue, ONE_DAY_MS, withUnits } from './format';
import { dayScale, valueExtent, valueScale } from './scales';
import { MAX_TICKS, numberTicks, type Tick } from './ticks';
import type { AxisModel, LegendItem, PlotSize, TooltipModel, TooltipRow } from './types';
import { tokens } from '@basin/shared';

export interface DatePoint {
  /** 'YYYY-MM-DD'. */
  x: string;
  y: number;
  nondetect?: boolean;
}

export interface DateScatterSeries {
  key: string;
  label: string;
  color?: string;
  points: readonly DatePoint[];
}

/** How the x axis is ticked: on days (any day, evenly spaced) or on the first of months. */
export type DateTickUnit = 'day' | 'month';

export interface DateScatterOptions {
  xLabel?: string;
  yLabel?: string;
  units?: string;
  tickUnit?: DateTickUnit;
}

export interface DrawnDatePoint {
  key: string;
  seriesIndex: number;
  pointIndex: number;
  px: number;
  py: number;
  color: string;
  shape: MarkerShape;
  open: boolean;
}

export interface DateScatterModel {
  x: AxisModel;
  left: AxisModel;
  points: DrawnDatePoint[];
}

const DAY_STEPS = [1, 2, 3, 5, 7, 10, 14, 21, 28, 42, 56, 91, 182, 364, 728];
const MONTH_STEPS = [1, 2, 3, 4, 6, 12, 24, 36, 60, 120];

/**
 * Ticks of a date domain, at most MAX_TICKS about 90 px apart, labelled MM-DD-YYYY. 'day': every k
 * days from the first day of the domain; 'month': the first of every k-th month (k dividing the year
 * where it can, so ticks fall on the same months every year).
 */
export function unitTicks(domain: readonly [Date, Date], width: number, unit: DateTickUnit): Tick<Date>[] {
  const allowed = Math.max(2, Math.min(MAX_TICKS, Math.floor(width / 90)));
  const start = domain[0].getTime();
  const end = domain[1].getTime();
  if (unit === 'day') {
    const firstDay = Math.ceil(start / ONE_DAY_MS);
    const lastDay = Math.floor(end / ONE_DAY_MS);
    const step = DAY_STEPS.find((candidate) => Math.floor((lastDay - firstDay) / candidate) + 1 <= allowed) ?? Math.ceil((lastDay - firstDay + 1) / allowed);
    const ticks: Tick<Date>[] = [];
    for (let day = firstDay; day <= lastDay; day += step) ticks.push({ value: new Date(day * ONE_DAY_MS), label: formatDayMDY(new Date(day * ONE_DAY_MS)) });
    return ticks;
  }
  const monthIndex = (time: number) => new Date(time).getUTCFullYear() * 12 + new Date(time).getUTCMonth();
  const firstDate = new Date(start);
  const firstMonth = monthIndex(start) + (firstDate.getUTCDate() === 1 && firstDate.getUTCHours() === 0 ? 0 : 1);
  const lastMonth = monthIndex(end);
  const monthsFor = (step: number) => {
    const months: number[] = [];
    for (let month = Math.ceil(firstMonth / step) * step; month <= lastMonth; month += step) months.push(month);
    return months;
  };
  const step = MONTH_STEPS.find((candidate) => monthsFor(candidate).length <= allowed) ?? 120;
  return monthsFor(step).map((month) => {
    const value = new Date(Date.UTC(Math.floor(month / 12), month % 12, 1));
    return { value, label: formatDayMDY(value) };
  });
}

/** Axes from the points (a day of room either side), each point in pixels: shapes by series, non-detects open. */
export function buildDateScatterModel(series: readonly DateScatterSeries[], size: PlotSize, options: DateScatterOptions = {}): DateScatterModel {
  const all = series.flatMap((entry) => entry.points.filter((point) => Number.isFinite(point.y) && Number.isFinite(dayTime(point.x))));
  const xScale = dayScale(
    all.map((point) => point.x),
    [0, size.width],
    ONE_DAY_MS,
  );
  const yScale = valueScale(valueExtent(all.map((point) => point.y), true), [size.height, 0], size.height);
  const points: DrawnDatePoint[] = [];
  series.forEach((entry, seriesIndex) => {
    const color = entry.color ?? seriesColor(seriesIndex);
    entry.points.forEach((point, pointIndex) => {
      if (!Number.isFinite(point.y) || !Number.isFinite(dayTime(point.x))) return;
      points.push({
        key: `${entry.key}-${pointIndex}`,
        seriesIndex,
        pointIndex,
        px: xScale(new Date(dayTime(point.x))),
        py: yScale(point.y),
        color,
        shape: seriesShape(seriesIndex),
        open: Boolean(point.nondetect),
      });
    });
  });
  return {
    x: { scale: xScale, ticks: unitTicks(xScale.domain() as [Date, Date], size.width, options.tickUnit ?? 'month'), label: options.xLabel ?? 'Date' },
    left: { scale: yScale, ticks: numberTicks(yScale, size.height), label: options.yLabel ?? options.units },
    points,
  };
}

/** Within this many px of a point the tooltip shows it. */
const HIT_RADIUS = 40;

/** The tooltip of the point nearest (x, y): its date, series and value ('< DL' for a non-detect). */
export function dateScatterTooltip(
  series: readonly DateScatterSeries[],
  model: DateScatterModel,
  x: number,
  y: number,
  options: DateScatterOptions & { formatValue?: (value: number) => string } = {},
): TooltipModel | null {
  const format = options.formatValue ?? defaultFormatValue;
  let best: DrawnDatePoint | undefined;
  let bestDistance = HIT_RADIUS ** 2;
  for (const point of model.points) {
    const distance = (point.px - x) ** 2 + (point.py - y) ** 2;
    if (distance <= bestDistance) {
      best = point;
      bestDistance = distance;
    }
  }
  const entry = best ? series[best.seriesIndex] : undefined;
  const point = best ? entry?.points[best.pointIndex] : undefined;
  if (!best || !entry || !point) return null;
  const rows: TooltipRow[] = [
    { key: 'value', label: entry.label, value: point.nondetect ? formatNondetectTooltip(point.y, options.units, format) : withUnits(format(point.y), options.units), color: best.color },
  ];
  return { title: formatDayMDY(point.x), rows, x: best.px, y: best.py };
}

/** The legend: each series' marker, and the open symbol of non-detects if any. */
export function dateScatterLegend(series: readonly DateScatterSeries[]): LegendItem[] {
  const items: LegendItem[] = series.map((entry, index) => ({ key: entry.key, label: entry.label, color: entry.color ?? seriesColor(index), swatch: 'marker', shape: seriesShape(index) }));
  if (series.some((entry) => entry.points.some((point) => point.nondetect))) {
    items.push({ key: 'nondetect', label: 'Non-detect (< DL)', color: tokens.colors.textSecondary, swatch: 'marker', shape: 'circle', open: true });
  }
  return items;
}
