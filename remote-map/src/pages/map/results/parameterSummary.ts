// What the per-parameter block says in words: its statistics over the daily results, its trend, its
// benchmark classes (pure, unit-tested; the block only lays them out).
import type { Flow, FlowCondition, TrendClass } from '@basin/api/domain';
import { summaryStatistics, type SummaryStatistics } from '@basin/api/statistics';
import type { DailyPoint, WqSummaryRow } from '@basin/api/schemas';
import { pendingApprovals, RESULT_NOUN, withValueStatus, type SiteApproval, type Translate, flowConditionLabel as conditionLabel, trendLabel } from '@basin/shared';
import { formatDayMDY, formatNumber, withUnits } from '@basin/shared/analysis';
import type { BenchmarkPaletteEntry, BenchmarkRange } from '../logic/benchmarks';
import { asStatusDay, trendOf } from './resultsData';

export interface ParameterStatistics extends SummaryStatistics {
  /** First and last date with a result ('YYYY-MM-DD'); null without results. */
  first: string | null;
  last: string | null;
}

/**
 * The summary of a parameter's daily results (already of one flow): count, non-detects, median, 85th
 * percentile, min and max as the summary engine computes them (the API's statistics module: non-detects
 * at half the detection limit, linear interpolation), and the period.
 */
export function parameterStatistics(points: readonly DailyPoint[]): ParameterStatistics {
  const dates = points.map((point) => point.collect_date).sort();
  return {
    ...summaryStatistics(points.map((point) => ({ value: point.result, nondetect: point.nondetect }))),
    first: dates[0] ?? null,
    last: dates[dates.length - 1] ?? null,
  };
}

/** 'p = 0.03', 'p = 0.004', 'p < 0.001'. */
export function formatP(p: number): string {
  if (p < 0.001) return 'p < 0.001';
  return `p = ${p < 0.01 ? p.toFixed(3) : p.toFixed(2)}`;
}

/** '+0.8', '−1.2', '0': a signed change. */
export function signed(value: number): string {
  const text = formatNumber(Math.abs(value));
  if (text === '0') return '0';
  return `${value > 0 ? '+' : '−'}${text}`;
}

/**
 * The trend in words with its Sen slope in units per year and the test's p, and beside it the p with the
 * Hirsch-Slack correction when the summary has it ('allowing for serial dependence': seasons of one year
 * moving together make the plain p too small):
 * 'Increasing: about +0.8 µg/L per year (Seasonal Kendall, p = 0.03; p = 0.12 allowing for serial dependence)'.
 */
export function trendSentence(t: Translate, trend: TrendClass | null, slope: number | null, p: number | null, units: string, pCorrected: number | null = null): string {
  // No trend for the flow: no data for it in the summary period.
  if (trend === null) return t('map.summary.noTrend');
  if (trend === 'other') return t('map.summary.tooFew');
  const test =
    p === null
      ? t('map.summary.test')
      : pCorrected !== null
        ? t('map.summary.testWithCorrected', { p: formatP(p), corrected: formatP(pCorrected) })
        : t('map.summary.testWithP', { p: formatP(p) });
  if (slope === null) return t('map.summary.trend', { trend: trendLabel(t, trend), test });
  return t('map.summary.trendWithSlope', { trend: trendLabel(t, trend), slope: withUnits(signed(slope), units), test });
}

/** The trend sentence of a summary row for the flow (the class, Sen slope and both p the summary engine computed). */
export function rowTrendSentence(t: Translate, row: WqSummaryRow | undefined, flow: Flow): string {
  if (!row) return t('map.summary.noTrend');
  return trendSentence(t, trendOf(row, flow), row[`${flow}_sen_slope`], row[`${flow}_trend_p`], row.units, row[`${flow}_trend_p_corrected`]);
}

/**
 * One benchmark class's values in words, with units: 'below 94.5 MPN/100 mL', '127.5-170 µg/L',
 * '340 µg/L or more'; where lower is worse 'above 6.25 mg/L' and '3 mg/L or less'. The lowest class
 * stops below its upper line; every other class starts at its line (as the API classifies).
 */
