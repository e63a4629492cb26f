// GET /site-status/{locationId} and /site-status/reservoir (issue 30): the status card's one endpoint,
// with its fetcher, its query options and its hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiGetQuery } from '@basin/shared';

/** Whose status: a location id, or the reservoir as a whole (CCR-1, CCR-2 and CCR-3 pooled). */
export type StatusSubject = number | 'reservoir';

export const fetchSiteStatus = (subject: StatusSubject, signal?: AbortSignal) =>
  subject === 'reservoir'
    ? apiGet('/site-status/reservoir', { query: {}, signal })
    : apiGet('/site-status/:locationId', { params: { locationId: subject }, query: {}, signal });

/** Keyed as apiGetQuery keys each of the two routes, `['api', path, input]`; one hook for both (their answer is the same). */
export const siteStatusQuery = (subject: StatusSubject) => {
  const { queryKey } = subject === 'reservoir' ? apiGetQuery('/site-status/reservoir', { query: {} }) : apiGetQuery('/site-status/:locationId', { params: { locationId: subject }, query: {} });
  return queryOptions({ queryKey: queryKey as readonly unknown[], queryFn: ({ signal }) => fetchSiteStatus(subject, signal) });
};

export const useSiteStatus = (subject: StatusSubject) => useQuery(siteStatusQuery(subject));
