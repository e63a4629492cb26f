import {
  benchmarkClass,
  classifyTrend,
  percentileSorted,
  substituteNondetects,
  type BenchmarkClass,
  type BenchmarkLines,
  type TrendClass,
} from '../statistics';

/** The three flows of the summary: every result, base-flow results (condition 2), storm results (1). */
export const FLOWS = ['alldata', 'baseflow', 'stormflow'] as const;
export type Flow = (typeof FLOWS)[number];

const FLOW_CONDITION: Record<Flow, number | null> = { alldata: null, baseflow: 2, stormflow: 1 };

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
    const condition = FLOW_CONDITION[flow];
    const rows = condition === null ? results : results.filter((row) => row.flowCondition === condition);
    if (rows.length === 0) continue;
    const { values, nondetects } = substituteNondetects(rows);
    const sorted = [...values].sort((a, b) => a - b);
    const median = percentileSorted(sorted, 0.5);
    const pctile85 = percentileSorted(sorted, 0.85);
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
