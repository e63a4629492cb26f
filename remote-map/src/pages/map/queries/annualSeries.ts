import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@basin/shared';
import type { AnnualPoint } from '@basin/api/schemas';
import { normaliseParameterIds } from './dailySeries';
import { mapKeys } from './keys';

/** GET /api/public-map/wq-time-series/annual/{locationId}/{parameterIds}: medians and 85th percentiles per water year and flow. */
export function fetchAnnualSeries(locationId: number, parameterIds: readonly number[]): Promise<AnnualPoint[]> {
  return apiFetch<AnnualPoint[]>(`/public-map/wq-time-series/annual/${locationId}/${normaliseParameterIds(parameterIds).join(',')}`);
}

export const annualSeriesQuery = (locationId: number, parameterIds: readonly number[]) => {
  const ids = normaliseParameterIds(parameterIds);
  return queryOptions({
    queryKey: mapKeys.of('wq-time-series-annual', { locationId, parameterIds: ids }),
    queryFn: () => fetchAnnualSeries(locationId, ids),
  });
};

/** The annual series of the selected location and parameters; idle until both are chosen. */
export function useAnnualSeries(locationId: number | null, parameterIds: number[]) {
  const enabled = locationId !== null && parameterIds.length > 0;
  return useQuery({ ...annualSeriesQuery(locationId ?? 0, parameterIds), enabled });
}
