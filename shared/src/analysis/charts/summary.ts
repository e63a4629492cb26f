/**
 * The one-sentence, plain-language summaries of the analysis charts: the SVG's accessible name and the
 * paragraph under every chart. Pure functions of the data the chart draws.
 */
import { currentT, type Translate } from '@basin/shared';
import { dayTime, endSentence, formatNumber, withUnits } from './format';

export interface SummaryPoint {
  /** 'YYYY-MM-DD'. */
  x: string;
  y: number | null;
}

/** A calendar month's name in the language ('June'). */
const monthName = (t: Translate, month: number) => t.intl.formatDate(Date.UTC(2000, month, 1), { month: 'long', timeZone: 'UTC' });

const usable = (points: readonly SummaryPoint[]) =>
  points.filter((point): point is SummaryPoint & { y: number } => point.y !== null && Number.isFinite(point.y) && Number.isFinite(dayTime(point.x)));

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** 'over 2021-2025', or 'in 2021' within one year ('' without points). */
export function describePeriod(points: readonly SummaryPoint[], t: Translate = currentT()): string {
  const years = usable(points).map((point) => new Date(dayTime(point.x)).getUTCFullYear());
  if (years.length === 0) return '';
  const first = Math.min(...years);
  const last = Math.max(...years);
  return first === last ? t('shared.analysis.summary.inYear', { year: String(first) }) : t('shared.analysis.summary.overYears', { first: String(first), last: String(last) });
}

/** The calendar month with the highest mean value, when the points span at least two months. */
export function highestMonth(points: readonly SummaryPoint[], t: Translate = currentT()): string | undefined {
  const byMonth = new Map<number, number[]>();
  for (const point of usable(points)) {
    const month = new Date(dayTime(point.x)).getUTCMonth();
    byMonth.set(month, [...(byMonth.get(month) ?? []), point.y]);
  }
  if (byMonth.size < 2) return undefined;
  const [month] = [...byMonth].map(([key, values]) => [key, mean(values)] as const).reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  return month === undefined ? undefined : monthName(t, month);
}

/** 'There is no Total phosphorus data at CC-10 for the current selections.' */
export function describeNoData(subject?: string, location?: string, t: Translate = currentT()): string {
  if (!subject) return location ? t('shared.analysis.summary.noDataAt', { location }) : t('shared.analysis.summary.noDataAtAll');
  return location ? t('shared.analysis.summary.noSubjectDataAt', { subject, location }) : t('shared.analysis.summary.noSubjectData', { subject });
}

export interface SeriesSummaryInput {
  parameter: string;
  location?: string;
  units?: string;
  points: readonly SummaryPoint[];
  /** The translator (default: the language of the moment). */
  t?: Translate;
}

/** 'Total phosphorus at CC-10 averaged 212 µg/L over 2021-2025, highest in June.' */
export function describeSeries({ parameter, location, units, points, t = currentT() }: SeriesSummaryInput): string {
  const values = usable(points);
  if (values.length === 0) return describeNoData(parameter, location, t);
  const month = highestMonth(values, t);
  const subject = location ? t('shared.analysis.summary.subjectAt', { parameter, location }) : parameter;
  return t('shared.analysis.summary.series', { subject, average: withUnits(formatNumber(mean(values.map((point) => point.y))), units), period: describePeriod(values, t), month: month ?? '', hasMonth: month ? 'yes' : 'no' });
}

export interface SeriesSetSummaryInput {
  parameter: string;
  units?: string;
  series: readonly { label: string; points: readonly SummaryPoint[] }[];
  /** What the series are, plural. Default 'locations'. */
  noun?: string;
  t?: Translate;
}

/**
 * Several series of one parameter, naming the highest average: 'Of 3 locations, CC-10 had the highest
 * average Total phosphorus over 2021-2025: 212 µg/L.' One series with data reads as describeSeries.
 */
