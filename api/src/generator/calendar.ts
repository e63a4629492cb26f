// Calendar arithmetic on whole days counted from 1970-01-01 (UTC), so that generated dates never
// depend on the machine's time zone.

export const MS_PER_DAY = 86_400_000;

export function dayNumber(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

/** 'YYYY-MM-DD' of a day number. */
export function isoDate(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function dateParts(day: number): { year: number; month: number; dayOfMonth: number; dayOfYear: number } {
  const date = new Date(day * MS_PER_DAY);
  const year = date.getUTCFullYear();
  return {
    year,
    month: date.getUTCMonth() + 1,
    dayOfMonth: date.getUTCDate(),
    dayOfYear: day - dayNumber(year, 1, 1) + 1,
  };
}

/** Water year of a day: October-September, named by the year it ends. */
export function waterYear(day: number): number {
  const { year, month } = dateParts(day);
  return month >= 10 ? year + 1 : year;
}

export function waterYearStart(waterYear: number): number {
  return dayNumber(waterYear - 1, 10, 1);
}

export function waterYearEnd(waterYear: number): number {
  return dayNumber(waterYear, 9, 30);
}

export function daysInMonth(year: number, month: number): number {
  return dayNumber(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1) - dayNumber(year, month, 1);
}

/** Seasonal wave of a day of year: 1 at `peakDay`, -1 half a year later. */
export function seasonal(dayOfYear: number, peakDay: number): number {
  return Math.cos((2 * Math.PI * (dayOfYear - peakDay)) / 365.25);
}
