import { FLOWS, inFlow, type BenchmarkClass, type Flow, type TrendClass } from '../domain';
import { benchmarkClass, percentileSorted, trendOfSeasonYears, type BenchmarkLines, type SeasonYearValue } from '../statistics';
import { isoDateOf, type SeriesColumns } from './seriesColumns';

export interface FlowSummary {
  flow: Flow;
  recordCount: number;
  nondetectCount: number;
  /** Non-detects whose detection limit is unknown: not in recordCount, left out of median, percentile and trend. */
  nondetectLimitUnknownCount: number;
  median: number | null;
  pctile85: number | null;
  bmkClassMedian: BenchmarkClass;
  bmkClassPctile: BenchmarkClass;
  trend: TrendClass;
  trendP: number | null;
  /** p with the Hirsch-Slack covariance correction for serial dependence. */
  trendPCorrected: number | null;
  trendSlope: number | null;
  porStart: string;
  porEnd: string;
}

/**
 * Every statistic of one location and parameter over the results [from, to) of its columns, for each
 * flow that has results, in one pass per flow: non-detects at half their detection limit (those whose
 * limit is unknown have no value: counted apart and left out of every statistic), median and
 * 85th percentile of the sorted values, and the season-year medians of the trend test (a season of a
 * water year is a run of equal `seasonYears`, since the results are in date order). The same numbers
 * as summaryStatistics and classifyTrend over the same results (summary.test.ts checks it), without
 * an object per result: a period of the whole record is a million of them.
 */
export function summariseSeries(series: SeriesColumns, from: number, to: number, lines: BenchmarkLines | null, periodYears: number): FlowSummary[] {
  const summaries: FlowSummary[] = [];
  const values = new Float64Array(to - from);
  for (const flow of FLOWS) {
    let count = 0;
    let nondetects = 0;
    let limitUnknown = 0;
    let first = -1;
    let last = -1;
    const points: SeasonYearValue[] = [];
    let seasonYear = -1;
    let seasonStart = 0;
    // A closed season's values are sorted in place (they are sorted again with the rest for the percentiles).
    const closeSeason = () => {
      if (count > seasonStart) points.push({ season: (seasonYear % 4) + 1, year: Math.floor(seasonYear / 4), value: percentileSorted(values.subarray(seasonStart, count).sort(), 0.5)! });
    };
    for (let i = from; i < to; i++) {
      if (!inFlow(flow, series.flowConditions[i] || null)) continue;
      if (first < 0) first = i;
      last = i;
      if (series.limitUnknown[i] === 1) {
        limitUnknown += 1;
        continue;
      }
      if (series.seasonYears[i] !== seasonYear) {
        closeSeason();
        seasonYear = series.seasonYears[i]!;
        seasonStart = count;
      }
      const nondetect = series.nondetect[i] === 1;
      if (nondetect) nondetects += 1;
      values[count++] = nondetect ? series.values[i]! / 2 : series.values[i]!;
    }
    if (count === 0 && limitUnknown === 0) continue;
    closeSeason();
    const sorted = values.subarray(0, count).sort();
    const middle = percentileSorted(sorted, 0.5);
    const pctile85 = percentileSorted(sorted, 0.85);
    const { trend, test } = trendOfSeasonYears(points, middle, periodYears);
    summaries.push({
      flow,
      recordCount: count,
      nondetectCount: nondetects,
      nondetectLimitUnknownCount: limitUnknown,
      median: middle,
      pctile85,
      bmkClassMedian: benchmarkClass(middle, lines),
      bmkClassPctile: benchmarkClass(pctile85, lines),
      trend,
      trendP: test?.p ?? null,
      trendPCorrected: test?.pCorrected ?? null,
      trendSlope: test?.slope ?? null,
      porStart: isoDateOf(series.days[first]!),
      porEnd: isoDateOf(series.days[last]!),
    });
  }
  return summaries;
}
