import { Type } from 'typebox';
import { defineRoute } from '../../../../contract/defineRoute';
import { ResultRowSchema, YearComparisonQuerySchema } from '../../../../schemas/analysis';

export const getYearComparison = defineRoute({
  method: 'GET',
  url: '/results-simple/year-comparison',
  summary: 'Every result of a location and parameter, for the year comparison',
  tags: ['analysis'],
  query: YearComparisonQuerySchema,
  response: Type.Array(ResultRowSchema),
  errors: [400],
});
