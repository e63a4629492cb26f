import type { Database } from '../../../db/types';
import type { PrecipitationRecord } from '../../../schemas';

/**
 * The running totals are window sums over the stored days, so with a start date the windows still
 * need the days before it: the 29 days of the 30-day total and the start of the water year (October 1)
 * of the first day, whichever is earlier. Those look-back days are summed but not returned, so a
 * returned day has the same totals as without the filter. The end date needs no look-ahead.
 */
const PRECIPITATION_SQL = `
WITH windowed AS (
  SELECT p.location_id AS locationid, l.name AS location_name, 'Precipitation' AS parameter, NULL::integer AS parameterid,
         p.precip_date AS rdate, p.precip_in AS daily_precip, 'in' AS result_unit_name, p.status,
         sum(p.precip_in) OVER (PARTITION BY p.location_id ORDER BY p.precip_date RANGE BETWEEN INTERVAL '6 days' PRECEDING AND CURRENT ROW) AS total_7day,
         sum(p.precip_in) OVER (PARTITION BY p.location_id ORDER BY p.precip_date RANGE BETWEEN INTERVAL '29 days' PRECEDING AND CURRENT ROW) AS total_30day,
         sum(p.precip_in) OVER (
           PARTITION BY p.location_id, extract(year FROM p.precip_date + INTERVAL '3 months')
           ORDER BY p.precip_date ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS total_ytd
    FROM precipitation p
    JOIN locations l ON l.id = p.location_id
   WHERE ($1::date IS NULL OR p.precip_date >= least(
           $1::date - 29,
           make_date(extract(year FROM $1::date + INTERVAL '3 months')::integer - 1, 10, 1)))
     AND ($2::date IS NULL OR p.precip_date <= $2::date)
)
SELECT * FROM windowed
 WHERE ($1::date IS NULL OR rdate >= $1::date)
 ORDER BY locationid, rdate`;

/** Daily precipitation with its running totals at every rain gauge, for the days start..end (either open). */
export async function precipitationRecords(db: Database, start: string | null, end: string | null): Promise<PrecipitationRecord[]> {
  return (await db.query<PrecipitationRecord>(PRECIPITATION_SQL, [start, end])).rows;
}
