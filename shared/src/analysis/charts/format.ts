// Only the type: value-status (in the singleton) uses this module too, and the translator is the caller's.
import type { Translate } from '../../i18n/translate';
/**
 * Text of the analysis charts: calendar dates (read and written in UTC, so a 'YYYY-MM-DD' date never
 * moves to the day before in Denver), numbers, and results with their detection-limit flag.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A 'YYYY-MM-DD' date (time part, if any, ignored) as UTC midnight; NaN date when unreadable. */
export function parseDay(day: string): Date {
  const match = ISO_DAY.exec(day);
  if (!match) return new Date(Number.NaN);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** UTC milliseconds of a 'YYYY-MM-DD' date (NaN when unreadable). */
export function dayTime(day: string): number {
  return parseDay(day).getTime();
}

/** Days between two 'YYYY-MM-DD' dates (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((dayTime(b) - dayTime(a)) / DAY_MS);
}

export const ONE_DAY_MS = DAY_MS;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** MM-DD-YYYY (spec 02 §9), in UTC. Accepts a Date or a 'YYYY-MM-DD' string. */
export function formatDayMDY(value: Date | string): string {
  const date = typeof value === 'string' ? parseDay(value) : value;
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return `${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}-${pad(date.getUTCFullYear(), 4)}`;
}

const SIGNIFICANT_3 = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 });
const SIGNIFICANT_4 = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });
const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Plain-language numbers: 3 significant digits, thousands separators (212, 1,230, 0.0123). */
export function formatNumber(value: number): string {
  return Number.isFinite(value) ? SIGNIFICANT_3.format(value) : '–';
}

/** Tooltip values: 4 significant digits, thousands separators. */
export function formatValue(value: number): string {
  return Number.isFinite(value) ? SIGNIFICANT_4.format(value) : '–';
}

/** Two decimals with thousands separators (year comparison tooltips, spec 02 §9). */
export function formatTwoDecimals(value: number): string {
  return Number.isFinite(value) ? TWO_DECIMALS.format(value) : '–';
}

/** A value with its unit, if any: '212 µg/L'. */
export function withUnits(text: string, units?: string | null): string {
  return units ? `${text} ${units}` : text;
}

/**
 * Ends a sentence with one full stop: a sentence ending in a unit that ends in a period ('8.59 s.u.')
 * gets no second one.
 */
export function endSentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

/** The tooltip's words for a non-detect: '< DL (2.5 µg/L)', the detection limit in parentheses. */
export function formatNondetectTooltip(value: number, units: string | null | undefined, format: (value: number) => string, t: Translate): string {
  return t('shared.analysis.chart.nondetectValue', { value: withUnits(format(value), units) });
}

/**
 * A result in a table cell: the number itself (so it sorts and exports as a number), or '< 2.5' for
 * a non-detect (the value is its detection limit). The column title carries the unit.
 */
export function resultCell(value: number, nondetect: boolean | null | undefined): string | number {
  return nondetect ? `< ${value}` : value;
}
