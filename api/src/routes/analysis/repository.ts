// SQL of the analysis and reservoir pages (spec 02). Every query reads results with a value: a non-detect
// whose detection limit is unknown (value null, migrations/350) has none to plot, average or regress
// (docs/statistics.md "Non-detects whose limit is unknown"); downloads and the summaries count them.
import { DATA_SOURCE, DEPTH_CATEGORY, RESULT_DETAIL_JOINS } from '../../db/resultDetails';
import type { Database } from '../../db/types';
import {
  CHLOROPHYLL_STANDARD,
  FLOW_CONDITIONS,
  GROWING_SEASON_MONTHS,
  INFLOW_LOCATIONS,
  MOLAR_N_PER_P,
  PARAMETERS,
  PHOTIC_ZONE_DEPTH_M,
  RATIO_PARAMETERS,
  RESERVOIR_STATIONS,
  nutrientLimitation,
  type FlowCondition,
  type Season,
} from '../../domain';
import { regress, type Pair } from './regression';
import type { ComparisonRecord, CorrelationPoint, DepthProfileRow, InflowComparisonRow, RatioRow, ResultRow, YearlyStandardRow } from '../../schemas';

export interface ResultSelection {
  locationIds: number[];
  parameterIds: number[];
  start?: string;
  end?: string;
  /** Calendar months to keep (1-12); all when absent. */
  months?: number[];
}

const RESULT_ROW_COLUMNS = `
  r.sample_date AS rdate, to_char(r.sample_time, 'HH24:MI') AS rtime, l.name AS location_name, r.location_id AS locationid,
  p.name AS parameter, r.parameter_id AS parameterid, r.value AS rvalue, r.value AS rvalue_converted, p.unit AS unit_name,
  r.depth_m AS depth_value, fc.name AS flow_conditions_display, r.flow_condition_id AS flow_conditions,
  extract(year FROM r.sample_date)::integer AS year, extract(month FROM r.sample_date)::integer AS month, r.nondetect`;

/** Spec 02 "Result row" for locations, parameters, dates and months; by date. */
export async function resultRows(db: Database, selection: ResultSelection): Promise<ResultRow[]> {
  const { rows } = await db.query<ResultRow>(
    `SELECT ${RESULT_ROW_COLUMNS}
       FROM results r
       JOIN locations l ON l.id = r.location_id
       JOIN parameters p ON p.id = r.parameter_id
       LEFT JOIN flow_conditions fc ON fc.id = r.flow_condition_id
      WHERE r.location_id = ANY($1::int[]) AND r.parameter_id = ANY($2::int[]) AND r.value IS NOT NULL
        AND ($3::date IS NULL OR r.sample_date >= $3) AND ($4::date IS NULL OR r.sample_date <= $4)
        AND ($5::int[] IS NULL OR extract(month FROM r.sample_date)::integer = ANY($5))
      ORDER BY r.sample_date, r.location_id, r.parameter_id, r.depth_m NULLS FIRST, r.id`,
    [selection.locationIds, selection.parameterIds, selection.start ?? null, selection.end ?? null, selection.months ?? null],
  );
  return rows;
}

export async function comparisonRecords(db: Database, parameterId: number, locationIds: number[], start: string, end: string): Promise<ComparisonRecord[]> {
  const { rows } = await db.query<ComparisonRecord>(
    `SELECT r.location_id AS locationid, r.parameter_id AS parameterid, g.name AS param_group, p.name AS param_descrip,
            l.name || ' - ' || l.description AS location_descrip, r.value AS result_value, p.unit AS result_unit, r.sample_date AS rdate,
            ${DATA_SOURCE} AS source_desc, lt.name AS location_type, r.taxa, r.depth_m AS depth_value,
            CASE WHEN r.depth_m IS NULL THEN NULL ELSE 'm' END AS depth_unitid,
            ${DEPTH_CATEGORY} AS depth_category,
            nullif(concat_ws('; ', CASE WHEN r.nondetect THEN 'Not detected' END, r.flag), '') AS flag,
            fc.name AS flow_conditions_display, r.nondetect
       FROM results r ${RESULT_DETAIL_JOINS}
      WHERE r.parameter_id = $1 AND r.location_id = ANY($2::int[]) AND r.sample_date BETWEEN $3 AND $4 AND r.value IS NOT NULL
      ORDER BY r.sample_date, r.location_id, r.depth_m NULLS FIRST, r.id`,
    [parameterId, locationIds, start, end],
  );
  return rows;
}

