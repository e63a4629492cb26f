import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, queryKeys } from '@basin/shared';
import type { SiteSummaryRow } from '@basin/api/schemas';

const keys = queryKeys('tools');

/** GET /api/locations-param-summary: every location x parameter with its period of record. */
export function fetchSiteSummary(): Promise<SiteSummaryRow[]> {
  return apiFetch<SiteSummaryRow[]>('/locations-param-summary');
}

export const siteSummaryQuery = queryOptions({ queryKey: keys.of('site-summary'), queryFn: fetchSiteSummary });

export function useSiteSummary() {
  return useQuery(siteSummaryQuery);
}
