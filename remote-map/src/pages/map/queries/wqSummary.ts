import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@basin/shared';
import type { WqSummaryRow } from '@basin/api/schemas';
import { mapKeys } from './keys';

/** GET /api/public-map/wq-summary: the summary rows of the current period (graph mode colours and analytics). */
export function fetchWqSummary(): Promise<WqSummaryRow[]> {
  return apiFetch<WqSummaryRow[]>('/public-map/wq-summary');
}

export const wqSummaryQuery = queryOptions({ queryKey: mapKeys.of('wq-summary'), queryFn: fetchWqSummary });

export function useWqSummary(enabled: boolean) {
  return useQuery({ ...wqSummaryQuery, enabled });
}
