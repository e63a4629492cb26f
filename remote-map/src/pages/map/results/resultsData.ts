// What the results panel shows, worked out from the API rows (pure, so the panel only lays it out).
import { inFlow as resultInFlow, TREND_CLASSES, type Analysis, type BenchmarkClass, type Flow, type TrendClass } from '@basin/api/domain';
import type { AnnualPoint, DailyPoint, WqSummaryRow } from '@basin/api/schemas';
import { tokens, type StatusDay, type Translate } from '@basin/shared';
import { formatDayMDY, parseDay, seriesColor, withUnits, type TimeReference, type TimeSeries as TimeChartSeries } from '@basin/shared/analysis';
import { benchmarkRanges, summaryClass, summaryValue, type BenchmarkPaletteEntry, type BenchmarkRange } from '../logic/benchmarks';

const NUMBER_FORMAT = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 6 });

function isTrend(value: unknown): value is TrendClass {
  return (TREND_CLASSES as readonly unknown[]).includes(value);
}

/** The row's trend for the flow; null when none was computed (no data for the flow) or the value is unknown. */
export function trendOf(row: WqSummaryRow, flow: Flow): TrendClass | null {
  const value: unknown = row[`${flow}_trend_dynamic`];
  return isTrend(value) ? value : null;
}

/** One line of the analytics table. */
export interface AnalyticsRow {
  key: string;
  parameterId: number;
  parameter: string;
  units: string;
  /** The statistic for the flow and analysis; null without data. */
  value: number | null;
  /** Every value of the flow was a non-detect: the table says "{parameter} not detected" (DOMAIN.md "Statistics"). */
  notDetected: boolean;
  benchmarkClass: BenchmarkClass;
  benchmarkLabel: string;
  benchmarkColor: string;
  recordCount: number;
  /** Non-detects whose detection limit is unknown: left out of the statistics and of recordCount. */
  limitUnknown: number;
  periodStart: string | null;
  periodEnd: string | null;
  fullPeriod: string;
  /** The full period of record's first and last days ('YYYY-MM-DD'), for the table's words in the page's language. */
  fullStart: string;
  fullEnd: string;
  trend: TrendClass | null;
  ranges: BenchmarkRange[];
}

/**
 * The summary rows of the location for the selected parameters, in the order the parameters were
 * selected. Rows without data for the flow stay in (with no value), so each selected parameter the
 * location has is listed.
 */
export function analyticsRows(
  rows: readonly WqSummaryRow[],
  locationId: number,
  parameters: readonly number[],
  flow: Flow,
  analysis: Analysis,
  palette: readonly BenchmarkPaletteEntry[],
): AnalyticsRow[] {
  const order = new Map(parameters.map((id, index) => [id, index]));
  return rows
    .filter((row) => row.locationid === locationId && order.has(row.parameter_index))
    .sort((a, b) => (order.get(a.parameter_index) ?? 0) - (order.get(b.parameter_index) ?? 0))
    .map((row) => {
      const recordCount = row[`${flow}_recordcount`];
      const limitUnknown = row[`${flow}_nondetects_limit_unknown`];
      // Every sample a non-detect: those with a limit are all the counted ones, and the rest have none.
      const allNonDetects = recordCount + limitUnknown > 0 && row[`${flow}_nondetects`] === recordCount;
      const cls = summaryClass(row, flow, analysis);
      const entry = palette[cls];
      return {
        key: `${row.locationid}-${row.parameter_index}`,
        parameterId: row.parameter_index,
        parameter: row.parameter,
        units: row.units,
        value: summaryValue(row, flow, analysis),
        notDetected: allNonDetects,
        benchmarkClass: cls,
        benchmarkLabel: entry?.label ?? '',
        benchmarkColor: entry?.color ?? '',
        recordCount,
        limitUnknown,
        periodStart: row[`${flow}_por_start`],
        periodEnd: row[`${flow}_por_end`],
        fullPeriod: `${formatDayMDY(row.fullpor_start)} to ${formatDayMDY(row.fullpor_end)}`,
        fullStart: row.fullpor_start,
        fullEnd: row.fullpor_end,
        trend: trendOf(row, flow),
        ranges: benchmarkRanges(row),
      };
    });
}

