import { defineRoute } from '../../../../../../../contract/defineRoute';
import { DailySeriesResponseSchema, TimeSeriesParamsSchema } from '../../../../../../../schemas/publicMap';

export const getDailySeries = defineRoute({
  method: 'GET',
  url: '/public-map/wq-time-series/daily/:locationId/:parameterIds',
  summary: 'Every result of a location for the parameters, by date',
  tags: ['public map'],
  params: TimeSeriesParamsSchema,
  response: DailySeriesResponseSchema,
  errors: [400],
});
