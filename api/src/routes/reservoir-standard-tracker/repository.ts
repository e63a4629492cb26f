// The reservoir's chlorophyll-a standard, season by season (DOMAIN.md "Facts for the analysis pages"):
// the growing-season (July 1 - September 30) mean of every photic-zone chlorophyll-a result at CCR-1,
// CCR-2 and CCR-3, against 18 µg/L, exceeded at most once in five years.
import type { Database } from '../../db/types';
import { CHLOROPHYLL_STANDARD, CHLOROPHYLL_STANDARD_RULE, GROWING_SEASON_MONTHS, PARAMETERS, PHOTIC_ZONE_DEPTH_M, latestCompleteSeason } from '../../domain';
import type { StandardSeason, StandardTracker } from '../../schemas';

/** What the database answers per growing season that has samples. */
export interface SeasonTotals {
  year: number;
  /** Null when every result of the season is a non-detect of unknown limit. */
  mean: number | null;
  samples: number;
  nondetects: number;
  /** Non-detects whose limit is unknown: no value, left out of the mean and of samples. */
  nondetects_limit_unknown: number;
}

/** The mean as reported: one decimal (half away from zero), the value compared with the standard. */
export function reportedMean(mean: number): number {
  return Math.round(mean * 10) / 10;
}

/**
 * Every season from `latest - count + 1` to `latest`, oldest first: a season without samples has a
 * null mean and no verdict (it neither meets nor exceeds the standard). A season exceeds the standard
 * when its mean, as reported with one decimal, is above it (so the words never disagree with the number
 * shown: 18.04 is reported as 18.0 and meets it).
 */
export function assessSeasons(totals: readonly SeasonTotals[], latest: number, count: number, standard: number): StandardSeason[] {
  const byYear = new Map(totals.map((season) => [season.year, season]));
  return Array.from({ length: count }, (_, index) => {
    const year = latest - count + 1 + index;
    const season = byYear.get(year);
    const nondetects_limit_unknown = season?.nondetects_limit_unknown ?? 0;
    if (!season || season.samples === 0 || season.mean === null) return { year, mean: null, mean_reported: null, samples: 0, nondetects: 0, nondetects_limit_unknown, exceeded: null };
    const mean_reported = reportedMean(season.mean);
    return { year, mean: season.mean, mean_reported, samples: season.samples, nondetects: season.nondetects, nondetects_limit_unknown, exceeded: mean_reported > standard };
  });
}

/** Exceedances and seasons without samples among the last `years` seasons. */
export function countWindow(seasons: readonly StandardSeason[], years: number): { exceedances: number; seasons_without_samples: number } {
  const window = seasons.slice(-years);
  return {
    exceedances: window.filter((season) => season.exceeded === true).length,
    seasons_without_samples: window.filter((season) => season.exceeded === null).length,
  };
}

/**
 * Mean, count and non-detects of each growing season from `first` to `last` that has photic-zone results
 * (a non-detect as half its detection limit; one whose limit is unknown has no value: counted apart, not averaged),
 * pooled over the standard's stations, or over other locations (a reservoir station's own status card).
 */
export async function seasonTotals(db: Database, first: number, last: number, locationIds: readonly number[] = CHLOROPHYLL_STANDARD_RULE.locationIds): Promise<SeasonTotals[]> {
  const { rows } = await db.query<SeasonTotals>(
    `SELECT extract(year FROM r.sample_date)::integer AS year,
            avg(CASE WHEN r.nondetect THEN r.value / 2 ELSE r.value END) AS mean,
            count(r.value)::integer AS samples,
            count(r.value) FILTER (WHERE r.nondetect)::integer AS nondetects,
            count(*) FILTER (WHERE r.value IS NULL)::integer AS nondetects_limit_unknown
       FROM results r
      WHERE r.parameter_id = $1 AND r.location_id = ANY($2::int[])
        AND r.sample_date BETWEEN make_date($3, 1, 1) AND make_date($4, 12, 31)
        AND extract(month FROM r.sample_date)::integer = ANY($5::int[])
        AND (r.depth_m IS NULL OR r.depth_m <= $6)
      GROUP BY 1
      ORDER BY 1`,
    [PARAMETERS.chlorophyllA, [...locationIds], first, last, GROWING_SEASON_MONTHS, PHOTIC_ZONE_DEPTH_M],
  );
  return rows;
}

/** The tracker as of a day: the last tracked seasons up to the latest complete one, and the five-year count. */
export async function standardTracker(db: Database, asOf: string): Promise<StandardTracker> {
  const { locationIds, allowedExceedances, assessmentYears, trackedSeasons } = CHLOROPHYLL_STANDARD_RULE;
  const latest = latestCompleteSeason(asOf);
  const [totals, parameter, locations] = await Promise.all([
    seasonTotals(db, latest - trackedSeasons + 1, latest),
    db.query<{ name: string; unit: string }>('SELECT name, unit FROM parameters WHERE id = $1', [PARAMETERS.chlorophyllA]),
    db.query<{ name: string }>('SELECT name FROM locations WHERE id = ANY($1::int[]) ORDER BY id', [locationIds]),
  ]);
  const seasons = assessSeasons(totals, latest, trackedSeasons, CHLOROPHYLL_STANDARD);
  return {
    as_of: asOf,
    parameterid: PARAMETERS.chlorophyllA,
    parameter: parameter.rows[0]?.name ?? 'Chlorophyll-a',
    unit_name: parameter.rows[0]?.unit ?? 'µg/L',
    standard: CHLOROPHYLL_STANDARD,
    locationids: [...locationIds],
    location_names: locations.rows.map((row) => row.name),
    photic_zone_depth_m: PHOTIC_ZONE_DEPTH_M,
    allowed_exceedances: allowedExceedances,
    assessment_years: assessmentYears,
    latest_season: latest,
    seasons,
    ...countWindow(seasons, assessmentYears),
  };
}
