// The reservoir summary's data: the API's yearly means (GET /avg-yearly-standard-graph) as one line per
// station against the standard, the drill-down results (GET /results-simple/wq-parameter-viewer/drilldown)
// as points by location, and the standard tracker's answer (GET /reservoir-standard-tracker) in words.
// The statistics themselves are the API's; this only shapes and words them.
import type { ResultRow, StandardSeason, StandardTracker, YearlyStandardRow } from '@basin/api/schemas';
import { latestCompleteSeason, type Season } from '@basin/api/domain';
import { parameterName, type Translate } from '@basin/shared';
import { describeSeriesSet, formatNumber, withUnits, type TimeSeries, type ReferenceLine, type SparklinePoint, type YearSeries } from '@basin/shared/analysis';
import { listAnd } from '../../i18n/words';

/** Defaults of the drill-down's dates: the calendar year of the latest complete growing season (so its July-September is in it). */
export function defaultDrilldownDates(today: string): { start: string; end: string } {
  const year = latestCompleteSeason(today);
  return { start: `${year}-01-01`, end: `${year}-12-31` };
}

/**
 * The years the yearly chart asks for: from the first year of record to the last year whose season is
 * over (summer: the latest complete growing season; annual: last calendar year), so a partly sampled
 * year never shows as a mean.
 */
export function yearlyRange(season: Season, today: string): { start_year: number; end_year: number } {
  return { start_year: FIRST_YEAR, end_year: season === 'summer' ? latestCompleteSeason(today) : Number(today.slice(0, 4)) - 1 };
}
/** Earlier than any record (the API answers only years with results). */
const FIRST_YEAR = 1900;

/** One line per station, in the API's order (by station id), a point per year with a mean. */
export function yearSeries(rows: readonly YearlyStandardRow[]): YearSeries[] {
  const byStation = new Map<number, { label: string; points: { year: number; value: number }[] }>();
  for (const row of rows) {
    let station = byStation.get(row.locationid);
    if (!station) byStation.set(row.locationid, (station = { label: row.location, points: [] }));
    station.points.push({ year: Number(row.date_time.slice(0, 4)), value: row.rvalue });
  }
  return [...byStation].sort(([a], [b]) => a - b).map(([id, station]) => ({ key: String(id), label: station.label, points: station.points }));
}

/** The standard line, when the rows carry one (chlorophyll-a only). */
export function standardLines(t: Translate, rows: readonly YearlyStandardRow[]): ReferenceLine[] {
  const standard = rows.find((row) => row.chlora_standard !== undefined);
  if (!standard || standard.chlora_standard === undefined) return [];
  return [{ key: 'standard', label: t('wqUpdate.reservoir.standardLine', { standard: withUnits(formatNumber(standard.chlora_standard), standard.unit_name) }), value: standard.chlora_standard }];
}

/**
 * The yearly chart's sentence: the stations and years, the highest and lowest station mean, and with a
 * standard, how many station-years were above it.
 * 'Chlorophyll-a July-September means at 4 stations, 1992-2026: highest 31.2 µg/L at CCR-2 in 2019, lowest 9.8 µg/L at CCR-1 in 2001; 40 of 130 station means were above the 18 µg/L standard.'
 */
export function yearlySummary(t: Translate, rows: readonly YearlyStandardRow[], season: Season, parameter: string): string {
  const first = rows[0];
  if (!first) return t('wqUpdate.common.noDataSentence');
  const years = rows.map((row) => Number(row.date_time.slice(0, 4)));
  const stations = new Set(rows.map((row) => row.locationid)).size;
  const high = rows.reduce((best, row) => (row.rvalue > best.rvalue ? row : best));
  const low = rows.reduce((best, row) => (row.rvalue < best.rvalue ? row : best));
  const span = Math.min(...years) === Math.max(...years) ? String(years[0]) : `${Math.min(...years)}-${Math.max(...years)}`;
  const value = (row: YearlyStandardRow) =>
    t('wqUpdate.reservoir.yearlyValueAt', { value: withUnits(formatNumber(row.rvalue), row.unit_name), location: row.location, year: row.date_time.slice(0, 4) });
  const sentence = t('wqUpdate.reservoir.yearlySummary', { parameter, season, stations, span, high: value(high), low: value(low) });
  if (first.chlora_standard === undefined) return `${sentence}.`;
  const above = rows.filter((row) => row.rvalue > first.chlora_standard!).length;
  return `${sentence}; ${t('wqUpdate.reservoir.yearlyAbove', { above, total: rows.length, standard: withUnits(formatNumber(first.chlora_standard), first.unit_name) })}`;
}

