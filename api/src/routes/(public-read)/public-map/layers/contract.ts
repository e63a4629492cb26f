import { defineRoute } from '../../../../contract/defineRoute';
import { MapLayersResponseSchema } from '../../../../schemas/publicMap';

export const getMapLayers = defineRoute({
  method: 'GET',
  url: '/public-map/layers',
  summary: 'Layer definitions with their lreProperties (legend group, popup settings, opacity links)',
  description:
    'Public layers; with a valid bearer token also the staff layers (requires_auth). The public answer is ' +
    "'Cache-Control: public, max-age=86400'; a signed-in caller's is private. Both vary by Authorization.",
  tags: ['public map'],
  response: MapLayersResponseSchema,
});
