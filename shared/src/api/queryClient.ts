import { QueryClient } from '@tanstack/react-query';

/** Spec 02 §9: query results are fresh for 5 minutes and retained for 30. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 30 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, gcTime: QUERY_GC_TIME_MS, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
