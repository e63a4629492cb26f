import type { TrendClass } from '../domain';
import { median } from './percentile';
import { seasonalKendall, type SeasonalKendallResult, type SeasonYearValue } from './seasonalKendall';
import { waterYear, waterYearQuarter } from './waterYear';

export interface DatedValue {
  date: string;
  value: number;
}

/** DOMAIN.md: fewer than 5 water years or 10 season-year values give no trend test ('other'). */
export const MIN_TREND_WATER_YEARS = 5;
export const MIN_TREND_SEASON_YEARS = 10;

/** The engine's minimum: no trend test on fewer water years or season-year values than these. */
export function tooFewForTrend(waterYears: number, seasonValues: number): boolean {
  return waterYears < MIN_TREND_WATER_YEARS || seasonValues < MIN_TREND_SEASON_YEARS;
}

export const TREND_ALPHA = 0.05;
/** 'stable': the change over the period is under 10 % of the median. */
export const STABLE_CHANGE_FRACTION = 0.1;

/** Each season of each water year contributes the median of its values (Hirsch et al. 1982). */
export function seasonYearMedians(values: readonly DatedValue[]): SeasonYearValue[] {
  const groups = new Map<string, { season: number; year: number; values: number[] }>();
  for (const { date, value } of values) {
    const season = waterYearQuarter(date);
    const year = waterYear(date);
    const key = `${year}:${season}`;
    const group = groups.get(key) ?? { season, year, values: [] };
    group.values.push(value);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({ season: group.season, year: group.year, value: median(group.values)! }));
}

export interface TrendResult {
  trend: TrendClass;
  test: SeasonalKendallResult | null;
}

/**
 * The trend of a series over a period of `periodYears` water years, classified as DOMAIN.md says:
 * increasing / decreasing when p < 0.05 with a positive / negative slope; stable when p >= 0.05 and
 * |slope| x years is under 10 % of the median; no trend otherwise; other when the data are too few.
 */
export function classifyTrend(values: readonly DatedValue[], periodYears: number): TrendResult {
  return trendOfSeasonYears(seasonYearMedians(values), median(values.map((value) => value.value)), periodYears);
}

/**
 * classifyTrend for a series already reduced to its season-year medians, in date order, with the
 * median of all its values (the summary engine computes both in its one pass over a series).
 */
export function trendOfSeasonYears(points: SeasonYearValue[], seriesMedian: number | null, periodYears: number): TrendResult {
  if (tooFewForTrend(new Set(points.map((point) => point.year)).size, points.length)) return { trend: 'other', test: null };
  const test = seasonalKendall(points);
  const slope = test.slope ?? 0;
  if (test.p < TREND_ALPHA && slope > 0) return { trend: 'increasing', test };
  if (test.p < TREND_ALPHA && slope < 0) return { trend: 'decreasing', test };
  const middle = seriesMedian ?? 0;
  if (test.p >= TREND_ALPHA && Math.abs(slope) * periodYears < STABLE_CHANGE_FRACTION * Math.abs(middle)) {
    return { trend: 'stable', test };
  }
  return { trend: 'no trend', test };
}
