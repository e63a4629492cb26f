import { currentT, tokens, type Translate } from '@basin/shared';
import { seriesColor, seriesShape, type MarkerShape } from './seriesStyle';
import { formatDayMDY, formatNondetectTooltip, formatValue as defaultFormatValue, withUnits } from './format';
import { floorAtZero, valueExtent, valueScale } from './scales';
import { numberTicks } from './ticks';
import type { AxisModel, LegendItem, PlotSize, TooltipModel, TooltipRow } from './types';

export interface ScatterPoint {
  x: number;
  y: number;
  /** 'YYYY-MM-DD' sampling date, named in the tooltip. */
  date?: string;
  nondetect?: boolean;
  outlier?: boolean;
}

export interface ScatterFit {
  line: readonly { x: number; y: number }[];
  /** The 95 % confidence band, drawn translucent. */
  band: readonly { x: number; low: number; high: number }[];
}

export interface ScatterSeries {
  key: string;
  label: string;
  color?: string;
  points: readonly ScatterPoint[];
  fit?: ScatterFit;
}

export interface ScatterOptions {
  xLabel?: string;
  yLabel?: string;
  xUnits?: string;
  yUnits?: string;
}

export interface DrawnScatterPoint {
  key: string;
  seriesIndex: number;
  pointIndex: number;
  px: number;
  py: number;
  color: string;
  shape: MarkerShape | 'cross';
  open: boolean;
}

export interface DrawnFit {
  key: string;
  color: string;
  line: { x: number; y: number }[];
  band: { x: number; y0: number; y1: number }[];
}

export interface ScatterModel {
  x: AxisModel;
  left: AxisModel;
  points: DrawnScatterPoint[];
  fits: DrawnFit[];
}

export const scatterColor = (entry: ScatterSeries, index: number) => entry.color ?? seriesColor(index);

/** Room around the points so edge markers are whole; never below 0 when no value is (markers at 0 sit on the axis). */
function padded([min, max]: [number, number]): [number, number] {
  const room = (max - min) * 0.04;
  return floorAtZero([min - room, max + room], min);
}

/** Axes from the points (fits are clipped to the plot), points in pixels, fitted lines and bands. */
export function buildScatterModel(series: readonly ScatterSeries[], size: PlotSize, options: ScatterOptions = {}): ScatterModel {
  const all = series.flatMap((entry) => entry.points);
  const xScale = valueScale(padded(valueExtent(all.map((point) => point.x))), [0, size.width], size.width * 0.6);
  const yScale = valueScale(padded(valueExtent(all.map((point) => point.y))), [size.height, 0], size.height);
  const points: DrawnScatterPoint[] = [];
  const fits: DrawnFit[] = [];
  series.forEach((entry, seriesIndex) => {
    const color = scatterColor(entry, seriesIndex);
    entry.points.forEach((point, pointIndex) => {
      if (!Number.isFinite(point.x) || !Number.isFinite(point.y)) return;
      points.push({
        key: `${entry.key}-${pointIndex}`,
        seriesIndex,
        pointIndex,
        px: xScale(point.x),
        py: yScale(point.y),
        color,
        shape: point.outlier ? 'cross' : seriesShape(seriesIndex),
        open: Boolean(point.nondetect),
      });
    });
    if (entry.fit) {
      fits.push({
        key: entry.key,
        color,
        line: entry.fit.line.map((point) => ({ x: xScale(point.x), y: yScale(point.y) })),
        band: entry.fit.band.map((point) => ({ x: xScale(point.x), y0: yScale(point.low), y1: yScale(point.high) })),
      });
    }
  });
  return {
    // Wider spacing on x: number labels like '12,500' need the room.
    x: { scale: xScale, ticks: numberTicks(xScale, size.width, 70), label: options.xLabel },
    left: { scale: yScale, ticks: numberTicks(yScale, size.height), label: options.yLabel },
    points,
    fits,
  };
}

/** Within this many px of a point the tooltip shows it. */
export const SCATTER_HIT_RADIUS = 40;

/** The tooltip of the point nearest (x, y): its series, date, both values with units, '< DL', 'Outlier'. */
export function scatterTooltip(
  series: readonly ScatterSeries[],
  model: ScatterModel,
  x: number,
  y: number,
  options: ScatterOptions & { formatValue?: (value: number) => string } = {},
  t: Translate = currentT(),
): TooltipModel | null {
  const format = options.formatValue ?? defaultFormatValue;
  let best: DrawnScatterPoint | undefined;
  let bestDistance = SCATTER_HIT_RADIUS ** 2;
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
  const rows: TooltipRow[] = [];
  if (point.date) rows.push({ key: 'date', label: t('shared.analysis.chart.date'), value: formatDayMDY(point.date) });
  rows.push({ key: 'x', label: options.xLabel ?? 'x', value: withUnits(format(point.x), options.xUnits) });
  rows.push({
    key: 'y',
    label: options.yLabel ?? 'y',
    value: point.nondetect ? formatNondetectTooltip(point.y, options.yUnits, format, t) : withUnits(format(point.y), options.yUnits),
  });
  if (point.outlier) rows.push({ key: 'outlier', label: '', value: t('shared.analysis.chart.outlierTooltip') });
  return { title: entry.label, rows, x: best.px, y: best.py };
}

export function scatterLegend(series: readonly ScatterSeries[], t: Translate = currentT()): LegendItem[] {
  const items: LegendItem[] = series.map((entry, index) => ({
    key: entry.key,
    label: entry.fit ? t('shared.analysis.chart.regressionLine', { label: entry.label }) : entry.label,
    color: scatterColor(entry, index),
    swatch: entry.fit ? 'line' : 'marker',
    shape: seriesShape(index),
  }));
  const points = series.flatMap((entry) => entry.points);
  if (points.some((point) => point.nondetect)) {
    items.push({ key: 'nondetect', label: t('shared.analysis.chart.nondetect'), color: tokens.colors.textSecondary, swatch: 'marker', shape: 'circle', open: true });
  }
  if (points.some((point) => point.outlier)) {
    items.push({ key: 'outlier', label: t('shared.analysis.chart.outlier'), color: tokens.colors.textSecondary, swatch: 'marker', shape: 'cross' });
  }
  return items;
}