/** The yearly table's rows: year, station, mean, unit and the standard. */
export type YearlyTableRow = YearlyStandardRow & { key: string; year: number };
export function yearlyTableRows(rows: readonly YearlyStandardRow[]): YearlyTableRow[] {
  return rows.map((row) => ({ ...row, key: `${row.date_time}|${row.locationid}`, year: Number(row.date_time.slice(0, 4)) }));
}

/** The drill-down's points: one series per location (in the order chosen), each result its own point. */
export function drilldownSeries(rows: readonly ResultRow[], locationIds: readonly number[]): TimeSeries[] {
  const byLocation = new Map<number, ResultRow[]>();
  for (const row of rows) byLocation.set(row.locationid, [...(byLocation.get(row.locationid) ?? []), row]);
  const order = (id: number) => (locationIds.includes(id) ? locationIds.indexOf(id) : locationIds.length + id);
  return [...byLocation]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([id, results]) => ({
      key: String(id),
      label: results[0]!.location_name,
      kind: 'point' as const,
      units: results[0]!.unit_name,
      points: results.map((row) => ({ x: row.rdate, y: row.rvalue_converted, nondetect: row.nondetect })),
    }));
}

/** The drill-down's sentence: which location averaged highest (every result, a non-detect at its limit as drawn), and the non-detects. */
export function drilldownSummary(t: Translate, series: readonly TimeSeries[], rows: readonly ResultRow[]): string {
  const first = rows[0];
  if (!first) return t('wqUpdate.common.noDataSentence');
  const sentence = describeSeriesSet({ parameter: parameterName(t, first.parameterid, first.parameter), units: first.unit_name, series: series.map((entry) => ({ label: entry.label, points: entry.points })) });
  const nondetects = rows.filter((row) => row.nondetect).length;
  const counted = nondetects === 0 ? t('wqUpdate.reservoir.drilldownCount', { count: rows.length }) : t('wqUpdate.reservoir.drilldownCountNondetects', { count: rows.length, nondetects });
  return `${sentence} ${counted}`;
}

export type DrilldownTableRow = ResultRow & { key: string };
export function drilldownTableRows(rows: readonly ResultRow[]): DrilldownTableRow[] {
  return rows.map((row, index) => ({ ...row, key: `${row.rdate}|${row.locationid}|${row.depth_value ?? ''}|${index}` }));
}

// ---------------------------------------------------------------------------------------------
// The standard tracker, in words.

const oneDecimal = (value: number) => value.toFixed(1);

export interface TrackerWords {
  /** 'met' | 'exceeded' | 'no samples': the latest complete season's verdict. */
  verdict: 'met' | 'exceeded' | 'no samples';
  /** The headline sentence about the latest complete season. */
  headline: string;
  /** The mean with one decimal and unit, or null without samples. */
  mean: string | null;
  /** The five-season count in words. */
  window: string;
  /** The sparkline's accessible name and the card's summary sentence. */
  summary: string;
}

/** The latest season of the tracker. */
export const latestSeason = (tracker: StandardTracker): StandardSeason | undefined => tracker.seasons.find((season) => season.year === tracker.latest_season);

/**
 * The tracker's answer in plain words: whether the latest complete growing season met the standard
 * (with its mean, one decimal), how many of the last five exceeded it against the one allowed, and a
 * summary of the ten seasons for the sparkline.
 */
