// SQL of the stream logger daily stats: read from the precomputed telemetry_daily table
// (migrations/390_feed_values.sql, rebuilt for the days a write changed) instead of aggregating the 15-minute readings.
import type { Database } from '../../../../../db/types';
import type { StreamLoggerDailyStat } from '../../../../../schemas';

export interface DailyStatsSelection {
  parameterId: number;
  locationIds: number[];
  /** Inclusive America/Denver days; null: no bound. */
  start: string | null;
  end: string | null;
}

const DAILY_STATS_SQL = `
SELECT d.location_id AS locationid, l.name AS location_name, p.name AS parameter, d.day AS rdate,
       d.daily_average, d.daily_min, d.daily_max, p.unit AS result_unit_name,
       CASE WHEN d.estimated_count > 0 THEN 'estimated' WHEN d.provisional_count > 0 THEN 'provisional' ELSE 'approved' END AS status
  FROM telemetry_daily d
  JOIN locations l ON l.id = d.location_id
  JOIN parameters p ON p.id = d.parameter_id
 WHERE d.parameter_id = $1 AND d.location_id = ANY($2::int[])
   AND ($3::date IS NULL OR d.day >= $3::date) AND ($4::date IS NULL OR d.day <= $4::date)
 ORDER BY l.name, d.day`;

/**
 * The same rows aggregated from the 15-minute readings on the fly (what the route did before the
 * view): kept to check the view against it (tests) and as its definition in one place to read.
 */
export const DAILY_STATS_ON_THE_FLY_SQL = `
SELECT t.location_id AS locationid, l.name AS location_name, p.name AS parameter,
       (t.reading_time AT TIME ZONE 'America/Denver')::date AS rdate,
       avg(t.value) AS daily_average, min(t.value) AS daily_min, max(t.value) AS daily_max, p.unit AS result_unit_name,
       CASE WHEN bool_or(t.status = 'estimated') THEN 'estimated' WHEN bool_or(t.status = 'provisional') THEN 'provisional' ELSE 'approved' END AS status
  FROM telemetry_readings t
  JOIN locations l ON l.id = t.location_id
  JOIN parameters p ON p.id = t.parameter_id
 WHERE t.parameter_id = $1 AND t.location_id = ANY($2::int[])
 GROUP BY t.location_id, l.name, p.name, p.unit, (t.reading_time AT TIME ZONE 'America/Denver')::date
 ORDER BY l.name, rdate`;

export async function dailyStats(db: Database, { parameterId, locationIds, start, end }: DailyStatsSelection): Promise<StreamLoggerDailyStat[]> {
  return (await db.query<StreamLoggerDailyStat>(DAILY_STATS_SQL, [parameterId, locationIds, start, end])).rows;
}
