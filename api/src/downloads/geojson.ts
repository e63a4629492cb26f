// The locations of a Query & Download selection as a GeoJSON FeatureCollection (RFC 7946: WGS 84
// longitude, latitude), issue 18 "Export" (docs/exports.md).
import type { Database } from '../db/types';

export const GEOJSON_FILE_NAME = 'Locations.geojson';

interface LocationRow {
  id: number;
  identifier: string;
  name: string;
  description: string;
  type: string;
  county: string | null;
  huc_8: string | null;
  por_start: string | null;
  por_end: string | null;
  is_ccbwqa: boolean;
  longitude: number;
  latitude: number;
}

export type LocationFeatureProperties = Omit<LocationRow, 'longitude' | 'latitude'>;

export interface LocationFeatureCollection {
  type: 'FeatureCollection';
  features: { type: 'Feature'; id: number; geometry: { type: 'Point'; coordinates: [number, number] }; properties: LocationFeatureProperties }[];
}

/** The locations of `ids` (null: every location), by id. The period of record is the one published with the location. */
export async function locationFeatures(db: Database, ids: readonly number[] | null): Promise<LocationFeatureCollection> {
  const { rows } = await db.query<LocationRow>(
    `SELECT l.id, li.identifier, l.name, l.description, lt.name AS type, l.county, l.huc_8,
            to_char(l.por_start, 'YYYY-MM-DD') AS por_start, to_char(l.por_end, 'YYYY-MM-DD') AS por_end,
            l.is_ccbwqa, l.longitude, l.latitude
       FROM locations l
       JOIN location_types lt ON lt.id = l.type_id
       JOIN location_identifiers li ON li.location_id = l.id
      WHERE $1::int[] IS NULL OR l.id = ANY($1::int[])
      ORDER BY l.id`,
    [ids],
  );
  return {
    type: 'FeatureCollection',
    features: rows.map(({ longitude, latitude, ...properties }) => ({
      type: 'Feature',
      id: properties.id,
      geometry: { type: 'Point', coordinates: [longitude, latitude] },
      properties,
    })),
  };
}
