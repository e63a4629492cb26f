import { Type } from 'typebox';
import { defineRoute } from '../../../contract/defineRoute';
import { GEOJSON_FILE_NAME } from '../../../schemas/downloads';
import { UuidBodySchema } from '../../../schemas/downloads';

/** The 200 answer as the OpenAPI document describes it (the schema too: the document shows it there). */
const FILE = `application/geo+json: the file '${GEOJSON_FILE_NAME}'`;

export const postDownloadUserSelectedLocations = defineRoute({
  method: 'POST',
  url: '/download-user-selected-locations',
  summary: "Download the locations of the caller's saved filter as GeoJSON",
  description:
    "application/geo+json: a FeatureCollection (RFC 7946, WGS 84 longitude and latitude) of the saved filter's locations, or of every location when the caller has saved none. Properties: id, identifier (the WQX MonitoringLocationIdentifier), name, description, type, county, huc_8, por_start and por_end (the published period of record), is_ccbwqa.",
  tags: ['downloads'],
  body: UuidBodySchema,
  file: { mediaType: 'application/geo+json', description: FILE, schema: Type.Unknown({ description: FILE }) },
  errors: [400, 403, 429],
});
