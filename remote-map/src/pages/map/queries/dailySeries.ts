import { useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '@basin/shared';

/** The ids once each, in ascending order: the same selection gives the same URL and cache entry in any order. */
export function normaliseParameterIds(parameterIds: readonly number[]): number[] {
  return [...new Set(parameterIds)].sort((a, b) => a - b);
}

/** GET /api/public-map/wq-time-series/daily/{locationId}/{parameterIds}: every result of the parameters at the location. */
export const dailySeriesQuery = (locationId: number, parameterIds: readonly number[]) =>
  apiGetQuery('/public-map/wq-time-series/daily/:locationId/:parameterIds', { params: { locationId, parameterIds: normaliseParameterIds(parameterIds) } });

/** The daily series of the selected location and parameters; idle until both are chosen. */
export function useDailySeries(locationId: number | null, parameterIds: number[]) {
  const enabled = locationId !== null && parameterIds.length > 0;
  return useQuery({ ...dailySeriesQuery(locationId ?? 0, parameterIds), enabled });
}
