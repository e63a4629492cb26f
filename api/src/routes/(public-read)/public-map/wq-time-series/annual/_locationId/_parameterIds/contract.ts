import { defineRoute } from '../../../../../../../contract/defineRoute';
import { AnnualSeriesResponseSchema, TimeSeriesParamsSchema } from '../../../../../../../schemas/publicMap';

export const getAnnualSeries = defineRoute({
  method: 'GET',
  url: '/public-map/wq-time-series/annual/:locationId/:parameterIds',
  summary: 'Median and 85th percentile per water year and flow',
  tags: ['public map'],
  params: TimeSeriesParamsSchema,
  response: AnnualSeriesResponseSchema,
  errors: [400],
});
