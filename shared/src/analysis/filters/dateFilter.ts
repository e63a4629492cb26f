// The date filter's state and what it selects (spec 02 §3 "Date filter state", §4).
import dayjs from 'dayjs';

export interface DateFilterValue {
  /** Rolling mode: the last `days` days up to today; 0 days = all records. */
  rolling: boolean;
  days: number;
  /** The range when not rolling, 'YYYY-MM-DD'. */
  start: string;
  end: string;
}

/** The dates the filter selects: both undefined for all records. */
export interface DateRange {
  start?: string;
  end?: string;
}

export const today = () => dayjs().format('YYYY-MM-DD');

export function selectedRange(value: DateFilterValue, now = today()): DateRange {
  if (!value.rolling) return { start: value.start, end: value.end };
  if (value.days === 0) return {};
  return { start: dayjs(now).subtract(value.days - 1, 'day').format('YYYY-MM-DD'), end: now };
}

/** Spec 02 §5: date inputs use MM/dd/yyyy. */
export const DATE_INPUT_FORMAT = 'MM/DD/YYYY';
/** Spec 02 §9: dates on charts and in tables, MM-DD-YYYY. */
export const DATE_DISPLAY_FORMAT = 'MM-DD-YYYY';
export const displayDate = (isoDate: string) => dayjs(isoDate).format(DATE_DISPLAY_FORMAT);

/** October 1 of the previous year (the streamflow page's start, spec 02 §4). */
export const octoberFirstOfPreviousYear = (now = today()) => `${dayjs(now).year() - 1}-10-01`;

/**
 * October 1 two years before the current year to September 30 of the current year: the depth
 * profile's default period (spec 02 §5), also the default of the reservoir pages that sit beside it
 * (nutrient ratios, watershed inflows), so the pages open on the same seasons.
 */
export function recentWaterYears(now = today()): { start: string; end: string } {
  const year = dayjs(now).year();
  return { start: `${year - 2}-10-01`, end: `${year}-09-30` };
}
