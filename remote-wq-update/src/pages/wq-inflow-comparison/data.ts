// The inflow comparison's data: the API's monthly means at CC-10 and CT-2 for the chosen years, shaped
// into one grouped bar chart per site (a group of twelve months per year, colours by the year's place in
// the selection so both charts agree), the shared y axis of the fixed scale, the years offered and the
// summaries.
import type { Translate } from '@basin/shared';
import type { InflowComparisonRow } from '@basin/api/schemas';
import { FIXED_SCALE_HEADROOM, INFLOW_FIRST_YEAR, type ScaleType } from '@basin/api/domain';
import { MONTH_ABBREVIATIONS, YEAR_PALETTE, monthAbbreviations, calendarYearLabel, describeGroupedBars, endSentence, formatNumber, sharedValueMax, withUnits, yearColor, type BarGroup } from '@basin/shared/analysis';

/** At most as many years as the palette has colours, so no two years share one. */
export const MAX_YEARS = YEAR_PALETTE.length;

/** Spec 02 §9: the year chips, 2015 to the current year. */
export function offeredYears(currentYear: number): number[] {
  return Array.from({ length: Math.max(0, currentYear - INFLOW_FIRST_YEAR + 1) }, (_, index) => INFLOW_FIRST_YEAR + index);
}

/** Spec 02 §9: the last two years are selected by default. */
export const defaultYears = (currentYear: number) => [currentYear - 1, currentYear];

export interface SiteBars {
  locationid: number;
  rows: InflowComparisonRow[];
  groups: BarGroup[];
}

/**
 * One chart per site: per chosen year with data there, the monthly means (null for a month without
 * samples). A year's colour is its place in the selection, the same in both charts. The year still
 * running on `today` is labelled and drawn as partial ('2026 (through September, partial)', hatched).
 */
export function siteBars(rows: readonly InflowComparisonRow[], sites: readonly number[], years: readonly number[], today?: string): SiteBars[] {
  return sites.map((locationid) => {
    const siteRows = rows.filter((row) => row.locationid === locationid);
    const groups = years.flatMap((year, index) => {
      const ofYear = siteRows.filter((row) => row.year === year);
      if (ofYear.length === 0) return [];
      const values = MONTH_ABBREVIATIONS.map((_, month) => ofYear.find((row) => row.month === month + 1)?.rvalue ?? null);
      const { label, partial } = calendarYearLabel(year, ofYear.map((row) => row.month), today);
      return [{ key: String(year), label, partial, color: yearColor(index), values }];
    });
    return { locationid, rows: siteRows, groups };
  });
}

/**
 * The top of the y axis: fixed, both charts from 0 to 1.05 times the larger maximum (spec 02 §4, §9);
 * dynamic, each chart its own (undefined).
 */
export function yAxisMax(scaleType: ScaleType, charts: readonly SiteBars[]): number | undefined {
  return scaleType === 'fixed' ? sharedValueMax(charts.map((chart) => chart.groups), FIXED_SCALE_HEADROOM) : undefined;
}

/** The chart's sentence, and the shared axis when the scale is fixed. */
export function siteSummary(t: Translate, chart: SiteBars, parameter: string, location: string, units: string | undefined, yMax: number | undefined): string {
  const sentence = describeGroupedBars({ parameter, location, units, categories: monthAbbreviations(t), groups: chart.groups });
  return chart.groups.length > 0 && yMax !== undefined ? endSentence(`${sentence} ${t('wqUpdate.inflow.sharedAxis', { max: withUnits(formatNumber(yMax), units) })}`) : sentence;
}
