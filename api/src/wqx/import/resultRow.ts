// One result row of a WQP file to one row of `results`, or the reason it is rejected: the parameter
// from the characteristic map, the value and detection limit in the parameter's unit, the depth in
// metres, non-detects at their detection limit (or, without one, as non-detects whose limit is unknown:
// value and limit null), the flow condition of stream samples.
import { FlowCondition, LocationType } from '../../generator/catalog';
import { isNonDetect } from './detection';
import type { ResultField, RowReader } from './files';
import type { KnownSite } from './catalog';
import { unitConverter } from './units';

export interface ResultRecord {
  locationId: number;
  parameterId: number;
  sampleDate: string;
  sampleTime: string | null;
  /** Null only for a non-detect whose detection limit is unknown (migrations/350). */
  value: number | null;
  depthM: number | null;
  flowConditionId: number | null;
  nondetect: boolean;
  detectionLimit: number | null;
  organizationId: number;
  resultIdentifier: string | null;
  status: string | null;
  timeZone: string | null;
}

export interface Rejection {
  field: ResultField;
  reason: string;
}

/** What a row needs resolved before it is mapped (they may create rows, so they are awaited by the caller). */
export interface RowContext {
  site: KnownSite;
  organizationId: number;
  parameterId: number;
  parameterUnit: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** Dates already checked: a file repeats each date for every result of a day's samples. */
const checkedDates = new Map<string, string | null>();
const CHECKED_DATES_KEPT = 100_000;

export function parseDate(text: string): string | null {
  let date = checkedDates.get(text);
  if (date === undefined) {
    if (checkedDates.size >= CHECKED_DATES_KEPT) checkedDates.clear();
    date = checkedDate(text);
    checkedDates.set(text, date);
  }
  return date;
}

function checkedDate(text: string): string | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? text : null;
}

export function parseTime(text: string): string | null {
  const match = TIME.exec(text);
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}:${String(seconds).padStart(2, '0')}`;
}

export function parseNumber(text: string): number | null {
  const cleaned = text.replace(/,/g, '');
  return NUMBER.test(cleaned) ? Number(cleaned) : null;
}

/** Unit converters by "from\u0000to": a file has few distinct pairs. */
const converters = new Map<string, ((value: number) => number) | null>();
export function convert(value: number, from: string, to: string): number | null {
  const key = `${from}\u0000${to}`;
  let converter = converters.get(key);
  if (converter === undefined) {
    converter = unitConverter(from, to);
    converters.set(key, converter);
  }
  return converter ? converter(value) : null;
}

type Field = RowReader<ResultField>;

/** Depth in metres from the activity's depth, else the result's; undefined when it does not convert. */
function depthOf(row: readonly string[], read: Field): { depth: number | null } | Rejection {
  for (const [valueField, unitField] of [['activityDepth', 'activityDepthUnit'], ['resultDepth', 'resultDepthUnit']] as const) {
    const text = read(row, valueField);
    if (!text) continue;
    const depth = parseNumber(text);
    if (depth === null) return { field: valueField, reason: `unparseable depth '${text}'` };
    const unit = read(row, unitField);
    const metres = convert(depth, unit, 'm');
    if (metres === null) return { field: unitField, reason: `unconvertible depth unit '${unit}' (to m)` };
    return { depth: metres };
  }
  return { depth: null };
}

/** The row's value, non-detect and detection limit in the parameter's unit. */
function measureOf(row: readonly string[], read: Field, unit: string): Pick<ResultRecord, 'value' | 'nondetect' | 'detectionLimit'> | Rejection {
  const limitText = read(row, 'detectionLimit');
  let detectionLimit: number | null = null;
  if (limitText) {
    const limit = parseNumber(limitText);
    if (limit === null) return { field: 'detectionLimit', reason: `unparseable detection limit '${limitText}'` };
    const limitUnit = read(row, 'detectionLimitUnit') || read(row, 'unit');
    detectionLimit = convert(limit, limitUnit, unit);
    if (detectionLimit === null) return { field: 'detectionLimitUnit', reason: `unconvertible unit '${limitUnit}' (to ${unit})` };
  }
  const valueText = read(row, 'value');
  const nondetect = isNonDetect(read(row, 'detectionCondition'));
  if (nondetect && detectionLimit !== null) return { value: detectionLimit, nondetect, detectionLimit };
  if (!valueText) {
    // A 'Not Detected' row of a narrowResult file (which carries no limits): censored at a level not known
    // yet, kept as such; a detection-limit file fills it in (importer.ts).
    return nondetect ? { value: null, nondetect, detectionLimit: null } : { field: 'value', reason: 'no value' };
  }
  const measured = parseNumber(valueText);
  if (measured === null) return { field: 'value', reason: `unparseable value '${valueText}'` };
  const valueUnit = read(row, 'unit');
  const value = convert(measured, valueUnit, unit);
  if (value === null) return { field: 'unit', reason: `unconvertible unit '${valueUnit}' (to ${unit})` };
  return { value, nondetect, detectionLimit: nondetect ? value : detectionLimit };
}

/** Maps a row whose site, organisation and parameter are known. */
export function resultRecord(row: readonly string[], read: Field, context: RowContext): ResultRecord | Rejection {
  const dateText = read(row, 'startDate');
  const sampleDate = parseDate(dateText);
  if (!sampleDate) return { field: 'startDate', reason: `unparseable date '${dateText}' (expected YYYY-MM-DD)` };
  const timeText = read(row, 'startTime');
  const sampleTime = timeText ? parseTime(timeText) : null;
  if (timeText && !sampleTime) return { field: 'startTime', reason: `unparseable time '${timeText}'` };
  const measure = measureOf(row, read, context.parameterUnit);
  if ('reason' in measure) return measure;
  const depth = depthOf(row, read);
  if ('reason' in depth) return depth;
  const stream = context.site.typeId === LocationType.SurfaceWater;
  const storm = /storm/i.test(read(row, 'hydrologicEvent'));
  return {
    locationId: context.site.id,
    parameterId: context.parameterId,
    sampleDate,
    sampleTime,
    ...measure,
    depthM: depth.depth,
    flowConditionId: stream ? (storm ? FlowCondition.Storm : FlowCondition.Base) : null,
    organizationId: context.organizationId,
    resultIdentifier: read(row, 'resultIdentifier') || null,
    status: read(row, 'status') || null,
    timeZone: read(row, 'timeZone') || null,
  };
}
