import type { Translate } from '@basin/shared';
import { DEFAULT_MAP_URL_STATE, type MapUrlState } from './urlState';

/** The URL fields of the filter bar's filters, which "Reset filters" sets back to their defaults. */
export const FILTER_FIELDS = ['locationTypes', 'parameterGroups', 'hasTelemetry', 'isActive', 'isCcbwqa', 'minRecords'] as const satisfies ReadonlyArray<keyof MapUrlState>;

/**
 * What the page says about the filters' result, on screen when nothing is left and to screen readers
 * always (politely): "12 of 148 locations shown", "0 of 148 locations match these filters".
 */
export function filterCountMessage(t: Translate, shown: number, total: number | undefined): string {
  if (total === undefined) return t('map.status.loading');
  const count = (value: number) => t.intl.formatNumber(value);
  return shown === 0 ? t('map.status.noneMatch', { total: count(total) }) : t('map.status.shown', { shown: count(shown), total: count(total) });
}

/** The state with the default filters (all types and groups, Is Active and Is CCBWQA, the mode's Min Records); the rest kept. */
export function withDefaultFilters(state: MapUrlState): MapUrlState {
  const next = { ...state };
  for (const field of FILTER_FIELDS) (next as Record<string, unknown>)[field] = DEFAULT_MAP_URL_STATE[field];
  return next;
}
