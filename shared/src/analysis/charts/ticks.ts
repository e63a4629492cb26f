import { formatDayMDY, ONE_DAY_MS } from './format';

/** At most this many ticks on any axis (spec 02 §9). */
export const MAX_TICKS = 9;

/** One axis tick: where (in the scale's domain) and its text. */
export interface Tick<Value = number | Date | string> {
  value: Value;
  label: string;
}

/** A scale that proposes ticks for a count (d3 linear, time and UTC scales). */
interface TickingScale<Value> {
  ticks: (count?: number) => Value[];
}

/**
 * How many ticks fit along `length` px with `spacing` px per tick: at least 2, at most MAX_TICKS.
 * (A count is only d3's hint; `limitedTicks` enforces the maximum.)
 */
export function tickCountFor(length: number, spacing: number): number {
  return Math.max(2, Math.min(MAX_TICKS, Math.floor(length / spacing)));
}

/**
 * The largest tick count up to `count` for which the scale returns at most `max` ticks (d3 treats the
 * count as a hint: a year asked for 9 ticks gets 12 months).
 */
export function limitedTickCount<Value>(scale: TickingScale<Value>, count: number, max = MAX_TICKS): number {
  for (let wanted = Math.min(count, max); wanted > 1; wanted -= 1) {
    if (scale.ticks(wanted).length <= max) return wanted;
  }
  return 1;
}

/** The scale's ticks for `count`, never more than `max`. */
export function limitedTicks<Value>(scale: TickingScale<Value>, count: number, max = MAX_TICKS): Value[] {
  return scale.ticks(limitedTickCount(scale, count, max)).slice(0, max);
}

/** Date ticks of a UTC time scale, labelled MM-DD-YYYY. */
export function dateTicks(scale: TickingScale<Date>, length: number, max = MAX_TICKS): Tick<Date>[] {
  return limitedTicks(scale, tickCountFor(length, 90), max).map((value) => ({ value, label: formatDayMDY(value) }));
}

/** Number ticks of a linear scale, labelled with d3's matching precision and thousands separators. */
export function numberTicks(
  scale: TickingScale<number> & { tickFormat: (count?: number) => (value: number) => string },
  length: number,
  spacing = 40,
  max = MAX_TICKS,
): Tick<number>[] {
  const count = limitedTickCount(scale, tickCountFor(length, spacing), max);
  const values = scale.ticks(count).slice(0, max);
  // d3's default ',f' with the precision of the tick step: 1,000 / 0.5, never 1e+3.
  const format = scale.tickFormat(count);
  return values.map((value) => ({ value, label: format(value) }));
}

/** Every k-th category, so that at most `max` are labelled (the tooltip names every category). */
export function categoryTicks(categories: readonly string[], max = MAX_TICKS): Tick<string>[] {
  const step = Math.max(1, Math.ceil(categories.length / max));
  return categories.filter((_, index) => index % step === 0).map((value) => ({ value, label: value }));
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** 1970-01-04, a Sunday: weeks are counted from it so that ticks stay put when the range moves. */
const FIRST_SUNDAY_MS = Date.UTC(1970, 0, 4);
/** Steps the x axis may take, in weeks. */
const WEEK_STEPS = [1, 2, 4, 8, 13, 26, 52, 104, 208, 520];

/**
 * Date ticks on weeks (spec 02 §9: the comparison's x-axis unit is the week). Ticks on Sundays (UTC) every 1, 2, 4, 8, 13,
 * 26, 52 … weeks: the smallest step that gives at most MAX_TICKS ticks (and about one per 90 px),
 * labelled MM-DD-YYYY.
 */
export function weekTicks(domain: readonly [Date, Date], width: number, max = MAX_TICKS): Tick<Date>[] {
  const start = domain[0].getTime();
  const end = domain[1].getTime();
  const allowed = Math.max(2, Math.min(max, Math.floor(width / 90)));
  const firstWeek = Math.ceil((start - FIRST_SUNDAY_MS) / WEEK_MS);
  const lastWeek = Math.floor((end - FIRST_SUNDAY_MS) / WEEK_MS);
  const ticksFor = (step: number) => {
    const values: number[] = [];
    for (let week = Math.ceil(firstWeek / step) * step; week <= lastWeek; week += step) values.push(week);
    return values;
  };
  const step = WEEK_STEPS.find((candidate) => ticksFor(candidate).length <= allowed) ?? Math.ceil((lastWeek - firstWeek + 1) / allowed);
  return ticksFor(step).map((week) => {
    const value = new Date(FIRST_SUNDAY_MS + week * WEEK_MS);
    return { value, label: formatDayMDY(value) };
  });
}

/** How the x axis is ticked: on days (any day, evenly spaced), on the first of months, or on 1 January. */
export type DateTickUnit = 'day' | 'month' | 'year';

const DAY_STEPS = [1, 2, 3, 5, 7, 10, 14, 21, 28, 42, 56, 91, 182, 364, 728];
const MONTH_STEPS = [1, 2, 3, 4, 6, 12, 24, 36, 60, 120];
/** Steps of the 'year' unit, in months: every 1, 2, 5, 10, 20, 50 years. */
const YEAR_STEPS = [12, 24, 60, 120, 240, 600];

/**
 * Ticks of a date domain, at most MAX_TICKS about 90 px apart, labelled MM-DD-YYYY. 'day': every k
 * days from the first day of the domain; 'month': the first of every k-th month (k dividing the year
 * where it can, so ticks fall on the same months every year); 'year': 1 January of every 1, 2, 5, 10…
 * years (yearly values placed on 1 January, e.g. water years).
 */
export function unitTicks(domain: readonly [Date, Date], width: number, unit: DateTickUnit): Tick<Date>[] {
  const allowed = Math.max(2, Math.min(MAX_TICKS, Math.floor(width / 90)));
  const start = domain[0].getTime();
  const end = domain[1].getTime();
  if (unit === 'day') {
    const firstDay = Math.ceil(start / ONE_DAY_MS);
    const lastDay = Math.floor(end / ONE_DAY_MS);
    const step = DAY_STEPS.find((candidate) => Math.floor((lastDay - firstDay) / candidate) + 1 <= allowed) ?? Math.ceil((lastDay - firstDay + 1) / allowed);
    const ticks: Tick<Date>[] = [];
    for (let day = firstDay; day <= lastDay; day += step) ticks.push({ value: new Date(day * ONE_DAY_MS), label: formatDayMDY(new Date(day * ONE_DAY_MS)) });
    return ticks;
  }
  const monthIndex = (time: number) => new Date(time).getUTCFullYear() * 12 + new Date(time).getUTCMonth();
  const firstDate = new Date(start);
  const firstMonth = monthIndex(start) + (firstDate.getUTCDate() === 1 && firstDate.getUTCHours() === 0 ? 0 : 1);
  const lastMonth = monthIndex(end);
  const monthsFor = (step: number) => {
    const months: number[] = [];
    for (let month = Math.ceil(firstMonth / step) * step; month <= lastMonth; month += step) months.push(month);
    return months;
  };
  const steps = unit === 'year' ? YEAR_STEPS : MONTH_STEPS;
  const step = steps.find((candidate) => monthsFor(candidate).length <= allowed) ?? steps.at(-1)!;
  return monthsFor(step).map((month) => {
    const value = new Date(Date.UTC(Math.floor(month / 12), month % 12, 1));
    return { value, label: formatDayMDY(value) };
  });
}