/**
 * The benchmark and secondary benchmark of one parameter as the chart's reference lines (dashed), in
 * the colours of the classes they start. Only for a chart of that one parameter: other parameters have
 * other units.
 */
export function benchmarkLines(t: Translate, row: WqSummaryRow | undefined): TimeReference[] {
  if (!row) return [];
  const colorOf = (cls: BenchmarkClass) => benchmarkRanges(row).find((range) => range.cls === cls)?.color;
  const lines: TimeReference[] = [];
  const amount = (value: number) => `${NUMBER_FORMAT.format(value)}${row.units ? ` ${row.units}` : ''}`;
  if (row.bmk_line2 !== null) {
    lines.push({ key: 'benchmark', value: row.bmk_line2, color: colorOf(3) ?? tokens.benchmarkColors[3], label: t('map.data.benchmarkLine', { value: amount(row.bmk_line2) }) });
  }
  if (row.bmk_line3 !== null) {
    lines.push({ key: 'secondary-benchmark', value: row.bmk_line3, color: colorOf(4) ?? tokens.benchmarkColors[4], label: t('map.data.secondaryBenchmarkLine', { value: amount(row.bmk_line3) }) });
  }
  return lines;
}

/** A chart's benchmark lines: those of its parameter when it shows one, none for several (other units). */
export function chartBenchmarkLines(t: Translate, series: readonly { key: string }[], summaryRowOf: (id: number) => WqSummaryRow | undefined): TimeReference[] {
  const [only] = series;
  return series.length === 1 && only ? benchmarkLines(t, summaryRowOf(Number(only.key))) : [];
}

/** The y-axis label: the one unit when all series share it. */
export function resultAxisLabel(t: Translate, units: readonly (string | undefined)[], what = t('map.data.result')): string {
  const distinct = [...new Set(units.filter((unit): unit is string => Boolean(unit)))];
  return distinct.length === 1 ? t('map.data.axisUnits', { what, units: distinct[0] }) : t('map.data.axisUnitsInLegend', { what });
}

/** A result as the status vocabulary reads it (issue 31): its sample date is its day. */
export const asStatusDay = (point: DailyPoint): DailyPoint & StatusDay => ({ ...point, rdate: point.collect_date });

/**
 * A parameter's results as the block's chart series: one line on its unit axis, non-detects open, each
 * result's status kept so the chart draws those not approved apart (issue 31).
 */
export function resultSeries(t: Translate, parameterId: number, points: readonly DailyPoint[], units: string): TimeChartSeries {
  return {
    key: String(parameterId),
    label: t('map.data.detectedResult'),
    kind: 'line',
    units,
    color: seriesColor(0),
    shape: 'circle',
    points: points.map((point) => ({ x: point.collect_date, y: point.result, nondetect: point.nondetect, status: point.status })),
  };
}

/** Which results of a daily series count for the flow: storm samples (1), base samples (2), or all. */
export function inFlow(point: DailyPoint, flow: Flow): boolean {
  return resultInFlow(flow, point.flow_conditions);
}

/** The annual statistic of a water year for the flow and analysis. */
export function annualValue(point: AnnualPoint, flow: Flow, analysis: Analysis): number | null {
  return point[`result_${analysis}_${flow}`];
}

/**
 * Where a water year sits on the date axis: 1 January of the year it is named by, inside the water
 * year and where the axis' yearly ticks fall, so tick and point carry the same label.
 */
export function waterYearDate(year: number): string {
  return `${String(year).padStart(4, '0')}-01-01`;
}

export function waterYearLabel(date: Date): string {
  return `WY${date.getUTCFullYear()}`;
}

