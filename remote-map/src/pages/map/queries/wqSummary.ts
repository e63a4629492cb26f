import { useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '@basin/shared';

/** A period of the statistics, ISO dates. */
export interface SummaryPeriod {
  start: string;
  end: string;
}

/** GET /api/public-map/wq-summary?startDate&endDate: the summary rows of a period (computed on first request). */
export const wqSummaryQuery = (period: SummaryPeriod) => apiGetQuery('/public-map/wq-summary', { query: { startDate: period.start, endDate: period.end } });

export function useWqSummary(period: SummaryPeriod, enabled: boolean) {
  return useQuery({ ...wqSummaryQuery(period), enabled });
}
