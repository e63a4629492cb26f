// Codecs of the URL fields of the analysis pages (spec 02 §5), on nuqs' parsers. Every codec has a
// default; a value that does not parse falls back to it with a console warning, as the spec says.
// Lists read both forms: '?locationid=79,80' and '?locationid=79&locationid=80'.
import { createMultiParser, createParser, parseAsStringLiteral } from 'nuqs';
import dayjs from 'dayjs';

/** A nuqs parser with its default, ready for useUrlState. */
export type UrlCodec<T extends {}> = ReturnType<typeof withFallback<T>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const INTEGER = /^-?\d+$/;

function warnInvalid(value: string): void {
  console.warn(`Ignoring the URL value '${value}': it is not valid here, the default is used instead.`);
}

/** Adds the default and the spec's console warning to a parser that answers null for a bad value. */
function withFallback<T extends {}>(parser: { parse: (value: string) => T | null; serialize: (value: T) => string; eq?: (a: T, b: T) => boolean }, defaultValue: T) {
  return createParser({
    parse: (value: string) => {
      const parsed = parser.parse(value);
      if (parsed === null) warnInvalid(value);
      return parsed;
    },
    serialize: parser.serialize,
    eq: parser.eq,
  }).withDefault(defaultValue);
}

/** A list codec: comma-separated in one value or repeated keys; an invalid item invalidates the list. */
function list<T>(parseItem: (item: string) => T | null, serializeItem: (item: T) => string, defaultValue: readonly T[]) {
  return createMultiParser<readonly T[]>({
    parse: (values: readonly string[]) => {
      const items = values.flatMap((value) => value.split(',')).map((item) => item.trim()).filter((item) => item !== '');
      const parsed = items.map(parseItem);
      if (parsed.some((item) => item === null)) {
        warnInvalid(values.join(','));
        return null;
      }
      return [...new Set(parsed as T[])];
    },
    serialize: (items: readonly T[]) => [items.map(serializeItem).join(',')],
    eq: (a, b) => a.length === b.length && a.every((item, index) => item === b[index]),
  }).withDefault(defaultValue);
}

const parseInteger = (value: string, min = -Infinity, max = Infinity) => {
  if (!INTEGER.test(value.trim())) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= min && number <= max ? number : null;
};
const parseId = (value: string) => parseInteger(value, 1, 2_147_483_647);
const parseYear = (value: string) => parseInteger(value, 1900, 2100);
/** A real calendar day 'YYYY-MM-DD' (not 2021-02-30). */
export function parseIsoDate(value: string): string | null {
  return ISO_DATE.test(value) && dayjs(value, 'YYYY-MM-DD').format('YYYY-MM-DD') === value ? value : null;
}

export const urlCodecs = {
  /** A numeric id, e.g. `locationid=79`. */
  integer: (defaultValue: number) => withFallback({ parse: (value) => parseInteger(value), serialize: String }, defaultValue),
  id: (defaultValue: number) => withFallback({ parse: parseId, serialize: String }, defaultValue),
  /** Ids: `locationid=79,80,81` (or repeated keys). */
  idList: (defaultValue: readonly number[]) => list(parseId, String, defaultValue),
  /** One of a fixed set of strings, e.g. season annual|summer. */
  oneOf: <const T extends string>(values: readonly T[], defaultValue: T) => {
    const literal = parseAsStringLiteral(values);
    return withFallback<T>({ parse: (value) => literal.parse(value), serialize: String }, defaultValue);
  },
  /** A flag: `1`/`0` (also `true`/`false`). */
  flag: (defaultValue: boolean) =>
    withFallback({ parse: (value) => ({ 1: true, true: true, 0: false, false: false })[value] ?? null, serialize: (value: boolean) => (value ? '1' : '0') }, defaultValue),
  /** A calendar date 'YYYY-MM-DD' (kept as that string: never shifted through time zones). */
  isoDate: (defaultValue: string) => withFallback({ parse: parseIsoDate, serialize: String }, defaultValue),
  /** A year, e.g. `start_year=2021`. */
  year: (defaultValue: number) => withFallback({ parse: parseYear, serialize: String }, defaultValue),
  /** Years: `years=2023,2024`. */
  yearList: (defaultValue: readonly number[]) => list(parseYear, String, defaultValue),
  /** The date filter's rolling window in days; 0 is written as '' and means all records (spec 02 §3). */
  days: (defaultValue: number) =>
    withFallback({ parse: (value) => (value === '' ? 0 : parseInteger(value, 1, 100_000)), serialize: (value: number) => (value === 0 ? '' : String(value)) }, defaultValue),
};
