// Codecs of the URL fields of the analysis pages (spec 02 §5), on nuqs' parsers. Every codec has a
// default, or is `optional…` (null when absent); a value that does not parse falls back to the default
// (or null) with a console warning, as the spec says.
// Lists read both forms: '?locationid=79,80' and '?locationid=79&locationid=80'.
import { createMultiParser, createParser, parseAsStringLiteral } from 'nuqs';
import dayjs from 'dayjs';

/** A nuqs parser with its default, ready for useUrlState. */
export type UrlCodec<T extends {}> = ReturnType<typeof withFallback<T>>;

/** How a list treats an item that does not parse. */
export interface ListOptions {
  /** Leave the item out (with the warning) instead of rejecting the whole list. */
  skipInvalid?: boolean;
}

interface ParserFunctions<T> {
  parse: (value: string) => T | null;
  serialize: (value: T) => string;
  eq?: (a: T, b: T) => boolean;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const INTEGER = /^-?\d+$/;

function warnInvalid(value: string): void {
  console.warn(`Ignoring the URL value '${value}': it is not valid here, the default is used instead.`);
}

/** A parser that answers null, with the spec's console warning, for a value that does not parse. */
function nullable<T extends {}>(parser: ParserFunctions<T>) {
  return createParser({
    parse: (value: string) => {
      const parsed = parser.parse(value);
      if (parsed === null) warnInvalid(value);
      return parsed;
    },
    serialize: parser.serialize,
    eq: parser.eq,
  });
}

/** Adds the default and the spec's console warning to a parser that answers null for a bad value. */
function withFallback<T extends {}>(parser: ParserFunctions<T>, defaultValue: T) {
  return nullable(parser).withDefault(defaultValue);
}

/**
 * A list parser without a default (null when absent): comma-separated in one value or repeated keys;
 * items trimmed, empty ones dropped, duplicates dropped. An invalid item invalidates the list, unless
 * `skipInvalid` leaves it out.
 */
function listParser<T extends {}>(parseItem: (item: string) => T | null, serializeItem: (item: T) => string, { skipInvalid = false }: ListOptions = {}) {
  return createMultiParser<readonly T[]>({
    parse: (values: readonly string[]) => {
      const items = values.flatMap((value) => value.split(',')).map((item) => item.trim()).filter((item) => item !== '');
      const parsed = items.map(parseItem);
      if (parsed.some((item) => item === null)) {
        if (!skipInvalid) {
          warnInvalid(values.join(','));
          return null;
        }
        warnInvalid(items.filter((_item, index) => parsed[index] === null).join(','));
      }
      return [...new Set(parsed.filter((item): item is T => item !== null))];
    },
    serialize: (items: readonly T[]) => [items.map(serializeItem).join(',')],
    eq: (a, b) => a.length === b.length && a.every((item, index) => item === b[index]),
  });
}

/** A list codec with its default (see listParser). */
function list<T extends {}>(parseItem: (item: string) => T | null, serializeItem: (item: T) => string, defaultValue: readonly T[], options?: ListOptions) {
  return listParser(parseItem, serializeItem, options).withDefault(defaultValue);
}

const parseInteger = (value: string, min = -Infinity, max = Infinity) => {
  if (!INTEGER.test(value.trim())) return null;
  const number = Number(value) + 0; // + 0: '-0' reads as 0
  return Number.isSafeInteger(number) && number >= min && number <= max ? number : null;
};
const parseId = (value: string) => parseInteger(value, 1, 2_147_483_647);
const parseYear = (value: string) => parseInteger(value, 1900, 2100);
/** A real calendar day 'YYYY-MM-DD' (not 2021-02-30). */
export function parseIsoDate(value: string): string | null {
  return ISO_DATE.test(value) && dayjs(value, 'YYYY-MM-DD').format('YYYY-MM-DD') === value ? value : null;
}
/** The pattern without the flags that make `test` stateful. */
const matcher = (pattern: RegExp) => new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));

export const urlCodecs = {
  /** A numeric id, e.g. `locationid=79`. */
  integer: (defaultValue: number) => withFallback({ parse: (value) => parseInteger(value), serialize: String }, defaultValue),
  id: (defaultValue: number) => withFallback({ parse: parseId, serialize: String }, defaultValue),
  /** Ids: `locationid=79,80,81` (or repeated keys); `{ skipInvalid: true }` leaves an invalid id out instead of rejecting the list. */
  idList: (defaultValue: readonly number[], options?: ListOptions) => list(parseId, String, defaultValue, options),
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

  // Optional fields: null when the URL has none (or an invalid one); a serializer leaves null out.
  /** Ids that may be absent (null: no choice in the URL yet) or empty (`locations=`: none chosen). */
  optionalIdList: () => listParser(parseId, String),
  /** A calendar date 'YYYY-MM-DD' that may be absent. */
  optionalIsoDate: () => nullable({ parse: parseIsoDate, serialize: String }),
  /** An id that may be absent, e.g. a selected location `loc=68`. */
  optionalId: () => nullable({ parse: parseId, serialize: String }),
  /** A whole number (0, 1, 2, ...) that may be absent, e.g. a threshold the user set, `min=12`. */
  optionalWholeNumber: () => nullable({ parse: (value) => parseInteger(value, 0), serialize: String }),
  /** A string matching `pattern` (anchor it) that may be absent, e.g. a choice from an open set, `color=county`. */
  optionalString: (pattern: RegExp) => nullable({ parse: (value) => (matcher(pattern).test(value) ? value : null), serialize: String }),
  /**
   * Names, e.g. `types=Reservoir,Surface Water`, where absent (null: no choice made, say all) differs from
   * empty (`types=`: none). Items are trimmed and distinct and cannot contain commas.
   */
  optionalStringList: () => listParser((item) => item, String),
  /** An app's own codec (null when absent; add `.withDefault(value)` for a default), with the warning for an invalid value. */
  custom: <T extends {}>(parser: ParserFunctions<T>) => nullable(parser),
};
