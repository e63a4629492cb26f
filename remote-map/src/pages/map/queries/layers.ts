import { useQuery } from '@tanstack/react-query';
import { apiGetCallerQuery, useCallerId } from '@basin/shared';

/** Spec 01 §9: layer definitions are cached one day. */
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /api/public-map/layers through the shared client, which adds the bearer token when someone is
 * signed in (signed-in users get more layers). The key carries the caller (useCallerId), so signing in
 * refetches, and nothing is asked while a remembered sign-in is restored (staff would get the public list first).
 */
export const layersQuery = (callerId: string | null) => ({ ...apiGetCallerQuery('/public-map/layers', {}, callerId), staleTime: ONE_DAY_MS, gcTime: ONE_DAY_MS });

export function useLayers() {
  return useQuery(layersQuery(useCallerId()));
}
