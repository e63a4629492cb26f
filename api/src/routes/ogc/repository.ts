// The features of the OGC API collections (routes/ogc): monitoring locations, pollution abatement
// projects, and the GeoJSON sources of the map layers. Each kind is one SQL row source with the same
// columns (id, properties, geometry, its bounding box and period), so filtering, paging and extents are
// written once. Geometries are GeoJSON in jsonb (no PostGIS: PGlite has none); a feature's bounding box
// comes from every position of its geometry, so `bbox` keeps the features whose bounding box
// intersects the box (exact for points, by bounding box for lines and polygons).
import type { Database } from '../../db/types';
import type { Bbox, DateInterval } from '../../ogc/filters';

/** Prefix of the collection of a map source: 'map-streams' serves the features of source 'streams'. */
export const MAP_COLLECTION_PREFIX = 'map-';

export interface Collection {
  id: string;
  title: string;
  description: string;
  /** Whether its features have a period (locations: period of record; projects: the year completed). */
  temporal: boolean;
  /** The SQL of its features; `withBbox`: with their bounding boxes (else min_x... may be null). */
  rows: (parameter: (value: unknown) => string, withBbox: boolean) => string;
}

/**
 * The positions of a GeoJSON geometry: the arrays of numbers at its type's depth of `coordinates`
 * (a GeometryCollection: every array with a number first, at any depth).
 */
const POSITIONS_PATH = (geometry: string) => `CASE ${geometry} ->> 'type'
    WHEN 'Point' THEN '$.coordinates' WHEN 'LineString' THEN '$.coordinates[*]' WHEN 'MultiPoint' THEN '$.coordinates[*]'
    WHEN 'Polygon' THEN '$.coordinates[*][*]' WHEN 'MultiLineString' THEN '$.coordinates[*][*]' WHEN 'MultiPolygon' THEN '$.coordinates[*][*][*]'
    ELSE 'strict $.**' END::jsonpath`;

/** The minimum and maximum x and y of the geometry's positions as min_x, min_y, max_x, max_y; nulls unless `wanted` (it costs). */
const bboxOf = (geometry: string, wanted: boolean) =>
  wanted
    ? `CROSS JOIN LATERAL (
         SELECT min((p ->> 0)::float8) AS min_x, min((p ->> 1)::float8) AS min_y, max((p ->> 0)::float8) AS max_x, max((p ->> 1)::float8) AS max_y
           FROM jsonb_path_query(${geometry}, ${POSITIONS_PATH(geometry)}) AS p
          WHERE jsonb_typeof(p) = 'array' AND jsonb_typeof(p -> 0) = 'number') b`
    : 'CROSS JOIN (SELECT NULL::float8 AS min_x, NULL::float8 AS min_y, NULL::float8 AS max_x, NULL::float8 AS max_y) b';

const LOCATIONS: Collection = {
  id: 'locations',
  title: 'Monitoring locations',
  description:
    "The basin's water-quality monitoring locations (points). identifier is the WQX MonitoringLocationIdentifier; por_start and " +
    'por_end the period of record (as published, else from its results), which `datetime` filters on.',
  temporal: true,
  rows: () => `
    SELECT l.id,
           json_build_object('identifier', i.identifier, 'name', l.name, 'description', l.description, 'type', t.name,
             'county', l.county, 'huc_8', l.huc_8, 'huc_12', l.huc_12, 'is_ccbwqa', l.is_ccbwqa, 'active', l.active, 'telem', l.telem,
             'por_start', por.por_start, 'por_end', por.por_end, 'notes', l.notes) AS properties,
           jsonb_build_object('type', 'Point', 'coordinates', jsonb_build_array(l.longitude, l.latitude)) AS geometry,
           l.longitude AS min_x, l.latitude AS min_y, l.longitude AS max_x, l.latitude AS max_y, por.por_start AS t_start, por.por_end AS t_end
      FROM locations l
      JOIN location_types t ON t.id = l.type_id
      JOIN location_identifiers i ON i.location_id = l.id
      CROSS JOIN LATERAL (SELECT coalesce(l.por_start, min(rs.por_start)) AS por_start, coalesce(l.por_end, max(rs.por_end)) AS por_end
                            FROM result_series rs WHERE rs.location_id = l.id) por`,
};

const PROJECTS: Collection = {
  id: 'projects',
  title: 'Pollution abatement projects',
  description: 'Pollution reduction facilities, stream reclamations and wetlands of the basin; `datetime` filters on the year completed.',
  temporal: true,
  rows: (_parameter, withBbox) => `
    SELECT p.id,
           json_build_object('name', p.name, 'project_type', p.project_type, 'year_completed', p.year_completed, 'description', p.description) AS properties,
           p.geometry, b.min_x, b.min_y, b.max_x, b.max_y,
           make_date(p.year_completed, 1, 1) AS t_start, make_date(p.year_completed, 12, 31) AS t_end
      FROM pollution_abatement_projects p ${bboxOf('p.geometry', withBbox)}`,
};

/** A map source as a collection, titled by the layers panel's groups of its layers and its id: 'Hydrology: streams'. */
function mapCollection({ id: sourceId, layers, groups }: { id: string; layers: string; groups: string }): Collection {
  return {
    id: `${MAP_COLLECTION_PREFIX}${sourceId}`,
    title: `${groups}: ${sourceId}`,
    description: `The features of the map source '${sourceId}' (map layers: ${layers}). They have no period: \`datetime\` matches none.`,
    temporal: false,
    rows: (parameter, withBbox) => `
      SELECT f.id, f.properties, f.geometry, b.min_x, b.min_y, b.max_x, b.max_y, NULL::date AS t_start, NULL::date AS t_end
        FROM map_features f ${bboxOf('f.geometry', withBbox)}
       WHERE f.source_id = ${parameter(sourceId)}`,
  };
}