type CorrelationPair = Pick<CorrelationPoint, 'locationid' | 'location_name' | 'rdate' | 'p1_value' | 'p2_value' | 'p1_unit' | 'p2_unit' | 'p1_nondetect' | 'p2_nondetect'>;
type LocatedPair = Pair & { pair: CorrelationPair };

/**
 * Same-date pairs of two parameters at each location (daily means, photic zone), each with the
 * least-squares line of its location (regression.ts); locations without pairs are absent.
 * p1_nondetect / p2_nondetect: every result averaged into that day's value was a non-detect (stored at
 * its detection limit), so the value is an upper bound; a day mixing detects and non-detects is false.
 * Rows are built field by field: object rest/spread over hundreds of rows cost ~8 ms a request (profiled).
 */
export async function correlationPoints(db: Database, locationIds: number[], p1: number, p2: number, excludeOutliers = false): Promise<CorrelationPoint[]> {
  const byLocation = new Map<number, LocatedPair[]>();
  for (const pair of await correlationPairs(db, locationIds, p1, p2)) {
    let list = byLocation.get(pair.locationid);
    if (!list) byLocation.set(pair.locationid, (list = []));
    list.push({ x: pair.p1_value, y: pair.p2_value, pair });
  }
  const points: CorrelationPoint[] = [];
  for (const pairs of byLocation.values()) {
    for (const { point, fit, outlier } of regress(pairs, excludeOutliers)) {
      const { pair, x } = point;
      const fitted = fit ? fit.intercept + fit.slope * x : null;
      const band = fit && fitted !== null ? 2 * fit.standardError(x) : null;
      points.push({
        locationid: pair.locationid,
        location_name: pair.location_name,
        rdate: pair.rdate,
        p1_value: pair.p1_value,
        p2_value: pair.p2_value,
        p1_unit: pair.p1_unit,
        p2_unit: pair.p2_unit,
        p1_nondetect: pair.p1_nondetect,
        p2_nondetect: pair.p2_nondetect,
        fitted,
        ci_lower: fitted !== null && band !== null ? fitted - band : null,
        ci_upper: fitted !== null && band !== null ? fitted + band : null,
        outlier,
        slope: fit?.slope ?? null,
        intercept: fit?.intercept ?? null,
        r_squared: fit?.rSquared ?? null,
        n: fit?.n ?? pairs.length,
      });
    }
  }
  return points;
}

/** One pass over the two parameters' photic-zone results, grouped by location and day (a day needs both). */
async function correlationPairs(db: Database, locationIds: number[], p1: number, p2: number): Promise<CorrelationPair[]> {
  const { rows } = await db.query<CorrelationPair>(
    `SELECT d.location_id AS locationid, l.name AS location_name, d.sample_date AS rdate, d.p1_value, d.p2_value,
            pa.unit AS p1_unit, pb.unit AS p2_unit, d.p1_nondetect, d.p2_nondetect
       FROM (SELECT location_id, sample_date,
                    avg(value) FILTER (WHERE parameter_id = $2) AS p1_value, avg(value) FILTER (WHERE parameter_id = $3) AS p2_value,
                    bool_and(nondetect) FILTER (WHERE parameter_id = $2) AS p1_nondetect,
                    bool_and(nondetect) FILTER (WHERE parameter_id = $3) AS p2_nondetect
               FROM results
              WHERE location_id = ANY($1::int[]) AND parameter_id IN ($2, $3) AND (depth_m IS NULL OR depth_m <= 3) AND value IS NOT NULL
              GROUP BY location_id, sample_date) d
       JOIN locations l ON l.id = d.location_id
       JOIN parameters pa ON pa.id = $2
       JOIN parameters pb ON pb.id = $3
      WHERE d.p1_value IS NOT NULL AND d.p2_value IS NOT NULL
      ORDER BY d.location_id, d.sample_date`,
    [locationIds, p1, p2],
  );
  return rows;
}

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

