// The status card's answer (issue 30, docs/statistics.md "Status card"): for each key parameter of a
// location, or of the reservoir as a whole, the standing of the latest complete water year (the
// reservoir's chlorophyll-a: growing season) and the trend over the whole record and the last ten water
// years. Nothing new is computed here: the numbers come from the summary engine's own series and
// statistics (summariseSeries over summary_series: photic zone, non-detects at half their limit) and
// from the standard tracker's season means, on the data as it is now.
import type { Database } from '../../../db/types';
import {
  CHLOROPHYLL_STANDARD,
  CHLOROPHYLL_STANDARD_RULE,
  KEY_PARAMETERS,
  PARAMETERS,
  keyParametersOf,
  latestCompleteSeason,
} from '../../../domain';
import { FieldError } from '../../../apiProblem';
import type { ParameterStanding, ParameterStatus, SiteStatus, StatusPeriod, StatusTrend } from '../../../schemas';
import { MIN_TREND_SEASON_YEARS, MIN_TREND_WATER_YEARS, tooFewForTrend } from '../../../statistics/trend';
import { waterYear, type BenchmarkLines } from '../../../statistics';
import { summariseSeries, type FlowSummary } from '../../../summary/computeSeries';
import { benchmarkLines, packedSeries, seriesKeyText } from '../../../summary/repository';
import { dayOf, isoDateOf, periodRange, unpackColumns, type SeriesColumns } from '../../../summary/seriesColumns';
import { reportedMean, seasonTotals } from '../../reservoir-standard-tracker/repository';

/** A trend is flagged when more than this share of its results are non-detects. */
export const MANY_NONDETECTS_SHARE = 0.25;
/** The recent trend's span, in complete water years. */
export const RECENT_WATER_YEARS = 10;

/**
 * The latest water year that is over on `day`: a water year ends on September 30, the day the growing
 * season ends, so it is the same year as the latest complete growing season.
 */
export const latestCompleteWaterYear = latestCompleteSeason;

export function waterYearsPeriod(first: number, last: number): StatusPeriod {
  return { start: `${first - 1}-10-01`, end: `${last}-09-30`, label: first === last ? `water year ${last}` : `water years ${first}-${last}` };
}

export function growingSeasonPeriod(year: number): StatusPeriod {
  return { start: `${year}-07-01`, end: `${year}-09-30`, label: `July-September ${year}` };
}

/** Several locations' series of one parameter as one, in date order (the reservoir's stations pooled). */
export function pooledColumns(series: readonly SeriesColumns[]): SeriesColumns {
  if (series.length === 1) return series[0]!;
  const entries = series.flatMap((columns, which) => Array.from(columns.days, (day, index) => ({ day, which, index })));
  entries.sort((a, b) => a.day - b.day || a.which - b.which || a.index - b.index);
  const take = <T extends Int32Array | Float64Array | Uint8Array>(make: new (length: number) => T, pick: (columns: SeriesColumns) => T) => {
    const out = new make(entries.length);
    entries.forEach((entry, position) => (out[position] = pick(series[entry.which]!)[entry.index]!));
    return out;
  };
  return {
    days: take(Int32Array, (columns) => columns.days),
    seasonYears: take(Int32Array, (columns) => columns.seasonYears),
    values: take(Float64Array, (columns) => columns.values),
    flowConditions: take(Uint8Array, (columns) => columns.flowConditions),
    nondetect: take(Uint8Array, (columns) => columns.nondetect),
    limitUnknown: take(Uint8Array, (columns) => columns.limitUnknown),
  };
}

/** The summary engine's all-data statistics of the results in a period (null without results). */
function allDataOf(columns: SeriesColumns, period: StatusPeriod, lines: BenchmarkLines | null, periodYears: number): { summary: FlowSummary | null; from: number; to: number } {
  const { from, to } = periodRange(columns.days, dayOf(period.start), dayOf(period.end));
  const summary = summariseSeries(columns, from, to, lines, periodYears).find((flow) => flow.flow === 'alldata') ?? null;
  return { summary, from, to };
}

