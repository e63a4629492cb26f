import { defineRoute } from '../../../../contract/defineRoute';
import { MapLocationsResponseSchema } from '../../../../schemas/publicMap';
import { PeriodQuerySchema } from '../../../../schemas/summary';

export const getWells = defineRoute({
  method: 'GET',
  url: '/public-map/wells',
  summary: 'Every monitoring location with geometry, record counts and parameters per flow (filtered on the client)',
  description: 'summary_benchmark_scale_median is the worst median class of the period startDate..endDate (default the baseline; computed first when new).',
  tags: ['public map'],
  query: PeriodQuerySchema,
  response: MapLocationsResponseSchema,
  errors: [400, 503],
});
