import { defineRoute } from '../../../../contract/defineRoute';
import { BenchmarkScaleColorsResponseSchema } from '../../../../schemas/publicMap';

export const getBenchmarkScaleColors = defineRoute({
  method: 'GET',
  url: '/public-map/benchmark-scale-colors',
  summary: 'Colour and legend text of each benchmark class',
  tags: ['public map'],
  response: BenchmarkScaleColorsResponseSchema,
});
