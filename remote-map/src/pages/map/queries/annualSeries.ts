import { useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '@basin/shared';
import { normaliseParameterIds } from './dailySeries';

/** GET /api/public-map/wq-time-series/annual/{locationId}/{parameterIds}: medians and 85th percentiles per water year and flow. */
export const annualSeriesQuery = (locationId: number, parameterIds: readonly number[]) =>
  apiGetQuery('/public-map/wq-time-series/annual/:locationId/:parameterIds', { params: { locationId, parameterIds: normaliseParameterIds(parameterIds) } });

/** The annual series of the selected location and parameters; idle until both are chosen. */
export function useAnnualSeries(locationId: number | null, parameterIds: number[]) {
  const enabled = locationId !== null && parameterIds.length > 0;
  return useQuery({ ...annualSeriesQuery(locationId ?? 0, parameterIds), enabled });
}
