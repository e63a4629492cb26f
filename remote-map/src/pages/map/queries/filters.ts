import { useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '@basin/shared';

/** GET /api/public-map/filters: location types, parameter groups, parameters, analysis and flow options, current period. */
export const filtersQuery = apiGetQuery('/public-map/filters', {});

export function useFilters() {
  return useQuery(filtersQuery);
}
