import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapSource } from '@basin/api/schemas';
// By package name, not a relative path: this module is bundled into each app, and only the
// federation singleton @basin/shared holds the loaded run-time configuration.
import { apiFetch, queryKeys, useCallerId } from '@basin/shared';

const keys = queryKeys('shared-map');

/** GET /api/public-map/sources: the portal's map data (basin, streams, reservoir, counties, ...) as GeoJSON sources. */
export function fetchMapSources(): Promise<MapSource[]> {
  return apiFetch<MapSource[]>('/public-map/sources');
}

/**
 * Keyed by the caller (useCallerId): staff also receive the sources of the staff layers, so signing in
 * refetches; while a remembered sign-in is restored nothing is asked, so staff never fetch the public set first.
 */
export const mapSourcesQuery = (callerId: string | null) =>
  queryOptions({ queryKey: keys.of('sources', { callerId }), queryFn: fetchMapSources, staleTime: 24 * 60 * 60 * 1000, enabled: callerId !== null });

export function useMapSources() {
  return useQuery(mapSourcesQuery(useCallerId()));
}
