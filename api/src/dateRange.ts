import { FieldError } from './apiProblem';

/** The names of a range's two fields in a request: start_date and end_date unless said otherwise. */
export interface RangeFields {
  start: string;
  end: string;
}

const DATE_FIELDS: RangeFields = { start: 'start_date', end: 'end_date' };

/**
 * The one date-range rule of the API: a range's end is not before its start (the same day, or year,
 * is a range of one). Dates are 'YYYY-MM-DD' text, which sorts as the days do; an open end (null)
 * passes. Throws FieldError naming the end field: 400 { field: 'end_date', message: 'must not be before start_date' }.
 */
export function checkRangeOrder<Bound extends string | number>(start: Bound | null, end: Bound | null, fields: RangeFields = DATE_FIELDS): void {
  if (start !== null && end !== null && start > end) throw new FieldError(fields.end, 'request.rangeOrder', { startField: fields.start });
}
