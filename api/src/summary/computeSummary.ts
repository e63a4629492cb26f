import type { Database } from '../db/types';
import { waterYear } from '../statistics';
import { summariseSeries } from './computeSeries';
import { benchmarkLines, summarySeries, type Period, type SummaryRow } from './repository';
import { dayOf, periodRange } from './seriesColumns';

export interface ComputedPeriod {
  period: Period;
  series: number;
  rows: SummaryRow[];
  milliseconds: number;
}

/**
 * Computes the water-quality summary of a period: one read of the packed series (summary_series),
 * then every statistic of each series over the results dated within the period. Writes nothing: the
 * caller stores the rows in one transaction (SummaryPeriods).
 */
export async function computeSummary(db: Database, period: Period): Promise<ComputedPeriod> {
  const started = Date.now();
  const periodYears = waterYear(period.end) - waterYear(period.start) + 1;
  const [linesOf, allSeries] = [await benchmarkLines(db), await summarySeries(db)];
  const [firstDay, lastDay] = [dayOf(period.start), dayOf(period.end)];
  const rows: SummaryRow[] = [];
  let series = 0;
  for (const { key, columns } of allSeries) {
    const { from, to } = periodRange(columns.days, firstDay, lastDay);
    if (from === to) continue;
    series += 1;
    for (const summary of summariseSeries(columns, from, to, linesOf(key), periodYears)) rows.push({ ...key, ...summary });
  }
  return { period, series, rows, milliseconds: Date.now() - started };
}
