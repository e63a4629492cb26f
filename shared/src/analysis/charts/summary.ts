/**
 * The one-sentence, plain-language summaries of the analysis charts: the SVG's accessible name and the
 * paragraph under every chart. Pure functions of the data the chart draws.
 */
import { dayTime, endSentence, formatNumber, withUnits } from './format';

export interface SummaryPoint {
  /** 'YYYY-MM-DD'. */
  x: string;
  y: number | null;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const usable = (points: readonly SummaryPoint[]) =>
  points.filter((point): point is SummaryPoint & { y: number } => point.y !== null && Number.isFinite(point.y) && Number.isFinite(dayTime(point.x)));

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** 'over 2021-2025', or 'in 2021' within one year ('' without points). */
export function describePeriod(points: readonly SummaryPoint[]): string {
  const years = usable(points).map((point) => new Date(dayTime(point.x)).getUTCFullYear());
  if (years.length === 0) return '';
  const first = Math.min(...years);
  const last = Math.max(...years);
  return first === last ? `in ${first}` : `over ${first}-${last}`;
}

/** The calendar month with the highest mean value, when the points span at least two months. */
export function highestMonth(points: readonly SummaryPoint[]): string | undefined {
  const byMonth = new Map<number, number[]>();
  for (const point of usable(points)) {
    const month = new Date(dayTime(point.x)).getUTCMonth();
    byMonth.set(month, [...(byMonth.get(month) ?? []), point.y]);
  }
  if (byMonth.size < 2) return undefined;
  const [month] = [...byMonth].map(([key, values]) => [key, mean(values)] as const).reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  return MONTHS[month];
}

/** 'There is no Total phosphorus data at CC-10 for the current selections.' */
export function describeNoData(subject?: string, location?: string): string {
  const what = subject ? `${subject} data` : 'data';
  return `There is no ${what}${location ? ` at ${location}` : ''} for the current selections.`;
}

export interface SeriesSummaryInput {
  parameter: string;
  location?: string;
  units?: string;
  points: readonly SummaryPoint[];
}

/** 'Total phosphorus at CC-10 averaged 212 µg/L over 2021-2025, highest in June.' */
export function describeSeries({ parameter, location, units, points }: SeriesSummaryInput): string {
  const values = usable(points);
  if (values.length === 0) return describeNoData(parameter, location);
  const month = highestMonth(values);
  const subject = location ? `${parameter} at ${location}` : parameter;
  return `${subject} averaged ${withUnits(formatNumber(mean(values.map((point) => point.y))), units)} ${describePeriod(values)}${month ? `, highest in ${month}` : ''}.`;
}

export interface SeriesSetSummaryInput {
  parameter: string;
  units?: string;
  series: readonly { label: string; points: readonly SummaryPoint[] }[];
  /** What the series are, plural. Default 'locations'. */
  noun?: string;
}

/**
 * Several series of one parameter, naming the highest average: 'Of 3 locations, CC-10 had the highest
 * average Total phosphorus over 2021-2025: 212 µg/L.' One series with data reads as describeSeries.
 */
export function describeSeriesSet({ parameter, units, series, noun = 'locations' }: SeriesSetSummaryInput): string {
  const withData = series.filter((entry) => usable(entry.points).length > 0);
  const [only] = withData;
  if (!only) return describeNoData(parameter);
  if (withData.length === 1) return describeSeries({ parameter, location: only.label, units, points: only.points });
  const averages = withData.map((entry) => ({ label: entry.label, average: mean(usable(entry.points).map((point) => point.y)) }));
  const top = averages.reduce((best, entry) => (entry.average > best.average ? entry : best));
  const period = describePeriod(withData.flatMap((entry) => entry.points));
  return endSentence(`Of ${withData.length} ${noun}, ${top.label} had the highest average ${parameter} ${period}: ${withUnits(formatNumber(top.average), units)}`);
}

export interface RegressionSummaryInput {
  /** The response, as it starts the sentence: 'Chlorophyll-a'. */
  y: string;
  /** The predictor, as it reads mid-sentence: 'total phosphorus'. */
  x: string;
  location?: string;
  yUnits?: string;
  xUnits?: string;
  /** The fitted line; null or fewer than 3 points: too few to fit. */
  fit: { slope: number; r2: number; n: number } | null;
}

/**
 * How much a fitted line is worth, by r² (the share of the variation it explains): below 0.1 it says
 * nothing useful, 0.1-0.3 a weak relationship, 0.3-0.6 a moderate one, from 0.6 a strong one.
 */
export type FitStrength = 'none' | 'weak' | 'moderate' | 'strong';

export function fitStrength(r2: number): FitStrength {
  if (!(r2 >= 0.1)) return 'none';
  if (r2 < 0.3) return 'weak';
  if (r2 < 0.6) return 'moderate';
  return 'strong';
}

/** The share of the variation a line explains, in words: '6 %'. */
const explained = (r2: number) => `${Math.round(Math.max(0, Math.min(1, r2)) * 100)} %`;

/**
 * Says first how strong the relationship is, then (where there is one) how y moves with x, always with
 * r² and n: 'Chlorophyll-a shows a moderate relationship with total phosphorus at CCR-1: it rises 0.12
 * µg/L per µg/L (r² = 0.41, n = 58).' At r² below 0.1 no slope is quoted: 'There is no useful
 * relationship between Chlorophyll-a and total phosphorus at CCR-1: the fitted line explains 6 % of the
 * variation (r² = 0.06, n = 58).'
 */
export function describeRegression({ y, x, location, yUnits, xUnits, fit }: RegressionSummaryInput): string {
  const where = location ? ` at ${location}` : '';
  if (!fit || fit.n < 3 || !Number.isFinite(fit.slope)) {
    return `There are too few paired results of ${y} and ${x}${where} to fit a line.`;
  }
  const stats = `(r² = ${fit.r2.toFixed(2)}, n = ${formatNumber(fit.n)})`;
  const strength = fitStrength(fit.r2);
  if (strength === 'none' || fit.slope === 0) {
    return `There is no useful relationship between ${y} and ${x}${where}: the fitted line explains ${explained(fit.r2)} of the variation ${stats}.`;
  }
  const change = `${withUnits(formatNumber(Math.abs(fit.slope)), yUnits)} per ${xUnits ?? 'unit'}`;
  const [moves, move] = fit.slope > 0 ? ['rises', 'rise'] : ['falls', 'fall'];
  if (strength === 'weak') {
    return `${y} shows a weak relationship with ${x}${where}: it tends to ${move} ${change}, but the line explains only ${explained(fit.r2)} of the variation ${stats}.`;
  }
  return `${y} shows a ${strength} relationship with ${x}${where}: it ${moves} ${change} ${stats}.`;
}

export interface GroupedBarSummaryInput {
  parameter: string;
  location?: string;
  units?: string;
  categories: readonly string[];
  groups: readonly { label: string; values: readonly (number | null)[] }[];
}

/**
 * Groups (years) of values by category (month): 'Of 2 years, Total nitrogen at CCR-1 averaged highest
 * in 2025 (812 µg/L); the highest value was 1,020 µg/L in July 2025.'
 */
export function describeGroupedBars({ parameter, location, units, categories, groups }: GroupedBarSummaryInput): string {
  const subject = location ? `${parameter} at ${location}` : parameter;
  const cells = groups.flatMap((group) =>
    group.values.flatMap((value, index) => (value !== null && Number.isFinite(value) ? [{ group: group.label, category: categories[index] ?? '', value }] : [])),
  );
  if (cells.length === 0) return describeNoData(parameter, location);
  const peak = cells.reduce((best, cell) => (cell.value > best.value ? cell : best));
  const peakText = `the highest value was ${withUnits(formatNumber(peak.value), units)} in ${peak.category} ${peak.group}`;
  const averages = groups
    .map((group) => ({ label: group.label, values: cells.filter((cell) => cell.group === group.label).map((cell) => cell.value) }))
    .filter((group) => group.values.length > 0)
    .map((group) => ({ label: group.label, average: mean(group.values) }));
  if (averages.length === 1) return `${subject} averaged ${withUnits(formatNumber(averages[0]?.average ?? 0), units)} in ${averages[0]?.label}; ${peakText}.`;
  const top = averages.reduce((best, group) => (group.average > best.average ? group : best));
  return `Of ${averages.length} years, ${subject} averaged highest in ${top.label} (${withUnits(formatNumber(top.average), units)}); ${peakText}.`;
}
