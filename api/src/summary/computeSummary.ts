import type { Database } from '../db/types';
import { computeOnThread, SUMMARY_THREADS } from './computeThreads';
import { benchmarkLines, packedSeries, type PackedSeries, type Period, type SummaryRow } from './repository';

export interface ComputedPeriod {
  period: Period;
  series: number;
  rows: SummaryRow[];
  milliseconds: number;
}

/** Consecutive shares of the series with about the same number of results each (the order is kept). */
function shares(series: PackedSeries[], count: number): PackedSeries[][] {
  const total = series.reduce((sum, one) => sum + one.resultCount, 0);
  const result: PackedSeries[][] = [[]];
  let taken = 0;
  for (const one of series) {
    if (taken >= (total * result.length) / count && result.length < count) result.push([]);
    result[result.length - 1]!.push(one);
    taken += one.resultCount;
  }
  return result;
}

/**
 * Computes the water-quality summary of a period: one read of the packed series (summary_series),
 * then the statistics on worker threads, each over a share of the series (the event loop stays free
 * to serve other requests meanwhile). Writes nothing: the caller stores the rows in one transaction
 * (SummaryPeriods).
 */
export async function computeSummary(db: Database, period: Period): Promise<ComputedPeriod> {
  const started = Date.now();
  const lines = await benchmarkLines(db);
  const series = await packedSeries(db);
  const computed = await Promise.all(shares(series, SUMMARY_THREADS).map((share, index) => computeOnThread(index, { period, series: share, lines })));
  return {
    period,
    series: computed.reduce((sum, share) => sum + share.series, 0),
    rows: computed.flatMap((share) => share.rows),
    milliseconds: Date.now() - started,
  };
}
