import { defineRoute } from '../../../contract/defineRoute';
import { PrecipitationQuerySchema, PrecipitationResponseSchema } from '../../../schemas/explore';

// The spec's path ends with a slash: registered as '/' under the folder, it answers with and without it.
export const getPrecipitation = defineRoute({
  method: 'GET',
  url: '/ts-precip-daily-cumulative/',
  summary: "Daily precipitation with 7-day, 30-day and water-year-to-date totals (inches) at the basin's rain gauges (the demo's 155 and 156), optionally for a range of days",
  tags: ['explore'],
  query: PrecipitationQuerySchema,
  response: PrecipitationResponseSchema,
  errors: [400],
});
