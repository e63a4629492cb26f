import type { Database } from '../../../../db/types';
import type { MapLocation } from '../../../../schemas';
import type { Period } from '../../../../summary/repository';

/**
 * Every monitoring location with what the map filters on: record counts and parameter ids per flow
 * (from result_series), parameter groups, and the worst benchmark class of its medians in a period.
 */
const WELLS_SQL = `
WITH series AS (
  SELECT rs.location_id, rs.parameter_id, rs.record_count, rs.base_count, rs.storm_count, p.group_id
    FROM result_series rs JOIN parameters p ON p.id = rs.parameter_id
), per_location AS (
  SELECT location_id,
         sum(record_count)::integer AS recordcount_alldata,
         sum(base_count)::integer AS recordcount_baseflow,
         sum(storm_count)::integer AS recordcount_stormflow,
         array_agg(parameter_id ORDER BY parameter_id) AS parameterid_array_alldata,
         coalesce(array_agg(parameter_id ORDER BY parameter_id) FILTER (WHERE base_count > 0), '{}') AS parameterid_array_baseflow,
         coalesce(array_agg(parameter_id ORDER BY parameter_id) FILTER (WHERE storm_count > 0), '{}') AS parameterid_array_stormflow
    FROM series GROUP BY location_id
), groups AS (
  SELECT location_id, array_agg(name ORDER BY name) AS parameter_groups, array_agg(id ORDER BY name) AS parameter_group_ids
    FROM (SELECT DISTINCT s.location_id, g.id, g.name FROM series s JOIN parameter_groups g ON g.id = s.group_id) located
   GROUP BY location_id
), favourite AS (
  SELECT DISTINCT ON (s.location_id) s.location_id, g.name AS parameter_group_fav, g.id AS parameter_group_fav_id
    FROM series s JOIN parameter_groups g ON g.id = s.group_id
   ORDER BY s.location_id, s.record_count DESC, g.id
), worst AS (
  SELECT location_id, max(bmk_class_median)::integer AS summary_benchmark_scale_median
    FROM wq_summary WHERE flow = 'alldata' AND period_start = $1 AND period_end = $2 GROUP BY location_id
)
SELECT l.id AS locationid, l.name AS location_name, l.description AS location_desc, t.name AS location_type,
       l.county, l.huc_8, l.huc_12,
       coalesce(g.parameter_groups, '{}') AS parameter_groups,
       coalesce(g.parameter_group_ids, '{}') AS parameter_group_ids,
       json_build_object('type', 'Point', 'coordinates', json_build_array(l.longitude, l.latitude)) AS location_geometry,
       l.latitude AS latitude_dd, l.longitude AS longitude_dd, l.telem, l.active, l.is_ccbwqa,
       coalesce(pl.recordcount_alldata, 0) AS recordcount_alldata,
       coalesce(pl.recordcount_baseflow, 0) AS recordcount_baseflow,
       coalesce(pl.recordcount_stormflow, 0) AS recordcount_stormflow,
       coalesce(pl.parameterid_array_alldata, '{}') AS parameterid_array_alldata,
       coalesce(pl.parameterid_array_baseflow, '{}') AS parameterid_array_baseflow,
       coalesce(pl.parameterid_array_stormflow, '{}') AS parameterid_array_stormflow,
       f.parameter_group_fav, f.parameter_group_fav_id, w.summary_benchmark_scale_median,
       l.por_start, l.por_end, l.notes
  FROM locations l
  JOIN location_types t ON t.id = l.type_id
  LEFT JOIN per_location pl ON pl.location_id = l.id
  LEFT JOIN groups g ON g.location_id = l.id
  LEFT JOIN favourite f ON f.location_id = l.id
  LEFT JOIN worst w ON w.location_id = l.id
 ORDER BY l.id`;

export async function mapLocations(db: Database, period: Period): Promise<MapLocation[]> {
  return (await db.query<MapLocation>(WELLS_SQL, [period.start, period.end])).rows;
}
