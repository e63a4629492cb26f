import { useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '@basin/shared';

/** GET /api/public-map/benchmark-scale-colors: colours and legend texts of the benchmark classes. */
export const benchmarkColorsQuery = apiGetQuery('/public-map/benchmark-scale-colors', {});

export function useBenchmarkColors() {
  return useQuery(benchmarkColorsQuery);
}
