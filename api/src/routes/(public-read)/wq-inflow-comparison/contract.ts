import { Type } from 'typebox';
import { defineRoute } from '../../../contract/defineRoute';
import { InflowComparisonQuerySchema, InflowComparisonRowSchema } from '../../../schemas/analysis';

export const getInflowComparison = defineRoute({
  method: 'GET',
  url: '/wq-inflow-comparison',
  summary: 'Monthly means at CC-10 and CT-2 for the chosen years',
  tags: ['analysis'],
  query: InflowComparisonQuerySchema,
  response: Type.Array(InflowComparisonRowSchema),
  errors: [400],
});
