import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@basin/shared';
import type { WqSummaryRow } from '@basin/api/schemas';
import { mapKeys } from './keys';

/** A period of the statistics, ISO dates. */
export interface SummaryPeriod {
  start: string;
  end: string;
}

/** GET /api/public-map/wq-summary?startDate&endDate: the summary rows of a period (computed on first request). */
export function fetchWqSummary(period: SummaryPeriod): Promise<WqSummaryRow[]> {
  return apiFetch<WqSummaryRow[]>(`/public-map/wq-summary?${new URLSearchParams({ startDate: period.start, endDate: period.end })}`);
}

export const wqSummaryQuery = (period: SummaryPeriod) =>
  queryOptions({ queryKey: mapKeys.of('wq-summary', { start: period.start, end: period.end }), queryFn: () => fetchWqSummary(period) });

export function useWqSummary(period: SummaryPeriod, enabled: boolean) {
  return useQuery({ ...wqSummaryQuery(period), enabled });
}
