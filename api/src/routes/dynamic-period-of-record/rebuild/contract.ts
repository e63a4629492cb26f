import { defineRoute } from '../../../contract/defineRoute';
import { REBUILD_NO_UPDATE_MESSAGE } from '../../../domain';
import { RebuildBodySchema, RebuildResponseSchema } from '../../../schemas/summary';

export const postRebuild = defineRoute({
  method: 'POST',
  url: '/dynamic-period-of-record/rebuild',
  summary: 'Compute the water-quality summary of a period (background job)',
  description:
    `Answers at once: 200 with '${REBUILD_NO_UPDATE_MESSAGE}' when that period is already computed; 202 when its ` +
    'computation starts or is already running (the request joins it, on this replica or another). The period is then ' +
    'read with GET /public-map/wq-summary?startDate=…&endDate=…; nobody else\'s view changes.',
  tags: ['summaries'],
  body: RebuildBodySchema,
  response: RebuildResponseSchema,
  otherResponses: { 202: RebuildResponseSchema },
  errors: [400, 429],
});
