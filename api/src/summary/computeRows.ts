// The part of a period's computation that runs on a worker thread: pure, from packed series to rows.
import { waterYear, type BenchmarkLines } from '../statistics';
import { summariseSeries } from './computeSeries';
import { seriesKeyText, type PackedSeries, type Period, type SummaryRow } from './repository';
import { dayOf, periodRange, unpackColumns } from './seriesColumns';

export interface ComputeTask {
  period: Period;
  series: PackedSeries[];
  lines: Map<string, BenchmarkLines>;
}

export interface ComputedRows {
  /** Series with results in the period. */
  series: number;
  rows: SummaryRow[];
}

/** Every statistic of each series over its results dated within the period, in the series' order. */
export function computeRows({ period, series, lines }: ComputeTask): ComputedRows {
  const periodYears = waterYear(period.end) - waterYear(period.start) + 1;
  const [firstDay, lastDay] = [dayOf(period.start), dayOf(period.end)];
  const rows: SummaryRow[] = [];
  let counted = 0;
  for (const packed of series) {
    const columns = unpackColumns(packed);
    const { from, to } = periodRange(columns.days, firstDay, lastDay);
    if (from === to) continue;
    counted += 1;
    const key = { locationId: packed.locationId, parameterId: packed.parameterId };
    for (const summary of summariseSeries(columns, from, to, lines.get(seriesKeyText(key)) ?? null, periodYears)) rows.push({ ...key, ...summary });
  }
  return { series: counted, rows };
}
