import { defineRoute } from '../../../contract/defineRoute';
import { SiteStatusParamsSchema, SiteStatusQuerySchema, SiteStatusSchema } from '../../../schemas/siteStatus';

/** What the status card's answer holds, for a location or the reservoir. */
export const STATUS_CARD_WHAT = "for each key parameter, the standing of the latest complete water year (the reservoir's chlorophyll-a: growing season) and the Seasonal Kendall trend over the whole record and the last ten water years";

export const getSiteStatus = defineRoute({
  method: 'GET',
  url: '/site-status/:locationId',
  summary: `One location: ${STATUS_CARD_WHAT}`,
  tags: ['analysis'],
  params: SiteStatusParamsSchema,
  query: SiteStatusQuerySchema,
  response: SiteStatusSchema,
  errors: [400],
});
