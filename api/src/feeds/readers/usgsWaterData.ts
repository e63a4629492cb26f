// The USGS Water Data OGC API's time-series collections (issue 31), which replace NWIS WaterServices:
// https://api.waterdata.usgs.gov/ogcapi/v0/collections/{continuous,daily}/items, as GeoJSON (`f=json`, a
// FeatureCollection whose features' properties are the fields) or CSV (`f=csv`, the same fields as columns,
// with `x`, `y` and `id` before them). Both carry `monitoring_location_id` ('USGS-06713500'), `parameter_code`,
// `statistic_id`, `time`, `value` (a string, to keep its digits), `unit_of_measure` ('ft^3/s'),
// `approval_status` ('Provisional' | 'Approved') and `qualifier` (null or a list of codes: ['ICE']).
import Papa from 'papaparse';
import type { FeedProblem, FeedReadResult, FeedRow, ValueStatus } from './types';
import { isoDate, parseDecimal, utcInstant } from './common';
import { reportMessage } from '../../i18n/apiMessages';

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
    return notAPage(reportMessage('import.feed.notJson', { error: (error as Error).message }));
  }
  // A single item (`/items/{id}`) is a Feature; a page is a FeatureCollection.
  const features = !isRecord(doc) ? null : doc.type === 'Feature' ? [doc] : Array.isArray(doc.features) ? doc.features : null;
  if (!features) return notAPage(reportMessage('import.feed.noFeatures'));
  const result: FeedReadResult = { rows: [], problems: [] };
  features.forEach((feature: unknown, i) => {
    const index = i + 1;
    const properties = isRecord(feature) && isRecord(feature.properties) ? feature.properties : null;
    const place = reportMessage('import.feed.featurePlace', { index: String(index) });
    if (!properties) result.problems.push({ line: index, reason: place + reportMessage('import.feed.noProperties') });
    else keep(result, readRecord((name) => properties[name], collection, index, place));
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
      if (error) result.problems.push({ line, reason: reportMessage('import.feed.unreadableCsvRow', { error: error.message }) });
      else if (cells.length !== header.length)
        result.problems.push({ line, reason: reportMessage('import.feed.csvLineWidth', { fields: cells.length, width: header.length }) });
      else {
        const columns = header;
        keep(result, readRecord((name) => cells[columns.indexOf(name)], collection, line, ''));
      }
    },
  });
  const columns: string[] = header ?? [];
  const missing = CSV_REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  return missing.length > 0 ? notAPage(reportMessage('import.feed.notWaterData', { columns: missing.join(', ') })) : result;
}

/** One observation, or the first field that keeps it from being one; `place` starts a problem's reason. */
function readRecord(field: FieldOf, collection: WaterDataCollection, line: number, place: string): FeedRow | FeedProblem {
  const problem = (column: string, reason: string): FeedProblem => ({ line, column, reason: place + reason });
  const site = text(field('monitoring_location_id'));
  if (!site) return problem('monitoring_location_id', reportMessage('import.feed.noMonitoringLocation'));
  const parameter = text(field('parameter_code'));
  if (!parameter) return problem('parameter_code', reportMessage('import.feed.noParameterCode'));
  const givenTime = text(field('time'));
  if (!givenTime) return problem('time', reportMessage('import.feed.noTime'));
  // 'T' in the GeoJSON, a space in the CSV; an instant without its offset names no instant.
  const instant = collection === 'daily' ? null : utcInstant(givenTime);
  const time = collection === 'daily' ? isoDate(givenTime) : instant === 'local' ? null : instant;
  if (!time) return problem('time', reportMessage(collection === 'daily' ? 'import.feed.notADate' : 'import.feed.notAnInstant', { text: givenTime }));
  const givenValue = field('value');
  const value = typeof givenValue === 'number' ? givenValue : parseDecimal(text(givenValue));
  if (value === null && text(givenValue) !== '') return problem('value', reportMessage('import.feed.notANumber', { text: text(givenValue) }));

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
