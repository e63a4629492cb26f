import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, useBasinStore } from '@basin/shared';
import type { MapLayer } from '@basin/api/schemas';
import { mapKeys } from './keys';

/** Spec 01 §9: layer definitions are cached one day. */
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /api/public-map/layers through the shared client, which adds the bearer token when someone is
 * signed in (signed-in users get more layers). The key carries the user, so signing in refetches.
 */
export function fetchLayers(): Promise<MapLayer[]> {
  return apiFetch<MapLayer[]>('/public-map/layers');
}

export const layersQuery = (userId: string | null) =>
  queryOptions({ queryKey: mapKeys.of('layers', { userId }), queryFn: fetchLayers, staleTime: ONE_DAY_MS, gcTime: ONE_DAY_MS });

export function useLayers() {
  const userId = useBasinStore((state) => state.user?.sub ?? null);
  return useQuery(layersQuery(userId));
}
