import { apiFetch } from '@basin/shared';
import type { RebuildStatus } from '@basin/api/schemas';

/** POST /api/dynamic-period-of-record/rebuild: starts (or joins) the summary rebuild for a period. */
export function startRebuild(startDate: string, endDate: string): Promise<{ message: string; status: 'running' | 'complete' }> {
  return apiFetch('/dynamic-period-of-record/rebuild', { method: 'POST', body: JSON.stringify({ startDate, endDate }) });
}

/** GET /api/dynamic-period-of-record/status. */
export function fetchRebuildStatus(): Promise<RebuildStatus> {
  return apiFetch<RebuildStatus>('/dynamic-period-of-record/status');
}
