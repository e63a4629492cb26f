// The Daily tab's blocks worked out from the API rows (pure, so ParameterResults only lays them out):
// the flow's results per parameter, their table rows and chart marks.
import { inFlow, type Flow } from '@basin/api/domain';
import type { DailyPoint, WqSummaryRow } from '@basin/api/schemas';
import { tokens, type Translate, type ValueStatus } from '@basin/shared';
import { formatNumber, withUnits, type TimeReference, type ValueBand } from '@basin/shared/analysis';
import { flowConditionLabel, type BenchmarkWords } from './parameterSummary';

/** The results that count for the flow: storm samples, base samples, or all. */
export function dailyPointsOfFlow(points: readonly DailyPoint[], flow: Flow): DailyPoint[] {
  return points.filter((point) => inFlow(flow, point.flow_conditions));
}

/** The results of each parameter, in the order given. */
export function dailyPointsByParameter(points: readonly DailyPoint[]): Map<number, DailyPoint[]> {
  const groups = new Map<number, DailyPoint[]>();
  for (const point of points) groups.set(point.parameterid, [...(groups.get(point.parameterid) ?? []), point]);
  return groups;
}

/** Every result's date, in order (repeats kept): the record the period buttons and the brush span. */
export function dailyDates(points: readonly DailyPoint[]): string[] {
  return points.map((point) => point.collect_date).sort();
}

/** A parameter's name: the page's, else the summary row's, else its id. */
export function dailyParameterName(t: Translate, id: number, names: ReadonlyMap<number, string> | undefined, row: WqSummaryRow | undefined): string {
  return names?.get(id) ?? row?.parameter ?? t('map.data.parameter', { id: String(id) });
}

/** One line of a parameter's results table. */
export interface DailyRow {
  key: string;
  date: string;
  result: number;
  nondetect: boolean;
  flow: string;
  organization: string;
  status: ValueStatus;
}

/** A parameter's results as its table's rows: flow conditions in words, each result's status. */
export function dailyTableRows(t: Translate, points: readonly DailyPoint[]): DailyRow[] {
  return points.map((point, index) => ({
    key: `${point.collect_date}-${index}`,
    date: point.collect_date,
    result: point.result,
    nondetect: point.nondetect,
    flow: flowConditionLabel(t, point.flow_conditions),
    organization: point.organization ?? '',
    status: point.status,
  }));
}

/** The benchmark classes in words as the chart's shaded value bands. */
export function benchmarkBands(words: readonly BenchmarkWords[]): ValueBand[] {
  return words.map((entry) => ({ key: String(entry.cls), label: `${entry.name}: ${entry.words}`, low: entry.low, high: entry.high, color: entry.color }));
}

/** The benchmark (line 2) as the chart's reference line; none without one. */
export function benchmarkReferences(t: Translate, row: WqSummaryRow | undefined, units: string): TimeReference[] {
  return row?.bmk_line2 != null ? [{ key: 'benchmark', label: t('map.data.benchmark', { value: withUnits(formatNumber(row.bmk_line2), units) }), value: row.bmk_line2, color: tokens.colors.text }] : [];
}
