import { ANALYSES, FLOWS, type Analysis, type Flow } from '@basin/api/domain';
import { DEFAULT_MIN_RECORDS, MAP_MODES, type MapMode } from './locationFilters';

/*
 * The map page keeps every choice in the URL, so a view can be bookmarked and shared. Parameters
 * (all optional; a missing or malformed one means its default, and defaults are not written):
 *   mode      'graph'; the explorer ('map') when absent
 *   types     location type names, comma-separated; absent = all types, empty ('types=') = none
 *   groups    parameter group names (MapLocation.parameter_groups), the same way
 *   telem     Has Telemetry, '1' or '0' (off by default)
 *   active    Is Active, '1' or '0' (on by default)
 *   ccbwqa    Is CCBWQA, '1' or '0' (on by default)
 *   min       Min Records, a whole number >= 0; absent = the mode's default (DEFAULT_MIN_RECORDS)
 *   analysis  'pctile'; median when absent
 *   flow      'baseflow' or 'stormflow'; alldata when absent
 *   params    selected parameter ids, comma-separated
 *   loc       selected location id
 *   color     the colour-by choice; absent = the mode's own (defaultColorBy)
 *   basemap   one of BASEMAPS; 'outdoors' when absent
 *   view      'lng,lat,zoom' of the map (5 and 2 decimals); absent = the default view
 *   layers    visible layer ids, comma-separated; absent = each layer's default, empty = none
 *   panel     'expanded'; compact when absent
 * List items cannot contain commas (location type names, group names and layer ids do not).
 * 'true' and 'false' are read as '1' and '0' too, for hand-written links.
 */
const MAP_URL_PARAMS = ['mode', 'types', 'groups', 'telem', 'active', 'ccbwqa', 'min', 'analysis', 'flow', 'params', 'loc', 'color', 'basemap', 'view', 'layers', 'panel'] as const;

/** The basemaps of the Basemaps accordion (spec 01 §9), by the ids the URL uses. */
export const BASEMAPS = ['outdoors', 'streets', 'satellite-streets', 'light', 'dark'] as const;
const PANELS = ['compact', 'expanded'] as const;

/** Everything about the map page that a link restores. */
export interface MapUrlState {
  mode: MapMode;
  /** null = all types */
  locationTypes: string[] | null;
  /** Group names; null = all groups. */
  parameterGroups: string[] | null;
  hasTelemetry: boolean;
  isActive: boolean;
  isCcbwqa: boolean;
  /** null = the mode's default (effectiveMinRecords) */
  minRecords: number | null;
  analysis: Analysis;
  flow: Flow;
  parameters: number[];
  location: number | null;
  colorBy: string;
  basemap: string;
  view: { lng: number; lat: number; zoom: number } | null;
  /** Visible layer ids; null = the layers' defaults. */
  layers: string[] | null;
  panel: 'compact' | 'expanded';
}

/** The page on entry (spec 01 §9): Is Active and Is CCBWQA on, median, all data, outdoors basemap. */
export const DEFAULT_MAP_URL_STATE: Readonly<MapUrlState> = Object.freeze({
  mode: 'map',
  locationTypes: null,
  parameterGroups: null,
  hasTelemetry: false,
  isActive: true,
  isCcbwqa: true,
  minRecords: null,
  analysis: 'median',
  flow: 'alldata',
  parameters: [],
  location: null,
  colorBy: 'locationType',
  basemap: 'outdoors',
  view: null,
  layers: null,
  panel: 'compact',
});

/** Min Records in force: the user's value, or 1 in the explorer and 0 in graph mode. */
export function effectiveMinRecords(state: Pick<MapUrlState, 'mode' | 'minRecords'>): number {
  return state.minRecords ?? DEFAULT_MIN_RECORDS[state.mode];
}

const WHOLE_NUMBER = /^\d{1,15}$/;
const COLOR_BY = /^[A-Za-z][\w-]{0,63}$/;

function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

function readFlag(value: string | null, fallback: boolean): boolean {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return fallback;
}

function readWholeNumber(value: string | null): number | null {
  return value !== null && WHOLE_NUMBER.test(value) ? Number(value) : null;
}

/** Trimmed, non-empty, distinct items; null when the parameter is absent. */
function readList(value: string | null): string[] | null {
  if (value === null) return null;
  return [...new Set(value.split(',').map((item) => item.trim()).filter((item) => item !== ''))];
}

