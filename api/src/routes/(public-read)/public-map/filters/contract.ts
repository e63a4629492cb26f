import { defineRoute } from '../../../../contract/defineRoute';
import { MapFiltersSchema } from '../../../../schemas/publicMap';

export const getMapFilters = defineRoute({
  method: 'GET',
  url: '/public-map/filters',
  summary: 'Location types, parameter groups, parameters, analysis and flow options, and the default period of the summary (the baseline)',
  tags: ['public map'],
  response: MapFiltersSchema,
});
