import type { DateFilterValue } from '../filters/dateFilter';
import { urlCodecs } from './codecs';

/** The URL fields of a date filter: start_date, end_date and, with rolling mode, rolling and days. */
export function dateFilterFields(defaults: DateFilterValue) {
  return {
    start_date: urlCodecs.isoDate(defaults.start),
    end_date: urlCodecs.isoDate(defaults.end),
    rolling: urlCodecs.flag(defaults.rolling),
    days: urlCodecs.days(defaults.days),
  };
}

/** The date filter's value from those URL fields; and the change written back to them. */
export const dateFilterOf = (state: { start_date: string; end_date: string; rolling: boolean; days: number }): DateFilterValue => ({
  start: state.start_date,
  end: state.end_date,
  rolling: state.rolling,
  days: state.days,
});
export const dateFilterChange = (change: Partial<DateFilterValue>) => ({
  ...(change.start !== undefined && { start_date: change.start }),
  ...(change.end !== undefined && { end_date: change.end }),
  ...(change.rolling !== undefined && { rolling: change.rolling }),
  ...(change.days !== undefined && { days: change.days }),
});

/** The URL fields of a plain date range (no rolling mode): start_date and end_date. */
export function dateRangeFields(defaults: { start: string; end: string }) {
  return { start_date: urlCodecs.isoDate(defaults.start), end_date: urlCodecs.isoDate(defaults.end) };
}

/** A date range's filter value (rolling off) from those fields; and a change written back to them. */
export const dateRangeOf = (state: { start_date: string; end_date: string }): DateFilterValue => ({ start: state.start_date, end: state.end_date, rolling: false, days: 0 });
export const dateRangeChange = (change: Partial<DateFilterValue>) => ({
  ...(change.start !== undefined && { start_date: change.start }),
  ...(change.end !== undefined && { end_date: change.end }),
});
