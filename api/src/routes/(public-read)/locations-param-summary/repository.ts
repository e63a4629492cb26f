import type { Database } from '../../../db';
import type { SiteSummaryRow } from '../../../schemas';

/**
 * One row per location x parameter with results: period of record and the number of water years
 * with data, from the result_series summary (migrations/002_result_series.sql).
 */
export async function siteSummary(db: Database, filter: { isCcbwqa?: boolean }): Promise<SiteSummaryRow[]> {
  const { rows } = await db.query<SiteSummaryRow>(
    `SELECT l.id AS locationid,
            p.id AS parameterid,
            l.is_ccbwqa,
            l.name || ' - ' || l.description AS location_descrip,
            lt.name AS location_type,
            p.name AS param_descrip,
            pg.name AS param_group,
            pg.id AS param_groupid,
            l.huc_8,
            s.por_start,
            s.por_end,
            s.water_years AS years,
            l.latitude AS loc_lat,
            l.longitude AS loc_lon
       FROM result_series s
       JOIN locations l ON l.id = s.location_id
       JOIN location_types lt ON lt.id = l.type_id
       JOIN parameters p ON p.id = s.parameter_id
       JOIN parameter_groups pg ON pg.id = p.group_id
      WHERE $1::boolean IS NULL OR l.is_ccbwqa = $1::boolean
      ORDER BY l.name, pg.sort_order, p.name`,
    [filter.isCcbwqa ?? null],
  );
  return rows;
}
