import { defineRoute } from '../../../contract/defineRoute';
import { SiteSummaryQuerySchema, SiteSummaryResponseSchema } from '../../../schemas/locationsParamSummary';

export const getSiteSummary = defineRoute({
  method: 'GET',
  url: '/locations-param-summary',
  summary: 'Period of record of every location and parameter with results',
  tags: ['summaries'],
  query: SiteSummaryQuerySchema,
  response: SiteSummaryResponseSchema,
  errors: [400],
});
