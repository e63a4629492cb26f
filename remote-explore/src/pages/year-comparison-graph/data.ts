// The year comparison's data: every result of one location and parameter (GET
// /results-simple/year-comparison) narrowed to the chosen depths and years, and shaped into one group
// of twelve monthly averages per year for the grouped bars, the raw table and the summary.
import type { ResultRow } from '@basin/api/schemas';
import type { Translate } from '@basin/shared';
import { calendarYearLabel, describeGroupedBars, yearColor, YEAR_PALETTE, type BarGroup } from '@basin/shared/analysis';

/** Calendar months: the bars' categories. */
export const MONTH_COUNT = 12;

/** The months' short names in the language ('Jan' … 'Dec'; 'ene' … 'dic'). */
export const monthLabels = (t: Translate): string[] =>
  Array.from({ length: MONTH_COUNT }, (_, month) => t.intl.formatDate(Date.UTC(2000, month, 1), { month: 'short', timeZone: 'UTC' }));

/** The default selection: the two most recent years with data (spec 02 §4). */
export const DEFAULT_YEAR_COUNT = 2;
/** At most as many years as the palette has colours (spec 02 §9: 6), so no two years share a colour. */
export const MAX_YEARS = YEAR_PALETTE.length;

/**
 * The value a result adds to an average. A non-detect is stored with its detection limit as the value;
 * like every summary statistic of the portal (DOMAIN.md, "Statistics"), it counts as half the limit.
 */
export function averagedValue(row: Pick<ResultRow, 'rvalue_converted' | 'nondetect'>): number {
  return row.nondetect ? row.rvalue_converted / 2 : row.rvalue_converted;
}

/** The years with data, ascending. */
export function availableYears(rows: readonly ResultRow[]): number[] {
  return [...new Set(rows.map((row) => row.year))].sort((a, b) => a - b);
}

/** The two most recent years with data (fewer when there are fewer), ascending. */
export function defaultYears(rows: readonly ResultRow[]): number[] {
  return availableYears(rows).slice(-DEFAULT_YEAR_COUNT);
}

/** The depths sampled (m), ascending; empty when no result has a depth (stream sites, the composite). */
export function availableDepths(rows: readonly ResultRow[]): number[] {
  return [...new Set(rows.flatMap((row) => (row.depth_value === null ? [] : [row.depth_value])))].sort((a, b) => a - b);
}

/** Spec 02 §2: the depth filter starts at the shallowest depth sampled (none where nothing has a depth). */
export function defaultDepths(rows: readonly ResultRow[]): number[] {
  const [shallowest] = availableDepths(rows);
  return shallowest === undefined ? [] : [shallowest];
}

export interface YearComparisonSelection {
  /** Chosen years, in the order they were chosen (their colours follow this order). */
  years: readonly number[];
  /** Chosen depths (m). Empty: no depth filter, every result (rows without a depth too). */
  depths: readonly number[];
}

/**
 * The results behind the chart: those of the chosen years at the chosen depths. When depths are chosen
 * (and the results have depths at all), a result without a depth is left out; with no depth filter
 * (none chosen, or a site where nothing has a depth) every result of the years counts.
 */
export function selectedRows(rows: readonly ResultRow[], { years, depths }: YearComparisonSelection): ResultRow[] {
  const yearSet = new Set(years);
  const depthFilter = depths.length > 0 && availableDepths(rows).length > 0 ? new Set(depths) : null;
  return rows.filter((row) => yearSet.has(row.year) && (depthFilter === null || (row.depth_value !== null && depthFilter.has(row.depth_value))));
}

export interface YearGroup extends BarGroup {
  year: number;
  /** Results averaged in each month. */
  counts: readonly number[];
}

/**
 * One bar group per chosen year that has results: the mean of each calendar month's results (a
 * non-detect as half its detection limit, see `averagedValue`), null for a month without results.
 * Colours from YEAR_PALETTE by the year's place in the selection, so a year keeps its colour when
 * another one is added or has no data. The year still running on `today` is labelled and drawn as
 * partial ('2026 (through September, partial)', hatched bars).
 */
export function monthlyAverages(rows: readonly ResultRow[], years: readonly number[], today?: string): YearGroup[] {
  return years.flatMap((year, index) => {
    const sums = Array<number>(MONTH_COUNT).fill(0);
    const counts = Array<number>(MONTH_COUNT).fill(0);
    for (const row of rows) {
      if (row.year !== year) continue;
      sums[row.month - 1]! += averagedValue(row);
      counts[row.month - 1]! += 1;
    }
    if (counts.every((count) => count === 0)) return [];
    const { label, partial } = calendarYearLabel(year, counts.flatMap((count, month) => (count ? [month + 1] : [])), today);
    return [{ key: String(year), label, partial, year, color: yearColor(index), values: sums.map((sum, month) => (counts[month] ? sum / counts[month]! : null)), counts }];
  });
}

/** The raw table's rows: the selected results, each with a key. */
export type YearComparisonTableRow = ResultRow & { key: string };

export function tableRows(rows: readonly ResultRow[]): YearComparisonTableRow[] {
  return rows.map((row, index) => ({ ...row, key: `${row.rdate}|${row.rtime ?? ''}|${row.depth_value ?? ''}|${index}` }));
}

/**
 * The chart's plain-language sentence, then the chosen years without results (so a chip without bars
 * is explained) and how many non-detects were averaged in.
 */
export function yearComparisonSummary(
  t: Translate,
  groups: readonly YearGroup[],
  rows: readonly ResultRow[],
  years: readonly number[],
  parameter: string,
  location: string,
  units?: string,
): string {
  const sentences = [describeGroupedBars({ parameter, location, units, categories: monthLabels(t), groups })];
  if (groups.length === 0) return sentences[0]!;
  const shown = new Set(groups.map((group) => group.year));
  const without = [...years].filter((year) => !shown.has(year)).sort((a, b) => a - b);
  if (without.length > 0) sentences.push(t('explore.yearComparison.yearsWithout', { years: without.join(', ') }));
  const nondetects = rows.filter((row) => row.nondetect).length;
  if (nondetects > 0) {
    sentences.push(t('explore.yearComparison.nondetects', { count: nondetects, total: rows.length }));
  }
  return sentences.join(' ');
}
