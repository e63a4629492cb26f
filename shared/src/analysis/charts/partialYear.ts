// Partial years (issue 30): a year still running, set beside whole years in a comparison, is marked as
// such in words ('2026 (through September, partial)') and on the chart (hatched bars), so January to
// September is not read as a whole year.
import { todayDay } from './scales';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface YearLabel {
  label: string;
  partial: boolean;
}

/**
 * A calendar year's label: the year, or, for the year still running on `today` ('YYYY-MM-DD'), the year
 * through its last month with data and the word partial. `monthsWithData` are 1-12.
 */
export function calendarYearLabel(year: number, monthsWithData: readonly number[], today: string = todayDay()): YearLabel {
  const currentYear = Number(today.slice(0, 4));
  if (year < currentYear) return { label: String(year), partial: false };
  const last = monthsWithData.length ? Math.max(...monthsWithData) : Number(today.slice(5, 7));
  return { label: `${year} (through ${MONTH_NAMES[last - 1] ?? 'today'}, partial)`, partial: true };
}
