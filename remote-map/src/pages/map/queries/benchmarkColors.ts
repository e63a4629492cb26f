import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@basin/shared';
import type { BenchmarkScaleColor } from '@basin/api/schemas';
import { mapKeys } from './keys';

/** GET /api/public-map/benchmark-scale-colors: colours and legend texts of the benchmark classes. */
export function fetchBenchmarkColors(): Promise<BenchmarkScaleColor[]> {
  return apiFetch<BenchmarkScaleColor[]>('/public-map/benchmark-scale-colors');
}

export const benchmarkColorsQuery = queryOptions({ queryKey: mapKeys.of('benchmark-scale-colors'), queryFn: fetchBenchmarkColors });

export function useBenchmarkColors() {
  return useQuery(benchmarkColorsQuery);
}
