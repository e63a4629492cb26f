import type { Database } from '../../../db/types';
import type { MapLayer, MapSource } from '../../../schemas';

/** Map sources; a GeoJSON source carries its features (from map_features) as a FeatureCollection. */
export async function mapSources(db: Database): Promise<MapSource[]> {
  const { rows } = await db.query<MapSource>(
    `SELECT s.id, s.type, s.url, s.attribution,
            CASE WHEN s.type = 'geojson' THEN json_build_object(
              'type', 'FeatureCollection',
              'features', coalesce((SELECT json_agg(json_build_object('type', 'Feature', 'id', f.id, 'properties', f.properties, 'geometry', f.geometry) ORDER BY f.id)
                                      FROM map_features f WHERE f.source_id = s.id), '[]'::json))
            END AS data
       FROM map_sources s
      ORDER BY s.id`,
  );
  return rows;
}

/**
 * Layer definitions in draw order. Staff layers (`requires_auth`) only for a caller whose identity
 * was verified: the sign-in issue passes `includeStaffLayers: true` from a verified token, never from
 * anything the client sends.
 */
export async function mapLayers(db: Database, { includeStaffLayers }: { includeStaffLayers: boolean }): Promise<MapLayer[]> {
  const { rows } = await db.query<MapLayer>(
    `SELECT id, type, source_id AS source, layout, paint, filter, draw_order AS "drawOrder", legend_order AS "legendOrder",
            lre_properties AS "lreProperties"
       FROM map_layers
      WHERE $1 OR NOT requires_auth
      ORDER BY draw_order, id`,
    [includeStaffLayers],
  );
  return rows;
}
