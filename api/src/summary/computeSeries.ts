import { FLOW_CONDITION_OF_FLOW, FLOWS, inFlow, type BenchmarkClass, type Flow, type TrendClass } from '../domain';
import { benchmarkClass, classifyTrend, substituteNondetects, summaryStatistics, type BenchmarkLines } from '../statistics';

export interface SeriesResult {
  date: string;
  value: number;
  nondetect: boolean;
  flowCondition: number | null;
}

export interface FlowSummary {
  flow: Flow;
  recordCount: number;
  nondetectCount: number;
  median: number | null;
  pctile85: number | null;
  bmkClassMedian: BenchmarkClass;
  bmkClassPctile: BenchmarkClass;
  trend: TrendClass;
  trendP: number | null;
  trendSlope: number | null;
  porStart: string;
  porEnd: string;
}

/**
 * Every statistic of one location and parameter over the period, for each flow that has results, in
 * one pass over the series (ordered by date). Non-detects count at half their detection limit.
 */
export function summariseSeries(results: readonly SeriesResult[], lines: BenchmarkLines | null, periodYears: number): FlowSummary[] {
  const summaries: FlowSummary[] = [];
  for (const flow of FLOWS) {
    const rows = FLOW_CONDITION_OF_FLOW[flow] === null ? results : results.filter((row) => inFlow(flow, row.flowCondition));
    if (rows.length === 0) continue;
    const { values } = substituteNondetects(rows);
    const { median, pctile85, nondetects } = summaryStatistics(rows);
    const { trend, test } = classifyTrend(
      rows.map((row, index) => ({ date: row.date, value: values[index]! })),
      periodYears,
    );
    summaries.push({
      flow,
      recordCount: rows.length,
      nondetectCount: nondetects,
      median,
      pctile85,
      bmkClassMedian: benchmarkClass(median, lines),
      bmkClassPctile: benchmarkClass(pctile85, lines),
      trend,
      trendP: test?.p ?? null,
      trendSlope: test?.slope ?? null,
      porStart: rows[0]!.date,
      porEnd: rows[rows.length - 1]!.date,
    });
  }
  return summaries;
}