function readIds(value: string | null): number[] {
  const ids = (readList(value) ?? []).map(readWholeNumber).filter((id): id is number => id !== null && id > 0);
  return [...new Set(ids)];
}

function readView(value: string | null): MapUrlState['view'] {
  const parts = value?.split(',') ?? [];
  if (parts.length !== 3 || parts.some((part) => part.trim() === '')) return null;
  const [lng = Number.NaN, lat = Number.NaN, zoom = Number.NaN] = parts.map(Number);
  const valid = Math.abs(lng) <= 180 && Math.abs(lat) <= 90 && zoom >= 0 && zoom <= 24;
  return valid ? { lng, lat, zoom } : null;
}

/**
 * The colour-by choice a mode starts with (spec 01 §4): graph mode colours by WQ Data, the explorer by
 * location type. Defaulting per mode keeps a graph-mode link short and remembers a user's other choice.
 */
export function defaultColorBy(mode: MapMode): string {
  return mode === 'graph' ? 'wqData' : 'locationType';
}

/** Reads the page state from the URL; never throws, whatever the link holds. */
export function readMapUrlState(params: URLSearchParams): MapUrlState {
  const defaults = DEFAULT_MAP_URL_STATE;
  const location = readWholeNumber(params.get('loc'));
  const colorBy = params.get('color');
  const mode = oneOf(MAP_MODES, params.get('mode'), defaults.mode);
  return {
    mode,
    locationTypes: readList(params.get('types')),
    parameterGroups: readList(params.get('groups')),
    hasTelemetry: readFlag(params.get('telem'), defaults.hasTelemetry),
    isActive: readFlag(params.get('active'), defaults.isActive),
    isCcbwqa: readFlag(params.get('ccbwqa'), defaults.isCcbwqa),
    minRecords: readWholeNumber(params.get('min')),
    analysis: oneOf(ANALYSES, params.get('analysis'), defaults.analysis),
    flow: oneOf(FLOWS, params.get('flow'), defaults.flow),
    parameters: readIds(params.get('params')),
    location: location !== null && location > 0 ? location : null,
    colorBy: colorBy !== null && COLOR_BY.test(colorBy) ? colorBy : defaultColorBy(mode),
    basemap: oneOf<string>(BASEMAPS, params.get('basemap'), defaults.basemap),
    view: readView(params.get('view')),
    layers: readList(params.get('layers')),
    panel: oneOf(PANELS, params.get('panel'), defaults.panel),
  };
}

/** A number with at most `decimals` decimals and no trailing zeros, to keep the URL short. */
function round(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}

/**
 * The URL parameters for the state: `base` with its map parameters replaced (others, such as a
 * shared link's tracking parameters, are kept) and values equal to their defaults left out.
 */
export function writeMapUrlState(state: MapUrlState, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of MAP_URL_PARAMS) params.delete(name);
  const defaults = DEFAULT_MAP_URL_STATE;
  const put = (name: (typeof MAP_URL_PARAMS)[number], value: string | null) => {
    if (value !== null) params.set(name, value);
  };
  const flag = (value: boolean, fallback: boolean) => (value === fallback ? null : value ? '1' : '0');
  const unlessDefault = <T extends string>(value: T, fallback: T) => (value === fallback ? null : value);

  put('mode', unlessDefault(state.mode, defaults.mode));
  put('types', state.locationTypes?.join(',') ?? null);
  put('groups', state.parameterGroups?.join(',') ?? null);
  put('telem', flag(state.hasTelemetry, defaults.hasTelemetry));
  put('active', flag(state.isActive, defaults.isActive));
  put('ccbwqa', flag(state.isCcbwqa, defaults.isCcbwqa));
  put('min', state.minRecords === null ? null : String(state.minRecords));
  put('analysis', unlessDefault(state.analysis, defaults.analysis));
  put('flow', unlessDefault(state.flow, defaults.flow));
  put('params', state.parameters.length > 0 ? state.parameters.join(',') : null);
  put('loc', state.location === null ? null : String(state.location));
  put('color', unlessDefault(state.colorBy, defaultColorBy(state.mode)));
  put('basemap', unlessDefault(state.basemap, defaults.basemap));
  put('view', state.view && [round(state.view.lng, 5), round(state.view.lat, 5), round(state.view.zoom, 2)].join(','));
  put('layers', state.layers?.join(',') ?? null);
  put('panel', unlessDefault(state.panel, defaults.panel));
  return params;
}
