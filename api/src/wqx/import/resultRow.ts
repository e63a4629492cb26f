// One result row of a file to one row of `results`, the values it waits for (pending: unknown to the
// portal, so the row is held for staff to map them), or the reason it is rejected: the value and
// detection limit in the parameter's unit, the depth in metres, non-detects at their detection limit
// (or, without one, as non-detects whose limit is unknown: value and limit null), the flow condition of
// stream samples.
import { LocationType } from '../../generator/catalog';
import type { PendingKind } from '../../schemas/import';
import { isNonDetect } from './detection';
import type { ResultField, RowReader } from './files';
import { unconvertibleReason, unitConverter } from './units';
import { reportMessage } from '../../i18n/apiMessages';

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


/** A value of a row the portal does not know (nor an alias of it): the row is held until staff resolve it. */
export interface PendingValue {
  kind: PendingKind;
  value: string;
  /** The sample fraction of a characteristic; '' for the other kinds. */
  fraction: string;
  column: string;
  reason: string;
}

/** A row held for review: the values it waits for. */
export interface Held {
  pending: PendingValue[];
}

export interface KnownSite {
  id: number;
  typeId: number;
}

/** The values besides sites and characteristics the import knows, aliases included (catalog.ts). */
export interface ValueLookups {
  /** The unit code units.ts knows that a file's code stands for ('' stays ''); undefined when unknown. */
  unit(code: string): string | undefined;
  /** The flow condition (1 storm, 2 base) of a HydrologicEvent or lab flow_condition; undefined when unknown. */
  flowCondition(event: string): number | undefined;
  /** The depth in metres (null: none) of a depth that is not a number ('Surface'); undefined when unknown. */
  depthCategory(text: string): number | null | undefined;
}

/** What a row needs resolved before it is mapped (they may create rows, so they are awaited by the caller). */
export interface RowContext {
  /** Undefined when it is pending (listed in `pending` by the caller). */
  site: KnownSite | undefined;
  /** Undefined when it is pending (listed in `pending` by the caller). */
  parameter: { id: number; unit: string } | undefined;
  organizationId: number;
  lookups: ValueLookups;
  /** The row's pending values found so far: the mapping adds its own. */
  pending: PendingValue[];
}

const PENDING_REASON: Readonly<Record<PendingKind, string>> = {
  site: 'unknown site',
  characteristic: 'unknown characteristic',
  unit: 'unknown unit',
  flow_condition: 'unknown flow condition',
  depth_category: 'unknown depth category',
};