/** Season-year values and water years the trend test sees in [from, to) (results with a value). */
export function seasonYearCounts(columns: SeriesColumns, from: number, to: number): { seasonValues: number; waterYears: number } {
  const seasons = new Set<number>();
  for (let i = from; i < to; i++) if (columns.limitUnknown[i] === 0) seasons.add(columns.seasonYears[i]!);
  return { seasonValues: seasons.size, waterYears: new Set([...seasons].map((seasonYear) => Math.floor(seasonYear / 4))).size };
}

export function trendOver(columns: SeriesColumns, first: number, last: number, lines: BenchmarkLines | null): StatusTrend {
  const period = waterYearsPeriod(first, last);
  const { summary, from, to } = allDataOf(columns, period, lines, last - first + 1);
  const { seasonValues, waterYears } = seasonYearCounts(columns, from, to);
  const results = summary?.recordCount ?? 0;
  const nondetects = summary?.nondetectCount ?? 0;
  const share = results > 0 ? nondetects / results : null;
  return {
    period,
    test: 'Seasonal Kendall',
    trend: summary?.trend ?? 'other',
    p: summary?.trendP ?? null,
    p_corrected: summary?.trendPCorrected ?? null,
    slope: summary?.trendSlope ?? null,
    results,
    nondetects,
    nondetect_share: share,
    season_values: seasonValues,
    water_years: waterYears,
    few_values: tooFewForTrend(waterYears, seasonValues),
    many_nondetects: share !== null && share > MANY_NONDETECTS_SHARE,
  };
}

/** The last water year up to `latest` in which the series has a result with a value; null when none. */
function lastWaterYearWithValues(columns: SeriesColumns, latest: number): number | null {
  const lastDay = dayOf(`${latest}-09-30`);
  for (let i = columns.days.length - 1; i >= 0; i--) {
    if (columns.days[i]! <= lastDay && columns.limitUnknown[i] === 0) return waterYear(isoDateOf(columns.days[i]!));
  }
  return null;
}

/** The median of the latest complete water year with results, against the benchmark lines (if any). */
export function medianStanding(columns: SeriesColumns, latest: number, lines: BenchmarkLines | null): ParameterStanding | null {
  const year = lastWaterYearWithValues(columns, latest);
  if (year === null) return null;
  const period = waterYearsPeriod(year, year);
  const { summary } = allDataOf(columns, period, lines, 1);
  if (!summary || summary.median === null) return null;
  return {
    kind: lines?.line2 != null ? 'benchmark' : 'none',
    statistic: 'median',
    period,
    latest: year === latest,
    value: summary.median,
    values: summary.recordCount,
    nondetects: summary.nondetectCount,
    reference: lines?.line2 ?? null,
    approaching: lines?.line1 ?? null,
    secondary: lines?.line3 ?? null,
    lower_is_worse: lines?.lowerIsWorse ?? false,
    benchmark_class: summary.bmkClassMedian,
    standard_locationids: [],
  };
}

/** The chlorophyll-a standard: the latest complete growing season with samples, as the standard tracker computes it. */
async function standardStanding(db: Database, locationIds: readonly number[], asOf: string): Promise<ParameterStanding | null> {
  const latest = latestCompleteSeason(asOf);
  const seasons = await seasonTotals(db, 1800, latest, locationIds);
  const season = seasons.filter((one) => one.samples > 0 && one.mean !== null).at(-1);
  if (!season) return null;
  const mean = reportedMean(season.mean!);
  return {
    kind: 'standard',
    statistic: 'mean',
    period: growingSeasonPeriod(season.year),
    latest: season.year === latest,
    value: mean,
    values: season.samples,
    nondetects: season.nondetects,
    reference: CHLOROPHYLL_STANDARD,
    approaching: null,
    secondary: null,
    lower_is_worse: false,
    benchmark_class: mean > CHLOROPHYLL_STANDARD ? 3 : 1,
    standard_locationids: [...CHLOROPHYLL_STANDARD_RULE.locationIds],
  };
}

interface Subject {
  kind: SiteStatus['subject']['kind'];
  name: string;
  locationNames: string[];
  locationType: string;
  telem: boolean;
  locationIds: number[];
}

