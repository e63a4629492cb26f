import { Type } from 'typebox';
import { defineRoute } from '../../../../../../../contract/defineRoute';
import { ComparisonParamsSchema, ComparisonRecordSchema } from '../../../../../../../schemas/analysis';

export const getComparisonRecords = defineRoute({
  method: 'GET',
  url: '/ts-compare-daily-data/:parameterId/:locationIds/:startDate/:endDate',
  summary: 'One axis of the time series comparison',
  tags: ['analysis'],
  params: ComparisonParamsSchema,
  response: Type.Array(ComparisonRecordSchema),
  errors: [400],
});
