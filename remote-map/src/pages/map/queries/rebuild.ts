import { apiFetch } from '@basin/shared';
import type { RebuildStatus } from '@basin/api/schemas';

/** POST /api/dynamic-period-of-record/rebuild: starts (or joins) the computation of a period's summary. */
export function startRebuild(startDate: string, endDate: string): Promise<{ message: string; status: 'running' | 'complete' }> {
  return apiFetch('/dynamic-period-of-record/rebuild', { method: 'POST', body: JSON.stringify({ startDate, endDate }) });
}

/** GET /api/dynamic-period-of-record/status?startDate&endDate: the state of that period's computation. */
export function fetchRebuildStatus(startDate: string, endDate: string): Promise<RebuildStatus> {
  return apiFetch<RebuildStatus>(`/dynamic-period-of-record/status?${new URLSearchParams({ startDate, endDate })}`);
}
