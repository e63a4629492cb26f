import { scaleLinear, scaleLog, scaleUtc } from '@visx/scale';
import type { Tick } from './ticks';
import { dayTime, ONE_DAY_MS } from './format';
import { limitedTickCount, tickCountFor } from './ticks';

/**
 * The extent of some values for a value axis: [0, 1] without any; with `includeZero` (bars grow
 * from 0) the domain reaches 0; a single value gets room on both sides (a flat domain draws nothing).
 */
export function valueExtent(values: readonly number[], includeZero = false): [number, number] {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return [0, 1];
  let min = Math.min(...finite);
  let max = Math.max(...finite);
  if (includeZero) {
    min = Math.min(0, min);
    max = Math.max(0, max);
  }
  if (min === max) {
    const room = Math.abs(min) * 0.1 || 1;
    return floorAtZero([min - room, max + room], min);
  }
  return [min, max];
}

/**
 * A domain of values that are all zero or more never reaches below 0 (a concentration of −20 µg/L
 * would mislead): its low end is raised to 0. `lowestValue` is the smallest value drawn.
 */
export function floorAtZero([low, high]: readonly [number, number], lowestValue: number): [number, number] {
  return lowestValue >= 0 && low < 0 ? [0, high] : [low, high];
}

/** 'YYYY-MM-DD' of today in UTC, the way chart dates are read. */
export function todayDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The end of a date axis: never past today (a period asked for to the end of a water year still to
 * come draws no empty future), unless the data itself goes further.
 */
export function clampDayAtToday(day: string, today: string = todayDay()): string {
  return day > today ? today : day;
}

/**
 * A linear value scale over `range` (pixels, e.g. [height, 0]), niced with the tick count the axis
 * will use, so the ends of the axis are ticks (a domain starting at 0 or above never goes below 0).
 * `fixed` keeps the domain as given (a shared y max).
 */
export function valueScale(domain: readonly [number, number], range: readonly [number, number], length: number, fixed = false) {
  const scale = scaleLinear<number>({ domain: [domain[0], domain[1]], range: [range[0], range[1]] });
  if (!fixed) {
    scale.nice(limitedTickCount(scale, tickCountFor(length, 40)));
    // nice() rounds outwards; a domain of non-negative values stays at or above 0.
    scale.domain(floorAtZero(scale.domain() as [number, number], domain[0]));
  }
  return scale;
}

/** A UTC time scale over 'YYYY-MM-DD' dates, padded by `padMs` on both sides; one date gets a day each side. */
export function dayScale(days: readonly string[], range: readonly [number, number], padMs = 0) {
  const times = days.map(dayTime).filter((time) => Number.isFinite(time));
  const min = times.length ? Math.min(...times) : Date.UTC(2000, 0, 1);
  const max = times.length ? Math.max(...times) : min;
  const pad = Math.max(padMs, min === max ? ONE_DAY_MS : 0);
  return scaleUtc<number>({ domain: [new Date(min - pad), new Date(max + pad)], range: [range[0], range[1]] });
}

/**
 * A log10 value scale over the positive values (zero and below cannot be drawn), from the power of ten
 * at or below the smallest to the one at or above the largest; [1, 10] without positive values.
 */
export function logValueScale(values: readonly number[], range: readonly [number, number]) {
  const positive = values.filter((value) => value > 0 && Number.isFinite(value));
  const min = positive.length ? Math.min(...positive) : 1;
  const max = positive.length ? Math.max(...positive) : 10;
  const low = 10 ** Math.floor(Math.log10(min));
  const high = Math.max(10 ** Math.ceil(Math.log10(max)), low * 10);
  return scaleLog<number>({ domain: [low, high], range: [range[0], range[1]], clamp: true });
}

const LOG_TICK_FORMAT = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 });

/**
 * Ticks of a log axis: every power of ten in the domain (every other one beyond 9 decades), with 2 and 5
 * times each when the domain spans at most two decades. Labelled 0.1, 1, 10, 1,000, 100,000.
 */
export function logTicks(scale: { domain: () => number[] }): Tick<number>[] {
  const [low = 1, high = 10] = scale.domain();
  const first = Math.round(Math.log10(low));
  const last = Math.round(Math.log10(high));
  const decades = last - first;
  const step = decades > 8 ? 2 : 1;
  const values: number[] = [];
  for (let power = first; power <= last; power += step) {
    values.push(10 ** power);
    if (decades <= 2 && power < last) values.push(2 * 10 ** power, 5 * 10 ** power);
  }
  return values.map((value) => ({ value, label: LOG_TICK_FORMAT.format(value) }));
}
