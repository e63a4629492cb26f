import { useCallback } from 'react';
import { sitePath } from '@basin/shared/links';
import { DEFAULT_MAP_URL_STATE } from './logic/urlState';
import { useMapUrlValue } from './useMapUrlState';

/** Links to site pages that carry the map's statistics period (left out when it is the baseline). */
export function useSitePath(): (site: number) => string {
  const start = useMapUrlValue((state) => state.periodStart);
  const end = useMapUrlValue((state) => state.periodEnd);
  const baseline = start === DEFAULT_MAP_URL_STATE.periodStart && end === DEFAULT_MAP_URL_STATE.periodEnd;
  return useCallback((site: number) => sitePath(site, baseline ? undefined : { start, end }), [baseline, start, end]);
}
