// Pure helpers of the zoomable time charts: when a log scale helps, and the period shortcuts.
import { currentT, type Translate } from '@basin/shared';
import { dayTime, formatDayMDY } from './format';

/** A log scale is offered when the positive values span more than this ratio (two decades). */
export const LOG_SCALE_MIN_RATIO = 100;

/**
 * Whether a log scale should be offered: the positive values span more than two decades
 * (max / min > 100), e.g. E. coli from 1 to 100,000. Zero and negative values cannot be drawn on a log
 * axis and are not counted; fewer than two positive values never need one.
 */
export function suggestLogScale(values: readonly number[]): boolean {
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (const value of values) {
    if (!(value > 0) || !Number.isFinite(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return max > 0 && min < max && max / min > LOG_SCALE_MIN_RATIO;
}

/** A shown period, 'YYYY-MM-DD' both ends inclusive. */
export interface ShownPeriod {
  start: string;
  end: string;
}

/** The period shortcuts: the last 1, 5 or 10 years of the data, or all of it (shown as periodShortcutLabel and periodShortcutName). */
export const PERIOD_SHORTCUTS = [
  { key: '1y', label: '1 y', years: 1, name: 'Last year of data' },
  { key: '5y', label: '5 y', years: 5, name: 'Last 5 years of data' },
  { key: '10y', label: '10 y', years: 10, name: 'Last 10 years of data' },
  { key: 'all', label: 'All', years: null, name: 'All data' },
] as const;
export type PeriodShortcut = (typeof PERIOD_SHORTCUTS)[number]['key'];

/** A shortcut's button text in the language ('1 y', 'All'). */
export function periodShortcutLabel(t: Translate, shortcut: PeriodShortcut): string {
  return shortcut === 'all' ? t('shared.analysis.zoom.all') : t('shared.analysis.zoom.years', { years: Number.parseInt(shortcut, 10) });
}

/** A shortcut's accessible name in the language ('Last 5 years of data', 'All data'). */
export function periodShortcutName(t: Translate, shortcut: PeriodShortcut): string {
  return shortcut === 'all' ? t('shared.analysis.zoom.allName') : t('shared.analysis.zoom.yearsName', { years: Number.parseInt(shortcut, 10) });
}

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The same calendar day `years` earlier (29 February falls back to 28 February), plus one day. */
function yearsBefore(day: string, years: number): string {
  const date = new Date(dayTime(day));
  const target = new Date(Date.UTC(date.getUTCFullYear() - years, date.getUTCMonth(), 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return iso(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(date.getUTCDate(), lastDay)) + 24 * 60 * 60 * 1000);
}

/**
 * The period a shortcut shows for data from `first` to `last` ('YYYY-MM-DD'): the `years` before the
 * last date (so '1 y' of data ending 2021-09-14 is 2020-09-15 to 2021-09-14), never before the first;
 * 'All' (or a span the data do not exceed) gives null, the whole record.
 */
export function periodForShortcut(shortcut: PeriodShortcut, first: string, last: string): ShownPeriod | null {
  const entry = PERIOD_SHORTCUTS.find((candidate) => candidate.key === shortcut);
  if (!entry || entry.years === null) return null;
  const start = yearsBefore(last, entry.years);
  return dayTime(start) <= dayTime(first) ? null : { start, end: last };
}

/** The shortcut a period equals, if any (to show which button is pressed). */
export function shortcutOfPeriod(period: ShownPeriod | null, first: string, last: string): PeriodShortcut | null {
  if (period === null) return 'all';
  return PERIOD_SHORTCUTS.find((entry) => entry.years !== null && JSON.stringify(periodForShortcut(entry.key, first, last)) === JSON.stringify(period))?.key ?? null;
}

/** 'from 09-15-2020 to 09-14-2021' */
export function describeShownPeriod(period: ShownPeriod, t: Translate = currentT()): string {
  return t('shared.analysis.zoom.shownPeriod', { start: formatDayMDY(period.start), end: formatDayMDY(period.end) });
}

/** Whether a 'YYYY-MM-DD' date lies in the period (null: every date). */
export function inShownPeriod(day: string, period: ShownPeriod | null): boolean {
  if (period === null) return true;
  const time = dayTime(day);
  return time >= dayTime(period.start) && time <= dayTime(period.end);
}
