import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@basin/shared';
import type { MapFilters } from '@basin/api/schemas';
import { mapKeys } from './keys';

/** GET /api/public-map/filters: location types, parameter groups, parameters, analysis and flow options, current period. */
export function fetchFilters(): Promise<MapFilters> {
  return apiFetch<MapFilters>('/public-map/filters');
}

export const filtersQuery = queryOptions({ queryKey: mapKeys.of('filters'), queryFn: fetchFilters });

export function useFilters() {
  return useQuery(filtersQuery);
}
