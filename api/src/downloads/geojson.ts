// The locations of a Query & Download selection as a GeoJSON FeatureCollection (RFC 7946: WGS 84
// longitude, latitude), issue 18 "Export" (docs/exports.md).

/** A location as the file describes it (routes/(caller-dependent)/download-user-selected-locations reads them). */
export interface LocationRow {
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

/** The locations as a FeatureCollection, each with its properties and its point (longitude, latitude). */
export function featureCollection(rows: readonly LocationRow[]): LocationFeatureCollection {
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
