// Only results with a value: a non-detect whose detection limit is unknown (value null, migrations/350)
// has none to average or regress (docs/statistics.md "Non-detects whose limit is unknown").
import type { Database } from '../../../../db/types';
import type { CorrelationPoint } from '../../../../schemas';
import { regress, type Pair } from '../../../../statistics';

type CorrelationPair = Pick<CorrelationPoint, 'locationid' | 'location_name' | 'rdate' | 'p1_value' | 'p2_value' | 'p1_unit' | 'p2_unit' | 'p1_nondetect' | 'p2_nondetect'>;
type LocatedPair = Pair & { pair: CorrelationPair };

/**
 * Same-date pairs of two parameters at each location (daily means, photic zone), each with the
 * least-squares line of its location (statistics/regression.ts); locations without pairs are absent.
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
