// Only results with a value: a non-detect whose detection limit is unknown (value null, migrations/350)
// has none to average (docs/statistics.md "Non-detects whose limit is unknown").
import type { Database } from '../../../db/types';
import { CHLOROPHYLL_STANDARD, GROWING_SEASON_MONTHS, PARAMETERS, PHOTIC_ZONE_DEPTH_M, RESERVOIR_STATIONS, type Season } from '../../../domain';
import type { YearlyStandardRow } from '../../../schemas';

/** The reservoir stations' ids (the domain module's stations with their labels). */
export const RESERVOIR_STATION_IDS: readonly number[] = RESERVOIR_STATIONS.map((station) => station.id);

/**
 * The photic-zone mean of a parameter per reservoir station and year: over July-September (summer,
 * date_time September 30) or the whole calendar year (annual, date_time December 31); a non-detect
 * counts as half its detection limit. Chlorophyll-a rows carry the standard (`chlora_standard`).
 */
export async function yearlyStandard(db: Database, parameterId: number, startYear: number, endYear: number, season: Season = 'summer'): Promise<YearlyStandardRow[]> {
  const { rows } = await db.query<YearlyStandardRow & { chlora_standard: number | null }>(
    `SELECT make_date(extract(year FROM r.sample_date)::integer, $8::integer, $9::integer) AS date_time, l.name AS location, r.location_id AS locationid,
            p.name AS parameter, avg(CASE WHEN r.nondetect THEN r.value / 2 ELSE r.value END) AS rvalue, p.unit AS unit_name,
            CASE WHEN p.id = $4 THEN $5::float8 END AS chlora_standard
       FROM results r
       JOIN locations l ON l.id = r.location_id
       JOIN parameters p ON p.id = r.parameter_id
      WHERE r.parameter_id = $1 AND r.location_id = ANY($6::int[])
        AND r.sample_date BETWEEN make_date($2, 1, 1) AND make_date($3, 12, 31)
        AND ($7::int[] IS NULL OR extract(month FROM r.sample_date)::integer = ANY($7::int[]))
        AND (r.depth_m IS NULL OR r.depth_m <= $10) AND r.value IS NOT NULL
      GROUP BY 1, l.name, r.location_id, p.name, p.unit, p.id
      ORDER BY 1, r.location_id`,
    [
      parameterId,
      startYear,
      endYear,
      PARAMETERS.chlorophyllA,
      CHLOROPHYLL_STANDARD,
      RESERVOIR_STATION_IDS,
      season === 'summer' ? GROWING_SEASON_MONTHS : null,
      ...(season === 'summer' ? [9, 30] : [12, 31]), // the season's last day
      PHOTIC_ZONE_DEPTH_M,
    ],
  );
  return rows.map(({ chlora_standard, ...row }) => (chlora_standard === null ? row : { ...row, chlora_standard }));
}
