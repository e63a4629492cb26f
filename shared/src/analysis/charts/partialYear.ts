// Partial years (issue 30): a year still running, set beside whole years in a comparison, is marked as
// such in words ('2026 (through September, partial)') and on the chart (hatched bars), so January to
// September is not read as a whole year.
import { currentT, type Translate } from '@basin/shared';
import { todayDay } from './scales';


export interface YearLabel {
  label: string;
  partial: boolean;
}

/**
 * A calendar year's label: the year, or, for the year still running on `today` ('YYYY-MM-DD'), the year
 * through its last month with data and the word partial. `monthsWithData` are 1-12.
 */
export function calendarYearLabel(year: number, monthsWithData: readonly number[], today: string = todayDay(), t: Translate = currentT()): YearLabel {
  const currentYear = Number(today.slice(0, 4));
  if (year < currentYear) return { label: String(year), partial: false };
  const last = monthsWithData.length ? Math.max(...monthsWithData) : Number(today.slice(5, 7));
  const month = last >= 1 && last <= 12 ? t.intl.formatDate(Date.UTC(2000, last - 1, 1), { month: 'long', timeZone: 'UTC' }) : '';
  return { label: t('shared.analysis.chart.partialYear', { year: String(year), month, hasMonth: month ? 'yes' : 'no' }), partial: true };
}
