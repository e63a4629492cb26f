// The depth profile's data: its URL fields (spec 02 §5: validated and coerced, an invalid value falls
// back to the default with a console warning), the API's rows by date and depth, the depth lines drawn
// over the heat map (the thermocline of a temperature profile, the top of the hypoxic layer of an
// oxygen profile), the summary and the raw table. Pure, unit-tested.
import type { Translate } from '@basin/shared';
import type { DepthProfileRow } from '@basin/api/schemas';
import { DEPTH_PROFILE_PARAMETERS, HYPOXIC_OXYGEN, LOCATIONS, PARAMETERS, PROFILE_PARAMETERS, RESERVOIR_STATIONS } from '@basin/api/domain';
import { listAnd } from '../../i18n/words';
import { colourClassIndex, colourClassLabels, formatDayMDY, formatNumber, recentWaterYears, urlCodecs, type ColourScale, type DepthValue, type HeatMapLine } from '@basin/shared/analysis';

/** Spec 02 §5: October 1 two years before the current year to September 30 of the current year (the kit's recent water years). */
export const defaultPeriod = recentWaterYears;

export type StationId = (typeof RESERVOIR_STATIONS)[number]['id'];
const STATION_IDS: readonly StationId[] = RESERVOIR_STATIONS.map((station) => station.id);
/** An id from a fixed list, else null (the kit's codec then warns and uses the default). */
const oneOfIds =
  <Id extends number>(ids: readonly Id[]) =>
  (value: string): Id | null =>
    ids.find((id) => String(id) === value) ?? null;

/**
 * The URL fields, with the spec's defaults (the period above, location 80, CCR-2) except the parameter:
 * dissolved oxygen, measured at every metre of every profile, instead of the spec's total nitrogen,
 * sampled at two depths and so mostly 'Not sampled' on the heat map (issue 30; docs/decisions.md).
 */
export function depthProfileFields(today: string) {
  const { start, end } = defaultPeriod(today);
  return {
    start_date: urlCodecs.isoDate(start),
    end_date: urlCodecs.isoDate(end),
    locationid: urlCodecs.custom({ parse: oneOfIds(STATION_IDS), serialize: String }).withDefault(LOCATIONS.ccr2 as StationId),
    parameterid: urlCodecs.custom({ parse: oneOfIds(DEPTH_PROFILE_PARAMETERS), serialize: String }).withDefault(PROFILE_PARAMETERS.dissolvedOxygen),
  };
}

/**
 * The period asked for, or the default one (with the spec's console warning) when it is reversed: each
 * date is valid on its own (the codecs checked that), but a start after the end selects nothing.
 */
export function checkedPeriod(start: string, end: string, today: string): { start: string; end: string; corrected: boolean } {
  if (start <= end) return { start, end, corrected: false };
  console.warn(`Ignoring the URL period ${start} to ${end}: the start is after the end, the default period is used instead.`);
  return { ...defaultPeriod(today), corrected: true };
}

export const stationLabel = (t: Translate, id: number) => RESERVOIR_STATIONS.find((station) => station.id === id)?.label ?? t('wqUpdate.common.locationId', { id: String(id) });

export const heatValues = (rows: readonly DepthProfileRow[]): DepthValue[] => rows.map((row) => ({ date: row.rdate, depth: row.depth_value, value: row.rvalue_converted }));

export interface ProfilePoint {
  depth: number;
  value: number;
}

/** Each date's profile, shallowest first (dates ascending). */
export function profilesByDate(rows: readonly DepthProfileRow[]): Map<string, ProfilePoint[]> {
  const profiles = new Map<string, ProfilePoint[]>();
  for (const row of [...rows].sort((a, b) => a.rdate.localeCompare(b.rdate) || a.depth_value - b.depth_value)) {
    profiles.set(row.rdate, [...(profiles.get(row.rdate) ?? []), { depth: row.depth_value, value: row.rvalue_converted }]);
  }
  return profiles;
}

/** Water density (kg/m³) from temperature (°C): Martin and McCutcheon (1999), as rLakeAnalyzer's `water.density`. */
export function waterDensity(temperature: number): number {
  return 1000 * (1 - ((temperature + 288.9414) / (508929.2 * (temperature + 68.12963))) * (temperature - 3.9863) ** 2);
}

/** DOMAIN.md: a profile spanning less than 1 °C from top to bottom is mixed and has no thermocline. */
export const MIXED_CUTOFF_C = 1;

/**
 * The thermocline depth of a temperature profile (m), as rLakeAnalyzer's `thermo.depth` (non-seasonal):
 * the density gradient between each pair of adjacent depths; the steepest pair's mid-depth, refined
 * toward the side whose neighbouring gradient is steeper when the pair has neighbours on both sides
 * (`Sup`, `Sdn`). None (null) with fewer than 3 depths or when the profile spans less than 1 °C.
 */
