import { useQuery } from '@tanstack/react-query';
import type { Basin } from '@basin/api/schemas';
// By package name, not a relative path: only the federation singleton @basin/shared holds the run-time configuration.
import { apiGetQuery } from '@basin/shared';

/** GET /api/basin: the loaded basin package's basin.json (name, the map's first centre and zoom). */
export const basinQuery = () => ({ ...apiGetQuery('/basin', {}), staleTime: 24 * 60 * 60 * 1000, retry: false });

export function useBasin() {
  return useQuery(basinQuery());
}

/** The map view a basin starts from. */
export const basinView = (basin: Basin): { center: [number, number]; zoom: number } => ({ center: basin.map.center, zoom: basin.map.zoom });
