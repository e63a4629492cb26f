import { Type } from 'typebox';
import { defineRoute } from '../../../../contract/defineRoute';
import { CorrelationPointSchema, CorrelationQuerySchema } from '../../../../schemas/analysis';

export const getCorrelationGraph = defineRoute({
  method: 'GET',
  url: '/results-simple/correlation-graph',
  summary: 'Same-date pairs of two parameters per location (daily means, photic zone) with the least-squares fit of each location',
  tags: ['analysis'],
  query: CorrelationQuerySchema,
  response: Type.Array(CorrelationPointSchema),
  errors: [400],
});
