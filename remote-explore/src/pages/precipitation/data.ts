// The precipitation page's data: the default period (the last complete water year), the API's daily
// records with a running total over the shown period, one bar and one dashed line series per
// location, the period's total per location (the chips) and the chart's one-sentence summary.
import dayjs from 'dayjs';
import type { MapLocation, PrecipitationRecord } from '@basin/api/schemas';
import { withValueStatus, type Translate, type ValueStatus } from '@basin/shared';
import type { BarLineSeries, DateRange } from '@basin/shared/analysis';
import { formatDayMDY } from '@basin/shared/analysis';

/** A record with its running total from the first day of the shown period (inches). */
export interface PrecipitationRow extends PrecipitationRecord {
  cumulative: number;
}

export interface LocationTotal {
  locationid: number;
  location_name: string;
  /** Sum of the daily precipitation over the shown period = the last day's `cumulative`. */
  total: number;
  unit: string;
  days: number;
  first: string;
  last: string;
}

/**
 * The last complete water year before `today` (DOMAIN.md: October 1 to September 30): on 2026-11-23
 * that is 2025-10-01..2026-09-30; on 2026-09-30 the year ending that day is not over yet, so
 * 2024-10-01..2025-09-30.
 */
export function lastCompleteWaterYear(today: string): { start: string; end: string } {
  const day = dayjs(today);
  const endYear = day.month() >= 9 ? day.year() : day.year() - 1;
  return { start: `${endYear - 1}-10-01`, end: `${endYear}-09-30` };
}

/** Totals (spec 02 §9): inches with 3 decimals. */
export const formatInches = (value: number) => `${value.toFixed(3)} in`;
export const threeDecimals = (value: number) => value.toFixed(3);

/** The records of each location, by location id, each sorted by date. */
function byLocation<T extends PrecipitationRecord>(records: readonly T[]): T[][] {
  const groups = new Map<number, T[]>();
  for (const record of records) {
    const group = groups.get(record.locationid);
    if (group) group.push(record);
    else groups.set(record.locationid, [record]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, group]) => [...group].sort((a, b) => a.rdate.localeCompare(b.rdate)));
}

/**
 * Each record with its running total: the sum of the location's daily precipitation from the first
 * returned day (the start of the shown period) to that day. Not the API's `total_ytd`, which restarts
 * every October 1 and counts days before the period: the cumulative lines and the totals chips answer
 * "how much fell at each gauge over the period shown". Rows come out by location, then date.
 */
export function withCumulative(records: readonly PrecipitationRecord[]): PrecipitationRow[] {
  return byLocation(records).flatMap((group) => {
    let sum = 0;
    return group.map((record) => {
      sum += record.daily_precip;
      return { ...record, cumulative: sum };
    });
  });
}

/** The period's total per location (the chips): its last running total. */
export function locationTotals(rows: readonly PrecipitationRow[]): LocationTotal[] {
  return byLocation(rows).map((group) => {
    const first = group[0]!;
    const last = group.at(-1)!;
    return {
      locationid: first.locationid,
      location_name: first.location_name,
      total: last.cumulative,
      unit: first.result_unit_name,
      days: group.length,
      first: first.rdate,
      last: last.rdate,
    };
  });
}

/** '155 → CCR-WX (Reservoir weather station)': a location's name and, when known, its description. */
export type LocationLabels = ReadonlyMap<number, string>;
/**
 * The basin's rain gauges: its Weather locations (the demo's reservoir weather station and local gauge,
 * 155 and 156; an authority's NOAA and CoCoRaHS stations), and any other location the period has rain at.
 */
export function rainGaugeIds(locations: readonly Pick<MapLocation, 'locationid' | 'location_type'>[], records: readonly Pick<PrecipitationRecord, 'locationid'>[]): number[] {
  const ids = new Set(locations.filter((location) => location.location_type === 'Weather').map((location) => location.locationid));
  for (const record of records) ids.add(record.locationid);
  return [...ids].sort((a, b) => a - b);
}

