import { useQuery } from '@tanstack/react-query';
// By package name, not a relative path: this module is bundled into each app, and only the
// federation singleton @basin/shared holds the loaded run-time configuration.
import { apiGetCallerQuery, useCallerId } from '@basin/shared';

/**
 * GET /api/public-map/sources: the portal's map data (basin, streams, reservoir, counties, ...) as GeoJSON
 * sources. Keyed by the caller (apiGetCallerQuery): staff also receive the sources of the staff layers, so
 * signing in refetches; while a remembered sign-in is restored nothing is asked, so staff never fetch the public set first.
 */
export const mapSourcesQuery = (callerId: string | null) => ({ ...apiGetCallerQuery('/public-map/sources', {}, callerId), staleTime: 24 * 60 * 60 * 1000 });

export function useMapSources() {
  return useQuery(mapSourcesQuery(useCallerId()));
}
