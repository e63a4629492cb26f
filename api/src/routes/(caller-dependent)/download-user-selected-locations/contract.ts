import { defineRoute } from '../../../contract/defineRoute';
import { GEOJSON_FILE_NAME } from '../../../downloads/geojson';
import { UuidBodySchema } from '../../../schemas/downloads';

export const postDownloadUserSelectedLocations = defineRoute({
  method: 'POST',
  url: '/download-user-selected-locations',
  summary: "Download the locations of the caller's saved filter as GeoJSON",
  description:
    "application/geo+json: a FeatureCollection (RFC 7946, WGS 84 longitude and latitude) of the saved filter's locations, or of every location when the caller has saved none. Properties: id, identifier (the WQX MonitoringLocationIdentifier), name, description, type, county, huc_8, por_start and por_end (the published period of record), is_ccbwqa.",
  tags: ['downloads'],
  body: UuidBodySchema,
  file: { mediaType: 'application/geo+json', description: `application/geo+json: the file '${GEOJSON_FILE_NAME}'` },
  errors: [400, 403, 429],
});
