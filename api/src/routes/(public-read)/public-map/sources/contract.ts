import { defineRoute } from '../../../../contract/defineRoute';
import { MapSourcesResponseSchema } from '../../../../schemas/publicMap';

export const getMapSources = defineRoute({
  method: 'GET',
  url: '/public-map/sources',
  summary: 'Map sources; GeoJSON sources include their features',
  description: 'Public sources; with a valid bearer token also the sources of the staff layers. Varies by Authorization.',
  tags: ['public map'],
  response: MapSourcesResponseSchema,
});
