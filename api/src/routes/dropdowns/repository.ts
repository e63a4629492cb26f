import type { Database } from '../../db/types';
import type { GenericDropdownItem, LocationAssocItem, ParameterGroupItem, ParameterItem, SimpleOption } from '../../schemas';
import { GENERIC_DROPDOWNS } from '../../schemas';

export async function parameterGroups(db: Database): Promise<ParameterGroupItem[]> {
  return (await db.query<ParameterGroupItem>('SELECT id AS param_groupid, name AS param_group FROM parameter_groups ORDER BY sort_order, name')).rows;
}

/** Parameters that have results, optionally only those of some groups. */
export async function parameters(db: Database, groupIds: number[] | null): Promise<ParameterItem[]> {
  const { rows } = await db.query<ParameterItem>(
    `SELECT p.id AS parameterid, p.name AS param_descrip, p.group_id AS param_groupid, p.unit AS unit_name
       FROM parameters p
      WHERE EXISTS (SELECT 1 FROM result_series rs WHERE rs.parameter_id = p.id) AND ($1::int[] IS NULL OR p.group_id = ANY($1))
      ORDER BY p.name`,
    [groupIds],
  );
  return rows;
}

/** Locations with the parameters and groups measured there, optionally only some location types. */
export async function locationsAssoc(db: Database, locationTypes: string[] | null): Promise<LocationAssocItem[]> {
  const { rows } = await db.query<LocationAssocItem>(
    `SELECT l.id AS locationid, l.name || ' - ' || l.description AS location_descrip, t.name AS location_type, l.is_ccbwqa,
            array_agg(DISTINCT rs.parameter_id ORDER BY rs.parameter_id) AS parameterid_array,
            array_agg(DISTINCT p.group_id ORDER BY p.group_id) AS param_groupid_array
       FROM locations l
       JOIN location_types t ON t.id = l.type_id
       JOIN result_series rs ON rs.location_id = l.id
       JOIN parameters p ON p.id = rs.parameter_id
      WHERE $1::text[] IS NULL OR t.name = ANY($1)
      GROUP BY l.id, l.name, l.description, t.name, l.is_ccbwqa
      ORDER BY l.name`,
    [locationTypes],
  );
  return rows;
}

export async function locationTypes(db: Database): Promise<Array<{ location_type: string }>> {
  return (await db.query<{ location_type: string }>('SELECT name AS location_type FROM location_types ORDER BY name')).rows;
}

export async function flowConditions(db: Database): Promise<Array<{ flow_conditionsid: number; flow_conditions: string }>> {
  return (await db.query<{ flow_conditionsid: number; flow_conditions: string }>('SELECT id AS flow_conditionsid, name AS flow_conditions FROM flow_conditions ORDER BY id DESC')).rows;
}

export async function activeLocationOptions(db: Database): Promise<SimpleOption[]> {
  return (
    await db.query<SimpleOption>(
      `SELECT l.name || ' - ' || l.description AS label, l.id AS value FROM locations l
        WHERE l.active AND EXISTS (SELECT 1 FROM result_series rs WHERE rs.location_id = l.id) ORDER BY l.name`,
    )
  ).rows;
}

export async function activeParameterOptions(db: Database): Promise<SimpleOption[]> {
  return (
    await db.query<SimpleOption>(
      `SELECT p.name AS label, p.id AS value FROM parameters p WHERE EXISTS (SELECT 1 FROM result_series rs WHERE rs.parameter_id = p.id) ORDER BY p.name`,
    )
  ).rows;
}

const GENERIC_SQL: Record<(typeof GENERIC_DROPDOWNS)[number], string> = {
  counties: `SELECT DISTINCT county AS displayed, county AS stored FROM locations WHERE county IS NOT NULL ORDER BY 1`,
  organizations: `SELECT name AS displayed, id::text AS stored FROM organizations ORDER BY name`,
  sources: `SELECT description AS displayed, id::text AS stored FROM sources ORDER BY description`,
  'huc-12': `SELECT DISTINCT huc_12 AS displayed, huc_12 AS stored FROM locations WHERE huc_12 IS NOT NULL ORDER BY 1`,
};

export async function genericDropdown(db: Database, name: (typeof GENERIC_DROPDOWNS)[number]): Promise<GenericDropdownItem[]> {
  return (await db.query<GenericDropdownItem>(GENERIC_SQL[name])).rows;
}
