// A feed's row in an import (docs/feeds.md "Loading"): where it goes, what it waits for, or why it is
// refused. The site is a location by its identifier or a staff alias ('USGS-06713500'); the agency's
// parameter ('00060', 'PRCP') a parameter by characteristic_map, as a WQX characteristic is; the unit one
// units.ts converts (or a staff alias of one). Precipitation (USGS 00045, NOAA and CoCoRaHS PRCP) is a
// day's total in the precipitation table, in inches; the rest are gauge readings in telemetry_readings.
// What the portal does not know yet holds the row for staff review, as for results (heldRows.ts).
import type { ImportCatalog } from '../wqx/import/catalog';
import { addPending, type PendingValue } from '../wqx/import/resultRow';
import { unconvertibleReason, unitConverter } from '../wqx/import/units';
import type { DailyRain, Reading } from './values';
import type { FeedRow, ValueStatus } from './readers/types';
import { reportMessage } from '../i18n/apiMessages';

/** The agencies' codes of precipitation: USGS 00045 and the NOAA / CoCoRaHS element. */
const PRECIPITATION_CODES = new Set(['00045', 'prcp', 'precipitation']);

export type FeedOutcome =
  | { reading: Reading }
  | { rain: DailyRain }
  | { pending: PendingValue[] }
  | { column: string; reason: string };

export const isPrecipitation = (parameter: string): boolean => PRECIPITATION_CODES.has(parameter.trim().toLowerCase());

/** The qualifiers as stored: the codes space-separated, null when none. */
const storedQualifiers = (row: FeedRow) => (row.qualifiers.length > 0 ? row.qualifiers.join(' ') : null);

export function feedOutcome(row: FeedRow, catalog: ImportCatalog): FeedOutcome {
  // Ice, equipment down, a volunteer's missed day: reported with the agency's reason, never invented or held.
  if (row.value === null) {
    return { column: 'value', reason: reportMessage('import.feed.noValue', { qualifiers: row.qualifiers.length > 0 ? ` (${row.qualifiers.join(' ')})` : '' }) };
  }
  const pending: PendingValue[] = [];
  const site = catalog.site(row.site);
  if (!site) addPending(pending, 'site', row.site, 'site');
  const rain = isPrecipitation(row.parameter);
  const parameterId = rain ? undefined : catalog.parameterOf(row.parameter, '');
  if (!rain && parameterId === undefined) addPending(pending, 'characteristic', row.parameter, 'parameter');
  const unit = catalog.unit(row.unit);
  if (unit === undefined) addPending(pending, 'unit', row.unit, 'unit');
  if (pending.length > 0 || !site || unit === undefined) return { pending };
  const qualifiers = storedQualifiers(row);
  const status: ValueStatus = row.status;
  if (rain) {
    if (row.kind !== 'daily') return { column: 'time', reason: reportMessage('import.feed.precipitationDaily') };
    const toInches = unitConverter(unit, 'in');
    if (!toInches) return { column: 'unit', reason: unconvertibleReason(unit, 'in', 'Precipitation') };
    return { rain: { locationId: site.id, day: row.time, inches: Math.round(toInches(row.value) * 1000) / 1000, status, qualifiers } };
  }
  if (row.kind !== 'daily') {
    const parameterUnit = catalog.parameterUnits.get(parameterId!) ?? unit;
    const convert = unitConverter(unit, parameterUnit);
    if (!convert) return { column: 'unit', reason: unconvertibleReason(unit, parameterUnit, row.parameter) };
    return { reading: { locationId: site.id, parameterId: parameterId!, time: row.time, value: convert(row.value), status, qualifiers } };
  }
  return { column: 'time', reason: reportMessage('import.feed.gaugeDaily') };
}

/** The cells a held feed row keeps (import_held_rows.fields), enough to map it again as it was read. */
export function heldFeedFields(row: FeedRow): Record<string, string> {
  return {
    site: row.site,
    parameter: row.parameter,
    time: row.time,
    kind: row.kind,
    value: row.value === null ? '' : String(row.value),
    unit: row.unit,
    qualifiers: row.qualifiers.join(' '),
    status: row.status,
    statistic: row.statistic ?? '',
  };
}

/** A held feed row as it was read. */
export function feedRowOfHeld(fields: Record<string, string>, line: number): FeedRow {
  const text = (name: string) => fields[name] ?? '';
  return {
    site: text('site'),
    parameter: text('parameter'),
    time: text('time'),
    kind: text('kind') === 'daily' ? 'daily' : 'instantaneous',
    value: text('value') === '' ? null : Number(text('value')),
    unit: text('unit'),
    qualifiers: text('qualifiers') === '' ? [] : text('qualifiers').split(' '),
    status: (['approved', 'provisional', 'estimated'] as const).find((status) => status === text('status')) ?? 'provisional',
    statistic: text('statistic') || null,
    line,
  };
}
