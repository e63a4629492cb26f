import type { Database } from '../../../../db/types';
import type { MapSource } from '../../../../schemas';

/** Coordinate decimals of the GeoJSON answered: 5 is about 1 m, enough for a basin map (6, as stored, is 10 cm). */
export const COORDINATE_DECIMALS = 5;
const COORDINATE_SCALE = 10 ** COORDINATE_DECIMALS;

/** A geometry's coordinates (nested arrays of numbers) rounded to COORDINATE_DECIMALS, in place. */
export function roundCoordinates(coordinates: unknown): void {
  if (!Array.isArray(coordinates)) return;
  for (let index = 0; index < coordinates.length; index++) {
    const value: unknown = coordinates[index];
    if (typeof value === 'number') coordinates[index] = Math.round(value * COORDINATE_SCALE) / COORDINATE_SCALE;
    else roundCoordinates(value);
  }
}

interface GeoJsonGeometry {
  coordinates?: unknown;
  geometries?: GeoJsonGeometry[];
}

function roundGeometry(geometry: GeoJsonGeometry | null | undefined): void {
  if (!geometry) return;
  roundCoordinates(geometry.coordinates);
  for (const member of geometry.geometries ?? []) roundGeometry(member);
}

/**
 * Map sources; a GeoJSON source carries its features (from map_features) as a FeatureCollection. A
 * source drawn only by staff layers (`requires_auth`) is staff data too: left out unless
 * `includeStaffLayers` (from a verified sign-in, as for mapLayers). A source no layer draws (the
 * counties of the offline basemap) is public. Coordinates are rounded to COORDINATE_DECIMALS (issue 17:
 * about a tenth of the answer's bytes, nothing a map at basin scale shows).
 */
export async function mapSources(db: Database, { includeStaffLayers }: { includeStaffLayers: boolean }): Promise<MapSource[]> {
  const { rows } = await db.query<MapSource>(
    `SELECT s.id, s.type, s.url, s.attribution,
            CASE WHEN s.type = 'geojson' THEN json_build_object(
              'type', 'FeatureCollection',
              'features', coalesce((SELECT json_agg(json_build_object('type', 'Feature', 'id', f.id, 'properties', f.properties, 'geometry', f.geometry) ORDER BY f.id)
                                      FROM map_features f WHERE f.source_id = s.id), '[]'::json))
            END AS data
       FROM map_sources s
      WHERE $1
         OR NOT EXISTS (SELECT 1 FROM map_layers l WHERE l.source_id = s.id)
         OR EXISTS (SELECT 1 FROM map_layers l WHERE l.source_id = s.id AND NOT l.requires_auth)
      ORDER BY s.id`,
    [includeStaffLayers === true],
  );
  for (const row of rows) {
    const features = (row.data as { features?: Array<{ geometry?: GeoJsonGeometry | null }> } | null)?.features ?? [];
    for (const feature of features) roundGeometry(feature.geometry);
  }
  return rows;
}
