// SQL fragments shared by the queries that list results with their names (downloads, comparison axes).

/** Joins a results row `r` to its location `l`, location type `lt`, parameter `p`, group `g`, flow condition `fc`, source `s` and organization `o`. */
export const RESULT_DETAIL_JOINS = `
  JOIN locations l ON l.id = r.location_id
  JOIN location_types lt ON lt.id = l.type_id
  JOIN parameters p ON p.id = r.parameter_id
  JOIN parameter_groups g ON g.id = p.group_id
  LEFT JOIN flow_conditions fc ON fc.id = r.flow_condition_id
  LEFT JOIN sources s ON s.id = r.source_id
  LEFT JOIN organizations o ON o.id = r.organization_id`;

/** Depth category of a result: the photic zone is the upper 3 m (DOMAIN.md "Statistics"). */
export const DEPTH_CATEGORY = `CASE WHEN r.depth_m IS NULL THEN NULL WHEN r.depth_m <= 3 THEN 'Photic zone' ELSE 'Below photic zone' END`;

/** Where a result came from: its source, else the sampling organization. */
export const DATA_SOURCE = `coalesce(s.description, o.name)`;
