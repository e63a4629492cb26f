import type { Database } from '../../../../db/types';
import type { MapFilters } from '../../../../schemas';

/** The filter options the database holds: location types, parameter groups, and the parameters with results. */
export async function storedFilterOptions(db: Database): Promise<Pick<MapFilters, 'locationTypes' | 'parameterGroups' | 'parameters'>> {
  const [types, groups, parameters] = await Promise.all([
    db.query<{ value: string; display: string }>('SELECT name AS value, name AS display FROM location_types ORDER BY name'),
    db.query<{ value: number; display: string }>('SELECT id AS value, name AS display FROM parameter_groups ORDER BY sort_order, name'),
    db.query<{ value: number; display: string; group: number; unit: string }>(
      `SELECT p.id AS value, p.name AS display, p.group_id AS "group", p.unit
         FROM parameters p WHERE EXISTS (SELECT 1 FROM result_series rs WHERE rs.parameter_id = p.id) ORDER BY p.group_id, p.name`,
    ),
  ]);
  return { locationTypes: types.rows, parameterGroups: groups.rows, parameters: parameters.rows };
}
