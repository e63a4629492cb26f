// The USGS Water Data OGC API's time-series collections (issue 31), which replace NWIS WaterServices:
// https://api.waterdata.usgs.gov/ogcapi/v0/collections/{continuous,daily}/items, as GeoJSON (`f=json`, a
// FeatureCollection whose features' properties are the fields) or CSV (`f=csv`, the same fields as columns,
// with `x`, `y` and `id` before them). Both carry `monitoring_location_id` ('USGS-06713500'), `parameter_code`,
// `statistic_id`, `time`, `value` (a string, to keep its digits), `unit_of_measure` ('ft^3/s'),
// `approval_status` ('Provisional' | 'Approved') and `qualifier` (null or a list of codes: ['ICE']).
import Papa from 'papaparse';
import type { FeedProblem, FeedReadResult, FeedRow, ValueStatus } from './types';

export type WaterDataCollection = 'continuous' | 'daily';

/** A record's field by name: a JSON value for a GeoJSON feature, a cell's text for a CSV row. */
type FieldOf = (name: string) => unknown;

/** The API's units as the portal writes them (types.ts); a unit not listed is kept as given. */
const UNITS: Record<string, string> = {
  'ft^3/s': 'ft3/s',
  'ft3/s': 'ft3/s',
  ft: 'ft',
  degC: 'degC',
  'deg C': 'degC',
  'uS/cm': 'uS/cm',
  'uS/cm @25C': 'uS/cm',
  FNU: 'FNU',
  _FNU: 'FNU',
  in: 'in',
};

/** The approval as the NWIS RDB files code it, so that rows of both feeds carry the same qualifiers. */
const APPROVAL_CODES: Record<string, string> = { provisional: 'P', approved: 'A' };
const ESTIMATED_CODES = new Set(['e', 'E', 'ESTIMATED']);
const CSV_REQUIRED_COLUMNS = ['monitoring_location_id', 'time'];

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An instant with its offset: 'T' in the GeoJSON, a space in the CSV; a fraction of a second only if it is zero. */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.0+)?)?(Z|[+-]\d{2}(?::?\d{2})?)$/;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Reads a page of the `continuous` or `daily` collection, GeoJSON or CSV (told apart by a leading '{'). */
export function readUsgsWaterData(text: string, collection: WaterDataCollection): FeedReadResult {
  return text.trimStart().startsWith('{') ? readGeoJson(text, collection) : readCsv(text, collection);
}

/** The URL of the next page of a GeoJSON page (its `links` entry with rel 'next'); null on the last page and for CSV. */
export function nextPageUrl(text: string): string | null {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return null;
  }
  const links = isRecord(doc) && Array.isArray(doc.links) ? doc.links : [];
  const next = links.find((link): link is { href: string } => isRecord(link) && link.rel === 'next' && typeof link.href === 'string');
  return next?.href ?? null;
}

/** GeoJSON has no lines worth citing, so a row's `line` is the feature's 1-based index in `features`. */
function readGeoJson(text: string, collection: WaterDataCollection): FeedReadResult {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    return notAPage(`not valid JSON (${(error as Error).message})`);
  }
  // A single item (`/items/{id}`) is a Feature; a page is a FeatureCollection.
  const features = !isRecord(doc) ? null : doc.type === 'Feature' ? [doc] : Array.isArray(doc.features) ? doc.features : null;
  if (!features) return notAPage('not a GeoJSON FeatureCollection: no features array');
  const result: FeedReadResult = { rows: [], problems: [] };
  features.forEach((feature: unknown, i) => {
    const index = i + 1;
    const properties = isRecord(feature) && isRecord(feature.properties) ? feature.properties : null;
    if (!properties) result.problems.push({ line: index, reason: `feature ${index} (its index in the page): no properties` });
    else keep(result, readRecord((name) => properties[name], collection, index, `feature ${index} (its index in the page): `));
  });
  return result;
}

function readCsv(text: string, collection: WaterDataCollection): FeedReadResult {
  const result: FeedReadResult = { rows: [], problems: [] };
  let header: string[] | null = null;
  let cursor = 0;
  let nextLine = 1;
  Papa.parse<string[]>(text, {
    delimiter: ',',
    step: ({ data: cells, errors, meta }) => {
      // A row's line is where it starts: the lines before it, counted up to where the last row ended.
      const line = nextLine;
      nextLine += newlinesIn(text, cursor, meta.cursor);
      cursor = meta.cursor;
      if (cells.length === 1 && cells[0]?.trim() === '') return;
      if (!header) {
        header = cells.map((name) => name.trim());
        return;
      }
      const error = errors[0];
      if (error) result.problems.push({ line, reason: `unreadable CSV row: ${error.message}` });
      else if (cells.length !== header.length)
        result.problems.push({ line, reason: `${cells.length} fields where the header has ${header.length}` });
      else {
        const columns = header;
        keep(result, readRecord((name) => cells[columns.indexOf(name)], collection, line, ''));
      }
    },
  });
  const columns: string[] = header ?? [];
  const missing = CSV_REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  return missing.length > 0 ? notAPage(`neither GeoJSON nor a Water Data CSV: no ${missing.join(', ')} column`) : result;
}