/** Lists a value the row waits for (once). */
export function addPending(pending: PendingValue[], kind: PendingKind, value: string, column: string, fraction = ''): void {
  if (pending.some((known) => known.kind === kind && known.value === value && known.fraction === fraction)) return;
  const reason = `${PENDING_REASON[kind]} '${value}'${fraction ? ` (fraction '${fraction}')` : ''}`;
  pending.push({ kind, value, fraction, column, reason });
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** M/D/YYYY, the US order laboratory exports write (the authority's lab format); never D/M/YYYY. */
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
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

/** The date as YYYY-MM-DD, from YYYY-MM-DD or M/D/YYYY; null when it is neither or no such day. */
function checkedDate(text: string): string | null {
  const iso = ISO_DATE.exec(text);
  const us = US_DATE.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
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

/** Unit converters by "from\u0000to\u0000substance": a file has few distinct triples. */
const converters = new Map<string, ((value: number) => number) | null>();
export function convert(value: number, from: string, to: string, substance = ''): number | null {
  const key = `${from}\u0000${to}\u0000${substance}`;
  let converter = converters.get(key);
  if (converter === undefined) {
    converter = unitConverter(from, to, substance);
    converters.set(key, converter);
  }
  return converter ? converter(value) : null;
}

type Field = RowReader<ResultField>;

/**
 * A value of the row in the unit `target`: null when its unit is pending (listed) or there is no target
 * (the parameter is pending), undefined when the unit does not convert to the target.
 */
function inUnit(value: number, code: string, unitField: ResultField, target: string | undefined, substance: string, read: Field, context: RowContext): number | null | undefined {
  // A code the import does not know converts to itself (a new parameter's unit may be one: '%').
  const known = context.lookups.unit(code) ?? (target !== undefined && unitConverter(code, target) ? code : undefined);
  if (known === undefined) {
    addPending(context.pending, 'unit', code, read.columnName(unitField));
    return null;
  }
  if (target === undefined) return null;
  return convert(value, known, target, substance) ?? undefined;
}

/** Depth in metres from the activity's depth, else the result's; a depth that is not a number is a depth category. */
function depthOf(row: readonly string[], read: Field, context: RowContext): { depth: number | null } | Rejection {
  for (const [valueField, unitField] of [['activityDepth', 'activityDepthUnit'], ['resultDepth', 'resultDepthUnit']] as const) {
    const text = read(row, valueField);
    if (!text) continue;
    const depth = parseNumber(text);
    if (depth === null) {
      const category = context.lookups.depthCategory(text);
      if (category === undefined) addPending(context.pending, 'depth_category', text, read.columnName(valueField));
      return { depth: category ?? null };
    }
    const unit = read(row, unitField);
    const metres = inUnit(depth, unit, unitField, 'm', '', read, context);
    if (metres === undefined) return { field: unitField, reason: reportMessage('import.row.depthUnit', { unit }) };
    return { depth: metres };
  }
  return { depth: null };
}

/** The row's value, non-detect and detection limit in the parameter's unit. */
function measureOf(row: readonly string[], read: Field, context: RowContext): Pick<ResultRecord, 'value' | 'nondetect' | 'detectionLimit'> | Rejection {
  const unit = context.parameter?.unit;
  const substance = read(row, 'characteristic');
  const limitText = read(row, 'detectionLimit');
  let detectionLimit: number | null = null;
  if (limitText) {
    const limit = parseNumber(limitText);
    if (limit === null) return { field: 'detectionLimit', reason: reportMessage('import.row.detectionLimit', { text: limitText }) };
    const limitUnit = read(row, 'detectionLimitUnit') || read(row, 'unit');
    const converted = inUnit(limit, limitUnit, 'detectionLimitUnit', unit, substance, read, context);
    if (converted === undefined) return { field: 'detectionLimitUnit', reason: unconvertibleReason(limitUnit, unit ?? '', substance) };
    detectionLimit = converted;
  }
  const valueText = read(row, 'value');
  const nondetect = isNonDetect(read(row, 'detectionCondition'));
  if (nondetect && detectionLimit !== null) return { value: detectionLimit, nondetect, detectionLimit };
  if (!valueText) {
    // A 'Not Detected' row of a narrowResult file (which carries no limits): censored at a level not known
    // yet, kept as such; a detection-limit file fills it in (importer.ts).
    return nondetect ? { value: null, nondetect, detectionLimit: null } : { field: 'value', reason: reportMessage('import.row.noValue') };
  }
  const measured = parseNumber(valueText);
  if (measured === null) return { field: 'value', reason: reportMessage('import.row.value', { text: valueText }) };
  const valueUnit = read(row, 'unit');
  const value = inUnit(measured, valueUnit, 'unit', unit, substance, read, context);
  if (value === undefined) return { field: 'unit', reason: unconvertibleReason(valueUnit, unit ?? '', substance) };
  return { value, nondetect, detectionLimit: nondetect ? value : detectionLimit };
}

/**
 * Maps a row whose organisation is known: a result, or the values it waits for (those the caller listed
 * in context.pending and those found here), or why it is rejected (a row that could never load is
 * rejected even when it also has pending values).
 */
export function resultRecord(row: readonly string[], read: Field, context: RowContext): ResultRecord | Held | Rejection {
  const dateText = read(row, 'startDate');
  const sampleDate = parseDate(dateText);
  if (!sampleDate) return { field: 'startDate', reason: reportMessage('import.row.date', { text: dateText }) };
  const timeText = read(row, 'startTime');
  const sampleTime = timeText ? parseTime(timeText) : null;
  if (timeText && !sampleTime) return { field: 'startTime', reason: reportMessage('import.row.time', { text: timeText }) };
  const measure = measureOf(row, read, context);
  if ('reason' in measure) return measure;
  const depth = depthOf(row, read, context);
  if ('reason' in depth) return depth;
  // Flow conditions are those of stream samples (an unknown site may be one).
  const stream = context.site === undefined || context.site.typeId === LocationType.SurfaceWater;
  let flowConditionId: number | null = null;
  if (stream) {
    const event = read(row, 'hydrologicEvent');
    const known = context.lookups.flowCondition(event);
    if (known === undefined) addPending(context.pending, 'flow_condition', event, read.columnName('hydrologicEvent'));
    else flowConditionId = known;
  }
  if (context.pending.length > 0 || !context.site || !context.parameter) return { pending: context.pending };
  return {
    locationId: context.site.id,
    parameterId: context.parameter.id,
    sampleDate,
    sampleTime,
    ...measure,
    depthM: depth.depth,
    flowConditionId,
    organizationId: context.organizationId,
    resultIdentifier: read(row, 'resultIdentifier') || null,
    status: read(row, 'status') || null,
    timeZone: read(row, 'timeZone') || null,
  };
}
