import type { MapUrlState } from './urlState';

/** Colour-by choices (the colour-by popover), each with its label's key. 'wqData' colours by benchmark class and needs graph mode's summary. */
export const COLOR_BY_OPTIONS = [
  { value: 'locationType', labelKey: 'map.colorBy.locationType' },
  { value: 'wqData', labelKey: 'map.colorBy.wqData' },
  { value: 'county', labelKey: 'map.colorBy.county' },
  { value: 'parameterGroupFav', labelKey: 'map.colorBy.parameterGroupFav' },
] as const;
export type ColorBy = (typeof COLOR_BY_OPTIONS)[number]['value'];

export function asColorBy(value: string): ColorBy {
  return COLOR_BY_OPTIONS.find((option) => option.value === value)?.value ?? 'locationType';
}

/**
 * Spec 01 §4: entering graph mode colours by WQ Data (the page also shows the legend and the results
 * panel and expands the Parameters accordion); Min Records goes back to the mode's default. The site
 * just chosen stays chosen (issue 30: the spec's client cleared it, so a visitor who picked a site and
 * then asked for its graphs got an empty panel); docs/decisions.md "Maps (issue 30)".
 */
export function enterGraphMode(state: MapUrlState): MapUrlState {
  return { ...state, mode: 'graph', colorBy: 'wqData', minRecords: null };
}

/** Spec 01 §4: leaving graph mode colours by location types (the page hides legend and panel and opens Layers). */
export function leaveGraphMode(state: MapUrlState): MapUrlState {
  return { ...state, mode: 'map', colorBy: 'locationType', minRecords: null };
}