async function locationSubject(db: Database, locationId: number): Promise<Subject> {
  const { rows } = await db.query<{ name: string; location_type: string; telem: boolean }>(
    'SELECT l.name, lt.name AS location_type, l.telem FROM locations l JOIN location_types lt ON lt.id = l.type_id WHERE l.id = $1',
    [locationId],
  );
  const row = rows[0];
  if (!row) throw new FieldError('locationId', 'request.idsUnknown', { table: 'locations', ids: String(locationId) });
  return { kind: 'location', name: row.name, locationNames: [row.name], locationType: row.location_type, telem: row.telem, locationIds: [locationId] };
}

/** The reservoir as a whole: the stations its chlorophyll-a standard is assessed on, their results pooled. */
async function reservoirSubject(db: Database): Promise<Subject> {
  const locationIds = [...CHLOROPHYLL_STANDARD_RULE.locationIds];
  const { rows } = await db.query<{ id: number; name: string; location_type: string }>(
    'SELECT l.id, l.name, lt.name AS location_type FROM locations l JOIN location_types lt ON lt.id = l.type_id WHERE l.id = ANY($1::int[]) ORDER BY l.id',
    [locationIds],
  );
  const names = rows.map((row) => row.name);
  const stations = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  return { kind: 'reservoir', name: `the reservoir (${stations})`, locationNames: names, locationType: rows[0]?.location_type ?? 'Reservoir', telem: false, locationIds: rows.map((row) => row.id) };
}

async function statusOf(db: Database, subject: Subject, asOf: string): Promise<SiteStatus> {
  const candidates = [...new Set([PARAMETERS.flow, ...(KEY_PARAMETERS[subject.locationType] ?? [])])];
  const [packed, lines, parameters] = await Promise.all([
    packedSeries(db, { locationIds: subject.locationIds, parameterIds: candidates }),
    benchmarkLines(db, subject.locationIds.slice(0, 1)),
    db.query<{ id: number; name: string; unit: string }>('SELECT id, name, unit FROM parameters WHERE id = ANY($1::int[])', [candidates]),
  ]);
  const keys = keyParametersOf({ location_type: subject.locationType, telem: subject.telem }, packed.map((series) => series.parameterId));
  const latest = latestCompleteWaterYear(asOf);
  const answers: ParameterStatus[] = [];
  for (const parameterId of keys) {
    const columns = pooledColumns(packed.filter((series) => series.parameterId === parameterId).map(unpackColumns));
    const parameterLines = lines.get(seriesKeyText({ locationId: subject.locationIds[0]!, parameterId })) ?? null;
    const firstYear = Math.min(waterYear(isoDateOf(columns.days[0]!)), latest);
    const lastYear = Math.max(firstYear, Math.min(lastWaterYearWithValues(columns, latest) ?? latest, latest));
    const parameter = parameters.rows.find((row) => row.id === parameterId);
    const standsAgainstStandard = parameterId === PARAMETERS.chlorophyllA && subject.locationType === 'Reservoir';
    answers.push({
      parameterid: parameterId,
      parameter: parameter?.name ?? `Parameter ${parameterId}`,
      unit: parameter?.unit ?? '',
      standing: standsAgainstStandard ? await standardStanding(db, subject.locationIds, asOf) : medianStanding(columns, latest, parameterLines),
      whole_record: trendOver(columns, firstYear, lastYear, parameterLines),
      last_ten_years: trendOver(columns, latest - RECENT_WATER_YEARS + 1, latest, parameterLines),
    });
  }
  return {
    as_of: asOf,
    subject: { kind: subject.kind, name: subject.name, location_type: subject.locationType, locationids: subject.locationIds, location_names: subject.locationNames },
    min_water_years: MIN_TREND_WATER_YEARS,
    min_season_values: MIN_TREND_SEASON_YEARS,
    many_nondetects_share: MANY_NONDETECTS_SHARE,
    parameters: answers,
  };
}

export async function locationStatus(db: Database, locationId: number, asOf: string): Promise<SiteStatus> {
  return statusOf(db, await locationSubject(db, locationId), asOf);
}

export async function reservoirStatus(db: Database, asOf: string): Promise<SiteStatus> {
  return statusOf(db, await reservoirSubject(db), asOf);
}
