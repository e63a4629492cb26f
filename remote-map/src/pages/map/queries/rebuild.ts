import { apiGet, apiSend } from '@basin/shared';

/** POST /api/dynamic-period-of-record/rebuild: starts (or joins) the computation of a period's summary. */
export const startRebuild = (startDate: string, endDate: string) => apiSend('POST /dynamic-period-of-record/rebuild', { startDate, endDate });

/** GET /api/dynamic-period-of-record/status?startDate&endDate: the state of that period's computation. */
export const fetchRebuildStatus = (startDate: string, endDate: string) => apiGet('/dynamic-period-of-record/status', { query: { startDate, endDate } });
