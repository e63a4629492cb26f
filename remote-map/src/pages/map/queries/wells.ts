import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@basin/shared';
import type { MapLocation } from '@basin/api/schemas';
import { mapKeys } from './keys';

/** GET /api/public-map/wells: every monitoring location; the page filters them itself (spec 01 §7). */
export function fetchWells(): Promise<MapLocation[]> {
  return apiFetch<MapLocation[]>('/public-map/wells');
}

export const wellsQuery = queryOptions({ queryKey: mapKeys.of('wells'), queryFn: fetchWells });

export function useWells() {
  return useQuery(wellsQuery);
}