export const labelOf = (labels: LocationLabels, row: Pick<PrecipitationRecord, 'locationid' | 'location_name'>) => labels.get(row.locationid) ?? row.location_name;

/**
 * The status of each running total: a total is approved only while every day summed is; after a day not
 * approved it is provisional (subject to revision with that day), an estimated day's own total estimated.
 */
function cumulativeStatuses(group: readonly PrecipitationRow[]): ValueStatus[] {
  let allApproved = true;
  return group.map((row) => {
    allApproved &&= row.status === 'approved';
    return row.status === 'estimated' ? 'estimated' : allApproved ? 'approved' : 'provisional';
  });
}

/**
 * The chart: daily bars (left axis) and cumulative dashed lines (right axis), one of each per location,
 * same colour; the days not approved keep their status, so the chart draws them apart.
 */
export function precipitationSeries(t: Translate, rows: readonly PrecipitationRow[], labels: LocationLabels = new Map()): { bars: BarLineSeries[]; lines: BarLineSeries[] } {
  const groups = byLocation(rows);
  return {
    bars: groups.map((group) => ({
      key: `daily-${group[0]!.locationid}`,
      label: t('explore.precipitation.seriesDaily', { gauge: labelOf(labels, group[0]!) }),
      units: group[0]!.result_unit_name,
      points: group.map((row) => ({ x: row.rdate, y: row.daily_precip, status: row.status })),
    })),
    lines: groups.map((group) => {
      const statuses = cumulativeStatuses(group);
      return {
        key: `cumulative-${group[0]!.locationid}`,
        label: t('explore.precipitation.seriesCumulative', { gauge: labelOf(labels, group[0]!) }),
        units: group[0]!.result_unit_name,
        points: group.map((row, index) => ({ x: row.rdate, y: row.cumulative, status: statuses[index] })),
      };
    }),
  };
}

/** The period the rows span ('10-01-2025 to 09-30-2026'), or the range asked for when there are none. */
export function describeRange(t: Translate, rows: readonly PrecipitationRow[], asked: DateRange): string {
  const dates = rows.map((row) => row.rdate).sort();
  const start = dates[0] ?? asked.start;
  const end = dates.at(-1) ?? asked.end;
  if (!start || !end) return t('explore.precipitation.allRecords');
  return t('explore.precipitation.range', { start: formatDayMDY(start), end: formatDayMDY(end) });
}

/**
 * One sentence: the total of each location over the period and the wettest day, e.g. 'From 10-01-2025
 * to 09-30-2026, 14.372 in fell at CCR-WX and 13.905 in at PG-1; the wettest day was 07-14-2026, with
 * 1.420 in at PG-1.'; then which of the days shown are not approved, if any.
 */
export function precipitationSummary(t: Translate, rows: readonly PrecipitationRow[], labels: LocationLabels = new Map()): string {
  const totals = locationTotals(rows);
  if (totals.length === 0) return t('explore.precipitation.summaryEmpty');
  const parts = totals.map((total, index) =>
    index === 0
      ? t('explore.precipitation.summaryFellAt', { amount: formatInches(total.total), gauge: labelOf(labels, total) })
      : t('explore.precipitation.summaryAmountAt', { amount: formatInches(total.total), gauge: labelOf(labels, total) }),
  );
  const listed = parts.length === 1 ? parts[0] : t('explore.precipitation.summaryList', { rest: parts.slice(0, -1).join(', '), last: parts.at(-1) });
  const wettest = rows.reduce((best, row) => (row.daily_precip > best.daily_precip ? row : best));
  const wettestText =
    wettest.daily_precip > 0
      ? t('explore.precipitation.summaryWettest', { date: formatDayMDY(wettest.rdate), amount: formatInches(wettest.daily_precip), gauge: labelOf(labels, wettest) })
      : t('explore.precipitation.summaryNoRain');
  return withValueStatus(t('explore.precipitation.summary', { range: describeRange(t, rows, {}), list: listed, wettest: wettestText }), rows);
}
