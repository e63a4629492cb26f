import { defineRoute } from '../../../contract/defineRoute';
import { TelemetryLocationsResponseSchema } from '../../../schemas/explore';

export const getTelemetryLocations = defineRoute({
  method: 'GET',
  url: '/list-locations-telem',
  summary: 'Locations with 15-minute telemetry',
  tags: ['explore'],
  response: TelemetryLocationsResponseSchema,
});
