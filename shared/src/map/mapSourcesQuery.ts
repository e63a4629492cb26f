import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapSource } from '@basin/api/schemas';
// By package name, not a relative path: this module is bundled into each app, and only the
// federation singleton @basin/shared holds the loaded run-time configuration.
import { apiFetch, queryKeys, useBasinStore } from '@basin/shared';

const keys = queryKeys('shared-map');

/** GET /api/public-map/sources: the portal's map data (basin, streams, reservoir, counties, ...) as GeoJSON sources. */
export function fetchMapSources(): Promise<MapSource[]> {
  return apiFetch<MapSource[]>('/public-map/sources');
}

/** Keyed by the signed-in user: staff also receive the sources of the staff layers, so signing in refetches. */
export const mapSourcesQuery = (userId: string | null) =>
  queryOptions({ queryKey: keys.of('sources', { userId }), queryFn: fetchMapSources, staleTime: 24 * 60 * 60 * 1000 });

export function useMapSources() {
  const userId = useBasinStore((state) => state.user?.sub ?? null);
  return useQuery(mapSourcesQuery(userId));
}