export function thermoclineDepth(profile: readonly ProfilePoint[]): number | null {
  const points = [...profile].sort((a, b) => a.depth - b.depth);
  if (points.length < 3) return null;
  const temperatures = points.map((point) => point.value);
  if (Math.max(...temperatures) - Math.min(...temperatures) < MIXED_CUTOFF_C) return null;
  const depths = points.map((point) => point.depth);
  const density = temperatures.map(waterDensity);
  const gradient = depths.slice(1).map((depth, index) => (density[index + 1]! - density[index]!) / (depth - depths[index]!));
  // The first of equal maxima, as R's which.max.
  const steepest = gradient.reduce((best, value, index) => (value > gradient[best]! ? index : best), 0);
  const upper = depths[steepest]!;
  const lower = depths[steepest + 1]!;
  let depth = (upper + lower) / 2;
  if (steepest > 0 && steepest < gradient.length - 1) {
    const down = -(lower - upper) / (gradient[steepest + 1]! - gradient[steepest]!);
    const up = (upper - depths[steepest - 1]!) / (gradient[steepest]! - gradient[steepest - 1]!);
    if (Number.isFinite(up) && Number.isFinite(down) && up + down !== 0) depth = lower * (down / (down + up)) + upper * (up / (down + up));
  }
  return depth;
}

/**
 * The top of the hypoxic layer of an oxygen profile (m): the shallowest depth where dissolved oxygen
 * falls below 2 mg/L, interpolated linearly between the last depth at or above 2 mg/L and the first
 * below it; the shallowest depth when even that is below 2 mg/L; null when no depth is hypoxic.
 */
export function hypoxicBoundary(profile: readonly ProfilePoint[]): number | null {
  const points = [...profile].sort((a, b) => a.depth - b.depth);
  const first = points.findIndex((point) => point.value < HYPOXIC_OXYGEN);
  if (first === -1) return null;
  if (first === 0) return points[0]!.depth;
  const above = points[first - 1]!;
  const below = points[first]!;
  return above.depth + ((above.value - HYPOXIC_OXYGEN) / (above.value - below.value)) * (below.depth - above.depth);
}

/** Colours of the depth lines: near-black, with a white halo (the kit's), readable on light and dark cells. */
const LINE_COLOR = '#111111';

/** The depth line the parameter has: the thermocline for temperature, the hypoxic boundary for oxygen; none for others. */
export function depthLine(t: Translate, parameterId: number, rows: readonly DepthProfileRow[]): HeatMapLine | null {
  const compute =
    parameterId === PROFILE_PARAMETERS.waterTemperature ? thermoclineDepth : parameterId === PROFILE_PARAMETERS.dissolvedOxygen ? hypoxicBoundary : null;
  if (!compute) return null;
  const points = [...profilesByDate(rows)].map(([date, profile]) => ({ date, depth: compute(profile) }));
  return parameterId === PROFILE_PARAMETERS.waterTemperature
    ? { key: 'thermocline', label: t('wqUpdate.depth.thermoclineLine'), color: LINE_COLOR, points }
    : { key: 'hypoxic', label: t('wqUpdate.depth.hypoxicLine', { oxygen: HYPOXIC_OXYGEN }), color: LINE_COLOR, dashed: true, points };
}

/** The depth line in words: on how many dates it was found, and where. */
export function describeDepthLine(t: Translate, line: HeatMapLine | null): string {
  if (!line) return '';
  const found = line.points.filter((point): point is { date: string; depth: number } => point.depth !== null);
  const of = t('wqUpdate.depth.datesOf', { found: found.length, count: line.points.length });
  if (line.key === 'thermocline') {
    if (found.length === 0) return t('wqUpdate.depth.noThermocline');
    const depths = found.map((point) => point.depth);
    const range =
      Math.min(...depths) === Math.max(...depths)
        ? t('wqUpdate.depth.atDepth', { depth: formatNumber(depths[0]!) })
        : t('wqUpdate.depth.betweenDepths', { from: formatNumber(Math.min(...depths)), to: formatNumber(Math.max(...depths)) });
    return t('wqUpdate.depth.thermoclineFound', { of, range });
  }
  if (found.length === 0) return t('wqUpdate.depth.noHypoxia', { oxygen: HYPOXIC_OXYGEN });
  const shallowest = found.reduce((best, point) => (point.depth < best.depth ? point : best));
  return t('wqUpdate.depth.hypoxiaFound', { oxygen: HYPOXIC_OXYGEN, of, depth: formatNumber(shallowest.depth), date: formatDayMDY(shallowest.date) });
}

/** When fewer depths are sampled than a full profile: the depths, so the blank layers between are explained. */
export function sampledDepthsNote(t: Translate, rows: readonly DepthProfileRow[]): string {
  const depths = [...new Set(rows.map((row) => row.depth_value))].sort((a, b) => a - b);
  if (depths.length === 0 || depths.length > 3) return '';
  return t('wqUpdate.depth.sampledDepths', { depths: `${listAnd(t, depths.map(formatNumber))} m` });
}

/** The raw table's rows: every value of the answer, its colour class, and the depth line of its date when the parameter has one. */
export type DepthProfileTableRow = DepthProfileRow & { key: string; colour_class: string; line_depth: number | null };

export function tableRows(rows: readonly DepthProfileRow[], scale: ColourScale, line: HeatMapLine | null): DepthProfileTableRow[] {
  const labels = colourClassLabels(scale, rows[0]?.unit_name);
  const lineDepth = new Map(line?.points.map((point) => [point.date, point.depth]) ?? []);
  return rows.map((row) => ({
    ...row,
    key: `${row.rdate}|${row.depth_value}`,
    colour_class: labels[colourClassIndex(row.rvalue_converted, scale.breaks)] ?? '',
    line_depth: lineDepth.get(row.rdate) ?? null,
  }));
}