export function describeSeriesSet({ parameter, units, series, noun, t = currentT() }: SeriesSetSummaryInput): string {
  const withData = series.filter((entry) => usable(entry.points).length > 0);
  const [only] = withData;
  if (!only) return describeNoData(parameter, undefined, t);
  if (withData.length === 1) return describeSeries({ parameter, location: only.label, units, points: only.points, t });
  const averages = withData.map((entry) => ({ label: entry.label, average: mean(usable(entry.points).map((point) => point.y)) }));
  const top = averages.reduce((best, entry) => (entry.average > best.average ? entry : best));
  const period = describePeriod(withData.flatMap((entry) => entry.points), t);
  const values = { count: withData.length, label: top.label, parameter, period, average: withUnits(formatNumber(top.average), units) };
  return endSentence(noun ? t('shared.analysis.summary.seriesSetOf', { ...values, noun }) : t('shared.analysis.summary.seriesSet', values));
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
  t?: Translate;
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
export function describeRegression({ y, x, location, yUnits, xUnits, fit, t = currentT() }: RegressionSummaryInput): string {
  const where = location ? t('shared.analysis.summary.atLocation', { location }) : '';
  if (!fit || fit.n < 3 || !Number.isFinite(fit.slope)) {
    return t('shared.analysis.summary.tooFewPairs', { y, x, where });
  }
  const stats = `(r² = ${fit.r2.toFixed(2)}, n = ${formatNumber(fit.n)})`;
  const strength = fitStrength(fit.r2);
  if (strength === 'none' || fit.slope === 0) {
    return t('shared.analysis.summary.noRelationship', { y, x, where, explained: explained(fit.r2), stats });
  }
  const change = t('shared.analysis.summary.perUnit', { amount: withUnits(formatNumber(Math.abs(fit.slope)), yUnits), units: xUnits ?? '', hasUnits: xUnits ? 'yes' : 'no' });
  const direction = fit.slope > 0 ? 'rise' : 'fall';
  if (strength === 'weak') {
    return t('shared.analysis.summary.weakRelationship', { y, x, where, direction, change, explained: explained(fit.r2), stats });
  }
  return t('shared.analysis.summary.relationship', { y, x, where, strength, direction, change, stats });
}

export interface GroupedBarSummaryInput {
  parameter: string;
  location?: string;
  units?: string;
  categories: readonly string[];
  groups: readonly { label: string; values: readonly (number | null)[] }[];
  t?: Translate;
}

/**
 * Groups (years) of values by category (month): 'Of 2 years, Total nitrogen at CCR-1 averaged highest
 * in 2025 (812 µg/L); the highest value was 1,020 µg/L in July 2025.'
 */
export function describeGroupedBars({ parameter, location, units, categories, groups, t = currentT() }: GroupedBarSummaryInput): string {
  const subject = location ? t('shared.analysis.summary.subjectAt', { parameter, location }) : parameter;
  const cells = groups.flatMap((group) =>
    group.values.flatMap((value, index) => (value !== null && Number.isFinite(value) ? [{ group: group.label, category: categories[index] ?? '', value }] : [])),
  );
  if (cells.length === 0) return describeNoData(parameter, location, t);
  const peak = cells.reduce((best, cell) => (cell.value > best.value ? cell : best));
  const peakText = t('shared.analysis.summary.peak', { value: withUnits(formatNumber(peak.value), units), category: peak.category, group: peak.group });
  const averages = groups
    .map((group) => ({ label: group.label, values: cells.filter((cell) => cell.group === group.label).map((cell) => cell.value) }))
    .filter((group) => group.values.length > 0)
    .map((group) => ({ label: group.label, average: mean(group.values) }));
  if (averages.length === 1) return t('shared.analysis.summary.groupAverage', { subject, average: withUnits(formatNumber(averages[0]?.average ?? 0), units), group: averages[0]?.label ?? '', peak: peakText });
  const top = averages.reduce((best, group) => (group.average > best.average ? group : best));
  return t('shared.analysis.summary.groupsHighest', { count: averages.length, subject, group: top.label, average: withUnits(formatNumber(top.average), units), peak: peakText });
}
