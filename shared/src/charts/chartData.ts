import type { BenchmarkLine, TimeSeries } from './types';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A point's date as a Date at UTC midnight. The API sends calendar dates ('YYYY-MM-DD'); reading them
 * in UTC (and formatting in UTC) keeps them on the same day in every time zone.
 */
export function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const match = ISO_DATE.exec(value);
  if (match) return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Date(value);
}

/** 'YYYY-MM-DD' of a date (UTC). */
export function isoDate(date: Date): string {
  return Number.isNaN(date.getTime()) ? 'Invalid date' : date.toISOString().slice(0, 10);
}

const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const YEAR = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'UTC' });
const TWO_YEARS_MS = 2 * 365.25 * 24 * 60 * 60 * 1000;

/** Axis ticks: years over long periods (where ticks fall on 1 January), month and year otherwise. */
export function defaultTickFormat(start: Date, end: Date): (date: Date) => string {
  return end.getTime() - start.getTime() > TWO_YEARS_MS ? (date) => YEAR.format(date) : (date) => MONTH_YEAR.format(date);
}

const VALUE_FORMAT = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 6 });

export function defaultValueFormat(value: number): string {
  return VALUE_FORMAT.format(value);
}

/** A point ready to draw: its series, its Date, its position in the series. */
export interface PlotPoint {
  seriesKey: string;
  date: Date;
  value: number;
  flag: string | undefined;
}

export interface PlotSeries {
  series: TimeSeries;
  index: number;
  color: string;
  points: PlotPoint[];
}

/**
 * The series as drawn: dates parsed, points sorted by date (a line joins them in that order), points
 * without a valid date or a finite value dropped, and with a date domain only the points inside it,
 * so the chart and its table list the same points.
 */
export function toPlotSeries(
  series: readonly TimeSeries[],
  colorOf: (index: number) => string,
  domain: readonly [Date, Date] | undefined,
): PlotSeries[] {
  return series.map((entry, index) => {
    const points = entry.points
      .map((point) => ({ seriesKey: entry.key, date: toDate(point.date), value: point.value, flag: point.flag }))
      .filter((point) => !Number.isNaN(point.date.getTime()) && Number.isFinite(point.value))
      .filter((point) => !domain || (point.date >= domain[0] && point.date <= domain[1]))
      .sort((a, b) => a.date.getTime() - b.date.getTime());
    return { series: entry, index, color: entry.color ?? colorOf(index), points };
  });
}

/**
 * The value axis' extent: the points and the benchmark lines, so a benchmark above every value is
 * still drawn, with a margin (a zero-height domain would draw nothing).
 */
export function valueDomain(series: readonly PlotSeries[], benchmarks: readonly BenchmarkLine[]): [number, number] {
  const values = [...series.flatMap((entry) => entry.points.map((point) => point.value)), ...benchmarks.map((line) => line.value)];
  if (values.length === 0) return [0, 1];
  const min = Math.min(...values);
  const max = Math.max(...values);
  // Room around the extremes so their markers are not cut by the plot edge; a single value gets 10 %.
  const pad = min === max ? Math.abs(min) * 0.1 || 1 : (max - min) * 0.05;
  // Values that cannot be negative (concentrations) keep the axis from going below zero.
  const low = min >= 0 ? Math.max(0, min - pad) : min - pad;
  return [low, max + pad];
}

/** The date extent of the points. */
export function dateExtent(series: readonly PlotSeries[]): [Date, Date] | null {
  const times = series.flatMap((entry) => entry.points.map((point) => point.date.getTime()));
  if (times.length === 0) return null;
  return [new Date(Math.min(...times)), new Date(Math.max(...times))];
}

/**
 * The chart's accessible name: what it shows, how many points of which series over which period,
 * and its reference lines. The table alternative lists the values themselves.
 */
export function describeChart(
  title: string,
  series: readonly PlotSeries[],
  benchmarks: readonly BenchmarkLine[],
  formatDate: (date: Date) => string,
): string {
  const count = series.reduce((sum, entry) => sum + entry.points.length, 0);
  const extent = dateExtent(series);
  const parts = [title];
  const names = series.map((entry) => entry.series.label).join(', ');
  parts.push(`${series.length} series${names ? `: ${names}` : ''}`);
  if (extent) {
    const [start, end] = extent.map(formatDate);
    parts.push(`${count} ${count === 1 ? 'point' : 'points'} ${start === end ? `on ${start}` : `from ${start} to ${end}`}`);
  } else {
    parts.push('no points');
  }
  if (benchmarks.length > 0) parts.push(`Reference lines: ${benchmarks.map((line) => line.label).join(', ')}`);
  return `${parts.join('. ')}. The data table below lists every point.`;
}