/** One observation, or the first field that keeps it from being one; `place` starts a problem's reason. */
function readRecord(field: FieldOf, collection: WaterDataCollection, line: number, place: string): FeedRow | FeedProblem {
  const problem = (column: string, reason: string): FeedProblem => ({ line, column, reason: place + reason });
  const site = text(field('monitoring_location_id'));
  if (!site) return problem('monitoring_location_id', 'no monitoring location');
  const parameter = text(field('parameter_code'));
  if (!parameter) return problem('parameter_code', 'no parameter code');
  const givenTime = text(field('time'));
  if (!givenTime) return problem('time', 'no time');
  const time = collection === 'daily' ? calendarDate(givenTime) : utcInstant(givenTime);
  if (!time) {
    const expected = collection === 'daily' ? 'a date (YYYY-MM-DD)' : 'an instant with its UTC offset';
    return problem('time', `'${givenTime}' is not ${expected}`);
  }
  const givenValue = field('value');
  const value = typeof givenValue === 'number' ? givenValue : NUMBER.test(text(givenValue)) ? Number(text(givenValue)) : null;
  if (value === null && text(givenValue) !== '') return problem('value', `'${text(givenValue)}' is not a number`);

  const approval = text(field('approval_status')).toLowerCase();
  const codes = qualifierCodes(field('qualifier'));
  const approvalCode = APPROVAL_CODES[approval];
  const status: ValueStatus = codes.some((code) => ESTIMATED_CODES.has(code))
    ? 'estimated'
    : approval === 'approved'
      ? 'approved'
      : 'provisional'; // Provisional, or no status at all: a value is approved only when the agency says so.
  const unit = text(field('unit_of_measure'));
  return {
    site,
    parameter,
    time,
    kind: collection === 'daily' ? 'daily' : 'instantaneous',
    value,
    unit: UNITS[unit] ?? unit,
    qualifiers: approvalCode ? [approvalCode, ...codes] : codes,
    status,
    statistic: collection === 'daily' ? text(field('statistic_id')) || null : null,
    line,
  };
}

/** The GeoJSON gives a list (['ICE', 'EQUIP']); a CSV cell a code, or a list as text ('ICE, EQUIP', "['ICE']", '{ICE}'). */
function qualifierCodes(given: unknown): string[] {
  const items = Array.isArray(given) ? given : text(given).replace(/^[[{(]|[\]})]$/g, '').split(',');
  return items.map((item) => text(item).replace(/^['"]|['"]$/g, '')).filter((code) => code !== '');
}

/** 'YYYY-MM-DDTHH:MM:SSZ' for an instant with its offset ('2025-11-02T01:00:00-07:00' → '2025-11-02T08:00:00Z'). */
function utcInstant(given: string): string | null {
  const match = INSTANT.exec(given);
  if (!match) return null;
  const [year, month, day, hour, minute, second = '00', zone = 'Z'] = match.slice(1);
  const local = calendarMs(year, month, day, hour, minute, second);
  if (local === null) return null;
  const [, sign, offsetHours = '00', offsetMinutes = '00'] = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone) ?? [];
  const offset = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));
  return new Date(local - offset * 60_000).toISOString().slice(0, 19) + 'Z';
}

function calendarDate(given: string): string | null {
  const match = DATE.exec(given);
  return match && calendarMs(...match.slice(1)) !== null ? given : null;
}

/** The instant of these clock fields read as UTC, or null when they name no real time ('2025-02-30', '24:10'). */
function calendarMs(...fields: (string | undefined)[]): number | null {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = fields.map(Number);
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(ms);
  const same = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return same && date.getUTCHours() === hour && date.getUTCMinutes() === minute && date.getUTCSeconds() === second ? ms : null;
}

function keep(result: FeedReadResult, read: FeedRow | FeedProblem): void {
  if ('reason' in read) result.problems.push(read);
  else result.rows.push(read);
}

function notAPage(reason: string): FeedReadResult {
  return { rows: [], problems: [{ line: 1, reason }] };
}

function newlinesIn(source: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) if (source[i] === '\n') count++;
  return count;
}

/** A field as trimmed text: '' when absent or null. */
function text(given: unknown): string {
  return given === null || given === undefined ? '' : String(given).trim();
}

function isRecord(given: unknown): given is Record<string, unknown> {
  return typeof given === 'object' && given !== null && !Array.isArray(given);
}