/** Monthly means (a non-detect as half its limit) at the two inflow sites; flow condition 3 takes every result. */
export async function inflowComparison(db: Database, parameterId: number, years: number[], flowcond: FlowCondition): Promise<InflowComparisonRow[]> {
  const { rows } = await db.query<InflowComparisonRow>(
    `SELECT r.location_id AS locationid, extract(year FROM r.sample_date)::integer AS year, extract(month FROM r.sample_date)::integer AS month,
            avg(CASE WHEN r.nondetect THEN r.value / 2 ELSE r.value END) AS rvalue, p.unit AS unit_name, p.name AS parameter,
            l.name AS location_name, $4::integer AS flow_conditions
       FROM results r
       JOIN locations l ON l.id = r.location_id
       JOIN parameters p ON p.id = r.parameter_id
      WHERE r.parameter_id = $1 AND r.location_id = ANY($2::int[]) AND extract(year FROM r.sample_date)::integer = ANY($3::int[])
        AND ($4::integer = $5::integer OR r.flow_condition_id = $4) AND r.value IS NOT NULL
      GROUP BY r.location_id, 2, 3, p.unit, p.name, l.name
      ORDER BY r.location_id, 2, 3`,
    [parameterId, INFLOW_LOCATIONS, years, flowcond, FLOW_CONDITIONS.all],
  );
  return rows;
}


export async function depthProfile(db: Database, locationId: number, parameterId: number, start: string, end: string): Promise<DepthProfileRow[]> {
  const { rows } = await db.query<DepthProfileRow>(
    `SELECT r.depth_m AS depth_value, r.sample_date AS rdate, avg(r.value) AS rvalue_converted, p.unit AS unit_name
       FROM results r JOIN parameters p ON p.id = r.parameter_id
      WHERE r.location_id = $1 AND r.parameter_id = $2 AND r.sample_date BETWEEN $3 AND $4 AND r.depth_m IS NOT NULL AND r.value IS NOT NULL
      GROUP BY r.depth_m, r.sample_date, p.unit
      ORDER BY r.sample_date, r.depth_m`,
    [locationId, parameterId, start, end],
  );
  return rows;
}

/**
 * Molar TN:TP, TDN:TDP and TIN:SRP (DOMAIN.md: mass ratio x 30.97 / 14.007) and chlorophyll-a per
 * sampling day (daily means, photic zone); a ratio is null when either part was not measured that day.
 * `lmt` is the limitation TN:TP suggests, with the thresholds the page draws: below 20 nitrogen, above 50
 * phosphorus, between them 'Co-limited or unclear' (domain.ts `nutrientLimitation`).
 */
export async function nutrientRatios(db: Database, locationId: number, start: string, end: string): Promise<RatioRow[]> {
  const { rows } = await db.query<{ rdate: string; location_name: string; tn: number | null; tp: number | null; tdn: number | null; tdp: number | null; tin: number | null; srp: number | null; chla: number | null }>(
    `SELECT r.sample_date AS rdate, l.name AS location_name,
            avg(r.value) FILTER (WHERE r.parameter_id = $4) AS tn, avg(r.value) FILTER (WHERE r.parameter_id = $5) AS tp,
            avg(r.value) FILTER (WHERE r.parameter_id = $6) AS tdn, avg(r.value) FILTER (WHERE r.parameter_id = $7) AS tdp,
            avg(r.value) FILTER (WHERE r.parameter_id = $8) AS tin, avg(r.value) FILTER (WHERE r.parameter_id = $9) AS srp,
            avg(r.value) FILTER (WHERE r.parameter_id = $10) AS chla
       FROM results r JOIN locations l ON l.id = r.location_id
      WHERE r.location_id = $1 AND r.sample_date BETWEEN $2 AND $3 AND r.parameter_id IN ($4, $5, $6, $7, $8, $9, $10)
        AND (r.depth_m IS NULL OR r.depth_m <= 3) AND r.value IS NOT NULL
      GROUP BY r.sample_date, l.name
      ORDER BY r.sample_date`,
    [
      locationId,
      start,
      end,
      RATIO_PARAMETERS.totalNitrogen,
      RATIO_PARAMETERS.totalPhosphorus,
      RATIO_PARAMETERS.totalDissolvedNitrogen,
      RATIO_PARAMETERS.totalDissolvedPhosphorus,
      RATIO_PARAMETERS.totalInorganicNitrogen,
      RATIO_PARAMETERS.solubleReactivePhosphorus,
      RATIO_PARAMETERS.chlorophyllA,
    ],
  );
  const ratio = (n: number | null, p: number | null) => (n !== null && p !== null && p > 0 ? (n / p) * MOLAR_N_PER_P : null);
  return rows.map((row) => {
    const tnTp = ratio(row.tn, row.tp);
    return {
      rdate: row.rdate,
      location_name: row.location_name,
      tn_tp: tnTp,
      tdn_tdp: ratio(row.tdn, row.tdp),
      tin_srp: ratio(row.tin, row.srp),
      chla: row.chla,
      lmt: nutrientLimitation(tnTp),
    };
  });
}
