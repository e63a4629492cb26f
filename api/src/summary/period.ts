// The period a summary request names: `startDate` and `endDate` (ISO dates, both or neither; neither
// is the baseline), checked as the rebuild's body is.
import type { Database } from '../db/types';
import { BASELINE_PERIOD } from '../domain';
import { FieldError } from '../apiProblem';
import { dataRange, type Period } from './repository';

const isCalendarDate = (iso: string) => {
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso;
};

/** The period of a request; throws FieldError naming the field and the rule. */
export function periodOf({ startDate, endDate }: { startDate?: string; endDate?: string }): Period {
  if (startDate === undefined && endDate === undefined) return { ...BASELINE_PERIOD };
  if (startDate === undefined) throw new FieldError('startDate', 'summary.period.startRequired');
  if (endDate === undefined) throw new FieldError('endDate', 'summary.period.endRequired');
  if (!isCalendarDate(startDate)) throw new FieldError('startDate', 'summary.period.calendarDate');
  if (!isCalendarDate(endDate)) throw new FieldError('endDate', 'summary.period.calendarDate');
  if (startDate >= endDate) throw new FieldError('endDate', 'summary.period.endAfterStart');
  return { start: startDate, end: endDate };
}

/** A period must overlap the data (the first to the last result); throws FieldError otherwise. */
export function assertPeriodOverlaps(range: Period | null, period: Period): void {
  if (!range) throw new FieldError('startDate', 'summary.period.noResults');
  if (period.end < range.start || period.start > range.end) {
    throw new FieldError('startDate', 'summary.period.outsideData', { start: range.start, end: range.end });
  }
}

/** A period must overlap the data in the database; throws FieldError otherwise. */
export async function assertPeriodHasData(db: Database, period: Period): Promise<void> {
  assertPeriodOverlaps(await dataRange(db), period);
}
