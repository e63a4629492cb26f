import { Type } from 'typebox';
import { defineRoute } from '../../../contract/defineRoute';
import { YearlyStandardQuerySchema, YearlyStandardRowSchema } from '../../../schemas/analysis';

export const getYearlyStandard = defineRoute({
  method: 'GET',
  url: '/avg-yearly-standard-graph',
  summary: 'Photic-zone mean per reservoir station and year (July-September, or with season=annual the whole year), with the chlorophyll-a standard',
  tags: ['analysis'],
  query: YearlyStandardQuerySchema,
  response: Type.Array(YearlyStandardRowSchema),
  errors: [400],
});
