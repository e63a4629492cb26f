import { defineRoute } from '../../../contract/defineRoute';
import { SiteStatusQuerySchema, SiteStatusSchema } from '../../../schemas/siteStatus';
import { STATUS_CARD_WHAT } from '../_locationId/contract';

export const getReservoirStatus = defineRoute({
  method: 'GET',
  url: '/site-status/reservoir',
  summary: `The reservoir as a whole (CCR-1, CCR-2 and CCR-3 pooled): ${STATUS_CARD_WHAT}`,
  tags: ['analysis'],
  query: SiteStatusQuerySchema,
  response: SiteStatusSchema,
  errors: [400],
});