export function trackerWords(t: Translate, tracker: StandardTracker): TrackerWords {
  const unit = tracker.unit_name;
  const standard = withUnits(formatNumber(tracker.standard), unit);
  const latest = latestSeason(tracker);
  const stations = listAnd(t, tracker.location_names);
  // Years are words here, not numbers to group ('2025', not '2,025').
  const season = String(tracker.latest_season);
  let verdict: TrackerWords['verdict'];
  let headline: string;
  let mean: string | null = null;
  if (!latest || latest.mean_reported === null) {
    verdict = 'no samples';
    headline = t('wqUpdate.reservoir.tracker.headlineNoSamples', { season, parameter: parameterName(t, tracker.parameterid, tracker.parameter), stations, standard });
  } else {
    mean = withUnits(oneDecimal(latest.mean_reported), unit);
    verdict = latest.exceeded ? 'exceeded' : 'met';
    headline = latest.exceeded
      ? t('wqUpdate.reservoir.tracker.headlineExceeded', { season, parameter: parameterName(t, tracker.parameterid, tracker.parameter), mean, standard })
      : t('wqUpdate.reservoir.tracker.headlineMet', { season, parameter: parameterName(t, tracker.parameterid, tracker.parameter), mean, standard });
  }
  const windowSeasons = tracker.seasons.slice(-tracker.assessment_years);
  const firstYear = windowSeasons[0]?.year ?? tracker.latest_season;
  const missing = tracker.seasons_without_samples > 0 ? ` (${t('wqUpdate.reservoir.tracker.seasonsWithoutSamples', { count: tracker.seasons_without_samples })})` : '';
  const window = t('wqUpdate.reservoir.tracker.window', {
    exceedances: tracker.exceedances,
    years: tracker.assessment_years,
    first: String(firstYear),
    latest: season,
    missing,
    within: tracker.exceedances <= tracker.allowed_exceedances ? 'yes' : 'no',
    allowed: tracker.allowed_exceedances,
  });
  const withMeans = tracker.seasons.filter((season) => season.mean_reported !== null);
  const above = withMeans.filter((season) => season.exceeded).length;
  const means = tracker.seasons.map((one) => `${one.year} ${one.mean_reported === null ? t('wqUpdate.reservoir.tracker.noSamplesLower') : oneDecimal(one.mean_reported)}`).join(', ');
  const first = tracker.seasons[0]?.year ?? tracker.latest_season;
  const summary = t('wqUpdate.reservoir.tracker.summary', { parameter: parameterName(t, tracker.parameterid, tracker.parameter), unit, first: String(first), latest: season, means, above, total: withMeans.length, standard });
  return { verdict, headline, mean, window, summary };
}

/**
 * The page's first answer (issue 30): whether the reservoir meets its standard over the assessment window,
 * that is whether the seasons above it are no more than the number allowed.
 */
export function standardAnswer(t: Translate, tracker: StandardTracker): { meeting: boolean; text: string } {
  const meeting = tracker.exceedances <= tracker.allowed_exceedances;
  return { meeting, text: t('wqUpdate.reservoir.tracker.answer', { meeting: meeting ? 'yes' : 'no', years: tracker.assessment_years }) };
}

/** The sparkline's points: every tracked season's reported mean (null without samples). */
export function trackerPoints(tracker: StandardTracker): SparklinePoint[] {
  return tracker.seasons.map((season) => ({ label: String(season.year), value: season.mean_reported }));
}

/** The tracker table's rows. */
export type TrackerTableRow = StandardSeason & { key: string; verdict: string };
export function trackerTableRows(t: Translate, tracker: StandardTracker): TrackerTableRow[] {
  return [...tracker.seasons].reverse().map((season) => ({
    ...season,
    key: String(season.year),
    verdict: season.exceeded === null ? t('wqUpdate.reservoir.tracker.noSamples') : season.exceeded ? t('wqUpdate.reservoir.tracker.aboveStandard') : t('wqUpdate.reservoir.tracker.met'),
  }));
}