/**
 * The collections a caller may see: locations, projects, and each GeoJSON map source with features that
 * a layer draws. A source drawn only by staff layers (`requires_auth`) is listed only when
 * `includeStaff` (a verified sign-in), as /public-map/sources decides.
 */
export async function collections(db: Database, { includeStaff, id }: { includeStaff: boolean; id?: string }): Promise<Collection[]> {
  const sourceId = id?.startsWith(MAP_COLLECTION_PREFIX) ? id.slice(MAP_COLLECTION_PREFIX.length) : null;
  const fixed = [LOCATIONS, PROJECTS].filter((collection) => id === undefined || collection.id === id);
  if (id !== undefined && sourceId === null) return fixed;
  const { rows } = await db.query<{ id: string; layers: string; groups: string }>(
    `SELECT s.id, string_agg(l.id, ', ' ORDER BY l.draw_order, l.id) AS layers,
            string_agg(DISTINCT coalesce(l.lre_properties ->> 'layerGroup', l.id), ', ') AS groups
       FROM map_sources s JOIN map_layers l ON l.source_id = s.id
      WHERE s.type = 'geojson' AND EXISTS (SELECT 1 FROM map_features f WHERE f.source_id = s.id) AND ($2::text IS NULL OR s.id = $2)
      GROUP BY s.id
     HAVING $1 OR NOT bool_and(l.requires_auth)
      ORDER BY s.id`,
    [includeStaff, sourceId],
  );
  return [...fixed, ...rows.map((row) => mapCollection(row))];
}

/** SQL parameters in order: `parameter(value)` adds one and gives its placeholder. */
function parameters(): { values: unknown[]; parameter: (value: unknown) => string } {
  const values: unknown[] = [];
  return { values, parameter: (value) => `$${values.push(value)}` };
}

export interface Extent {
  bbox: [number, number, number, number] | null;
  interval: [string | null, string | null] | null;
}

/** The bounding box of every feature, and the first and last date of their periods (null when there is none). */
export async function extentOf(db: Database, collection: Collection): Promise<Extent> {
  const { values, parameter } = parameters();
  const { rows } = await db.query<{ min_x: number | null; min_y: number; max_x: number; max_y: number; t_start: string | null; t_end: string | null }>(
    `SELECT min(min_x) AS min_x, min(min_y) AS min_y, max(max_x) AS max_x, max(max_y) AS max_y, min(t_start) AS t_start, max(t_end) AS t_end
       FROM (${collection.rows(parameter, true)}) r`,
    values,
  );
  const row = rows[0]!;
  return {
    bbox: row.min_x === null ? null : [row.min_x, row.min_y, row.max_x, row.max_y],
    interval: collection.temporal && row.t_start !== null ? [row.t_start, row.t_end] : null,
  };
}

export interface Feature {
  type: 'Feature';
  id: number;
  geometry: { type: string; coordinates?: unknown };
  properties: Record<string, unknown>;
}

export interface FeaturePage {
  numberMatched: number;
  features: Feature[];
}

const FEATURE_JSON = `json_build_object('type', 'Feature', 'id', id, 'geometry', geometry, 'properties', properties)`;

/** One page of the features matching the filters, in id order, and how many match in all. */
export async function features(
  db: Database,
  collection: Collection,
  { bbox, datetime, limit, offset }: { bbox: Bbox | null; datetime: DateInterval | null; limit: number; offset: number },
): Promise<FeaturePage> {
  const { values, parameter } = parameters();
  const conditions: string[] = [];
  if (bbox) {
    conditions.push(
      `max_x >= ${parameter(bbox.minLon)} AND min_x <= ${parameter(bbox.maxLon)} AND max_y >= ${parameter(bbox.minLat)} AND min_y <= ${parameter(bbox.maxLat)}`,
    );
  }
  if (datetime) {
    // Periods that intersect the interval; a feature without a period matches no datetime.
    conditions.push(
      `t_start IS NOT NULL AND (${parameter(datetime.end)}::date IS NULL OR t_start <= ${parameter(datetime.end)}::date)` +
        ` AND (${parameter(datetime.start)}::date IS NULL OR coalesce(t_end, 'infinity'::date) >= ${parameter(datetime.start)}::date)`,
    );
  }
  const { rows } = await db.query<FeaturePage>(
    `WITH matched AS (SELECT * FROM (${collection.rows(parameter, bbox !== null)}) r ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''})
     SELECT (SELECT count(*)::integer FROM matched) AS "numberMatched",
            coalesce((SELECT json_agg(${FEATURE_JSON} ORDER BY id)
                        FROM (SELECT * FROM matched ORDER BY id LIMIT ${parameter(limit)} OFFSET ${parameter(offset)}) page), '[]'::json) AS features`,
    values,
  );
  return rows[0]!;
}

/** The feature of the collection with this id; null when it has none. */
export async function feature(db: Database, collection: Collection, id: number): Promise<Feature | null> {
  const { values, parameter } = parameters();
  const { rows } = await db.query<{ feature: Feature }>(`SELECT ${FEATURE_JSON} AS feature FROM (${collection.rows(parameter, false)}) r WHERE id = ${parameter(id)}`, values);
  return rows[0]?.feature ?? null;
}