/** The water year of a point placed by `waterYearDate`: 'WY2021'. */
const waterYearOf = (day: string) => waterYearLabel(parseDay(day));

/** An annual value in words: up to 6 significant digits, with its unit. */
export const annualAmount = (value: number, units?: string) => withUnits(NUMBER_FORMAT.format(value), units);

/**
 * The annual statistic of each parameter by water year as chart series: one line per parameter (each
 * charted on its own unit axis), its points on 1 January of their water year (`waterYearDate`).
 */
export function annualChartSeries(
  points: readonly AnnualPoint[],
  parameters: readonly number[],
  flow: Flow,
  analysis: Analysis,
  nameOf: (id: number) => string,
  unitsOf: (id: number) => string | undefined,
): TimeChartSeries[] {
  return parameters.flatMap((id) => {
    const own = points
      .flatMap((point) => {
        const value = point.parameterid === id ? annualValue(point, flow, analysis) : null;
        return value === null ? [] : [{ x: waterYearDate(point.collect_year), y: value }];
      })
      .sort((a, b) => a.x.localeCompare(b.x));
    return own.length === 0 ? [] : [{ key: String(id), label: nameOf(id), kind: 'line' as const, units: unitsOf(id), points: own }];
  });
}

/**
 * The one-sentence summary of an annual chart (its SVG's name and the paragraph under it): the
 * statistic, where, over which water years, its lowest and highest years, and the benchmark lines.
 * 'Annual median (all data) of Total phosphorus at CC-10, WY2020 to WY2021 (2 water years): lowest
 * 380 µg/L in WY2020, highest 400 µg/L in WY2021. Dashed lines: Benchmark (170 µg/L).'
 */
export function describeAnnualSeries(t: Translate, series: TimeChartSeries, statistic: string, locationName: string, references: readonly TimeReference[] = []): string {
  const values = series.points.filter((point): point is { x: string; y: number } => point.y !== null && Number.isFinite(point.y));
  const subject = t('map.annual.subject', { statistic, series: series.label, location: locationName });
  const lines = references.length > 0 ? t('map.annual.dashedLines', { lines: references.map((reference) => reference.label).join(', ') }) : '';
  const first = values[0];
  const last = values.at(-1);
  if (!first || !last) return t('map.annual.noValue', { subject, lines });
  if (values.length === 1) return t('map.annual.oneValue', { subject, value: annualAmount(first.y, series.units), year: waterYearOf(first.x), lines });
  const low = values.reduce((best, point) => (point.y < best.y ? point : best));
  const high = values.reduce((best, point) => (point.y > best.y ? point : best));
  return t('map.annual.range', {
    subject,
    first: waterYearOf(first.x),
    last: waterYearOf(last.x),
    count: values.length,
    low: annualAmount(low.y, series.units),
    lowYear: waterYearOf(low.x),
    high: annualAmount(high.y, series.units),
    highYear: waterYearOf(high.x),
    lines,
  });
}

/** One line of the annual table. */
export interface AnnualTableRow {
  key: string;
  parameterId: number;
  waterYear: string;
  parameter: string;
  value: number;
  units: string;
}

/** The water years of the selected parameters that have a statistic for the flow and analysis. */
export function annualTableRows(
  points: readonly AnnualPoint[],
  parameters: readonly number[],
  flow: Flow,
  analysis: Analysis,
  nameOf: (id: number) => string,
  unitsOf: (id: number) => string | undefined,
): AnnualTableRow[] {
  return parameters.flatMap((id) =>
    points
      .filter((point) => point.parameterid === id)
      .sort((a, b) => a.collect_year - b.collect_year)
      .flatMap((point) => {
        const value = annualValue(point, flow, analysis);
        return value === null
          ? []
          : [{ key: `${id}-${point.collect_year}`, parameterId: id, waterYear: `WY${point.collect_year}`, parameter: nameOf(id), value, units: unitsOf(id) ?? '' }];
      }),
  );
}