export function rangeWords(t: Translate, range: Pick<BenchmarkRange, 'cls' | 'low' | 'high'>, units: string): string {
  const { low, high } = range;
  const amount = (value: number) => t.intl.formatNumber(value, { maximumSignificantDigits: 6 });
  if (low !== null && high !== null) return withUnits(`${amount(low)}-${amount(high)}`, units);
  if (low === null && high !== null) {
    const value = withUnits(amount(high), units);
    return range.cls === 1 ? t('map.summary.below', { value }) : t('map.summary.orLess', { value });
  }
  if (low !== null) {
    const value = withUnits(amount(low), units);
    return range.cls === 1 ? t('map.summary.above', { value }) : t('map.summary.orMore', { value });
  }
  return t('map.summary.anyValue');
}

/** Each benchmark class with its name (the legend's text) and its values in words. */
export interface BenchmarkWords {
  cls: BenchmarkRange['cls'];
  name: string;
  words: string;
  color: string;
  low: number | null;
  high: number | null;
}

export function benchmarkWords(t: Translate, ranges: readonly BenchmarkRange[], palette: readonly BenchmarkPaletteEntry[], units: string): BenchmarkWords[] {
  return ranges.map((range) => ({
    cls: range.cls,
    name: palette[range.cls]?.label ?? String(range.cls),
    words: rangeWords(t, range, units),
    color: range.color,
    low: range.low,
    high: range.high,
  }));
}

/** 'Below benchmark: below 127.5 µg/L; Approaching benchmark: 127.5-170 µg/L; …' */
export function benchmarkSentence(words: readonly BenchmarkWords[]): string {
  return words.map((entry) => `${entry.name}: ${entry.words}`).join('; ');
}

/** A result's flow condition in words (the domain's labels; none for samples without one). */
export function flowConditionLabel(t: Translate, value: number | null): string {
  return value === 1 || value === 2 || value === 3 ? conditionLabel(t, value as FlowCondition) : '';
}

/** 'from 10-04-2011 to 09-14-2021' ('' without dates). */
export function periodWords(t: Translate, first: string | null, last: string | null): string {
  if (!first || !last) return '';
  return first === last ? t('map.summary.onDay', { date: formatDayMDY(first) }) : t('map.summary.fromTo', { start: formatDayMDY(first), end: formatDayMDY(last) });
}

/**
 * The chart's one-sentence summary: 'Total phosphorus at CC-10: 120 results from 10-04-2011 to
 * 09-14-2021 (2 non-detects), median 180 µg/L, 85th percentile 410 µg/L.'
 */
export function parameterSentence(t: Translate, name: string, location: string | undefined, units: string, stats: ParameterStatistics): string {
  const subject = location ? t('map.summary.subjectAt', { name, location }) : name;
  if (stats.count === 0) return location ? t('map.summary.noDataAt', { name, location }) : t('map.summary.noData', { name });
  const period = periodWords(t, stats.first, stats.last);
  if (stats.allNondetect) return t('map.summary.allNondetect', { subject, name, count: stats.count, countText: String(stats.count), period });
  const nondetects = stats.nondetects ? t('map.summary.nondetects', { count: stats.nondetects, countText: String(stats.nondetects) }) : '';
  return t('map.summary.sentence', {
    subject,
    count: stats.count,
    countText: formatNumber(stats.count),
    period,
    nondetects,
    median: withUnits(formatNumber(stats.median ?? Number.NaN), units),
    pctile: withUnits(formatNumber(stats.pctile85 ?? Number.NaN), units),
  });
}

/**
 * The chart's summary: the parameter's sentence, then which of its results are not approved (issue 31):
 * '… 85th percentile 410 µg/L. Results from 06-01-2021 on are provisional: subject to revision by the
 * agency. Of the 12 results, 2 are provisional.'
 */
export function parameterSummary(t: Translate, name: string, location: string | undefined, units: string, points: readonly DailyPoint[], stats: ParameterStatistics): string {
  return withValueStatus(parameterSentence(t, name, location, units, stats), points.map(asStatusDay), RESULT_NOUN);
}

/**
 * "Approved through" for results at a location (issue 31): when a result newer than the newest approved one
 * is not approved, that approved result's date (`through`, null when none is approved yet); null when the
 * newest results are approved (nothing to add).
 */
export function resultsApproval(points: readonly DailyPoint[], location: string): SiteApproval | null {
  return pendingApprovals(points.map(asStatusDay), () => location)[0] ?? null;
}
