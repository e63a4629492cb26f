import { useQuery } from '@tanstack/react-query';
import { mapLocationsQuery } from '@basin/shared';

/**
 * GET /api/public-map/wells: every monitoring location; the page filters them itself (spec 01 §7).
 * The options every page asks them with (shared/src/api/queries.ts): the locations are cached once.
 */
export const wellsQuery = mapLocationsQuery;

export function useWells() {
  return useQuery(wellsQuery);
}
