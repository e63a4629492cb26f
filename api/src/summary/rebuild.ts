import type { Database } from '../db/types';
import { waterYear } from '../statistics';
import { summariseSeries, type FlowSummary } from './computeSeries';
import { benchmarkLines, clearStaging, seriesInPeriod, stageRows, swapInStaged, type Period, type SeriesKey } from './repository';

/** Staged rows are written in groups of this many. */
const STAGE_ROWS = 2_000;

export interface RebuildOutcome {
  period: Period;
  series: number;
  rows: number;
  milliseconds: number;
}

/**
 * Recomputes the water-quality summary for a period: one ordered pass over the period's results,
 * every statistic of a series computed at once (statistics module), staged, then swapped in whole.
 * A failure leaves the previous summary in place.
 */
export async function rebuildSummary(db: Database, period: Period): Promise<RebuildOutcome> {
  const started = Date.now();
  const periodYears = waterYear(period.end) - waterYear(period.start) + 1;
  const linesOf = await benchmarkLines(db);
  await clearStaging(db);
  let pending: Array<SeriesKey & FlowSummary> = [];
  let series = 0;
  for await (const { key, results } of seriesInPeriod(db, period)) {
    series += 1;
    for (const summary of summariseSeries(results, linesOf(key), periodYears)) pending.push({ ...key, ...summary });
    if (pending.length >= STAGE_ROWS) {
      await stageRows(db, period, pending);
      pending = [];
    }
  }
  await stageRows(db, period, pending);
  const rows = await swapInStaged(db, period);
  return { period, series, rows, milliseconds: Date.now() - started };
}
