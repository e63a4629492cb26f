import { QueryClient } from '@tanstack/react-query';
import { ApiError, UNAVAILABLE_STATUSES } from './apiFetch';

/** Spec 02 §9: query results are fresh for 5 minutes and retained for 30. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 30 * 60 * 1000;

/**
 * Whether a failed query is tried once more: a network failure or a server error (500) is, once.
 * Not an answer asking again cannot change (4xx: a bad request, a refused token, too many requests),
 * nor a briefly unavailable service (502-504): apiResponse has already waited and asked again, and
 * another round would multiply the visitor's wait.
 */
export function retryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (error instanceof ApiError) return error.status >= 500 && !UNAVAILABLE_STATUSES.has(error.status);
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, gcTime: QUERY_GC_TIME_MS, retry: retryQuery, refetchOnWindowFocus: false },
    },
  });
}
