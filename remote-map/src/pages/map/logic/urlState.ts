import { ANALYSES, BASELINE_PERIOD, FLOWS, type Analysis, type Flow } from '@basin/api/domain';
// The basemap module alone (not the map's index, which loads deck.gl).
import { BASEMAP_ID_PATTERN } from '@basin/shared/map/basemaps';
import { createSerializer, createUrlReader, urlCodecs } from '@basin/shared/analysis/url';
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
 *   basemap   a basemap id (the spec's, e.g. 'satellite-streets', or a provider's, e.g. 'usgs-imagery':
 *             kept as given, the map shows the provider's closest); 'outdoors' when absent
 *   view      'lng,lat,zoom' of the map (5 and 2 decimals); absent = the default view
 *   layers    visible layer ids, comma-separated; absent = each layer's default, empty = none
 *   panel     'expanded'; compact when absent
 *   start, end  the period of the statistics (graph mode colours, results analytics), ISO dates;
 *             the baseline 2011-10-01..2021-09-30 when absent: a link reproduces a visitor's period
 * List items cannot contain commas (location type names, group names and layer ids do not); a list
 * may also come as repeated keys. 'true' and 'false' are read as '1' and '0' too, for hand-written links.
 * The fields are the analysis kit's URL codecs (`urlCodecs`, on nuqs' parsers), read with the kit's
 * createUrlReader and written with nuqs' createSerializer, so the map parses a link as the analysis
 * pages do; an invalid value is dropped with a console warning.
 */

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
  /** The statistics' period, ISO dates (the API computes any period on first request). */
  periodStart: string;
  periodEnd: string;
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
  periodStart: BASELINE_PERIOD.start,
  periodEnd: BASELINE_PERIOD.end,
});

/** Min Records in force: the user's value, or 1 in the explorer and 0 in graph mode. */
export function effectiveMinRecords(state: Pick<MapUrlState, 'mode' | 'minRecords'>): number {
  return state.minRecords ?? DEFAULT_MIN_RECORDS[state.mode];
}

/**
 * The colour-by choice a mode starts with (spec 01 §4): graph mode colours by WQ Data, the explorer by
 * location type. Defaulting per mode keeps a graph-mode link short and remembers a user's other choice.
 */
export function defaultColorBy(mode: MapMode): string {
  return mode === 'graph' ? 'wqData' : 'locationType';
}

/** A number with at most `decimals` decimals and no trailing zeros, to keep the URL short. */
function round(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}

/** The map's own field: 'lng,lat,zoom', rounded to about a metre and a hundredth of a zoom level. */
const viewCodec = urlCodecs.custom<NonNullable<MapUrlState['view']>>({
  parse: (value) => {
    const parts = value.split(',');
    if (parts.length !== 3 || parts.some((part) => part.trim() === '')) return null;
    const [lng = Number.NaN, lat = Number.NaN, zoom = Number.NaN] = parts.map(Number);
    const valid = Math.abs(lng) <= 180 && Math.abs(lat) <= 90 && zoom >= 0 && zoom <= 24;
    return valid ? { lng, lat, zoom } : null;
  },
  serialize: (view) => [round(view.lng, 5), round(view.lat, 5), round(view.zoom, 2)].join(','),
  eq: (a, b) => a.lng === b.lng && a.lat === b.lat && a.zoom === b.zoom,
});

const defaults = DEFAULT_MAP_URL_STATE;
/**
 * The codecs, by state field, in the order the parameters are written. A field with a default is left
 * out of the URL when it has it; an optional one (null = not chosen) when it is null. `colorBy` is null
 * here when it is the mode's own.
 */
const MAP_URL_CODECS = {
  mode: urlCodecs.oneOf(MAP_MODES, defaults.mode),
  locationTypes: urlCodecs.optionalStringList(),
  parameterGroups: urlCodecs.optionalStringList(),
  hasTelemetry: urlCodecs.flag(defaults.hasTelemetry),
  isActive: urlCodecs.flag(defaults.isActive),
  isCcbwqa: urlCodecs.flag(defaults.isCcbwqa),
  minRecords: urlCodecs.optionalWholeNumber(),
  analysis: urlCodecs.oneOf(ANALYSES, defaults.analysis),
  flow: urlCodecs.oneOf(FLOWS, defaults.flow),
  // A link whose parameter list has an invalid id keeps the valid ones.
  parameters: urlCodecs.idList(defaults.parameters, { skipInvalid: true }),
  location: urlCodecs.optionalId(),
  colorBy: urlCodecs.optionalString(/^[A-Za-z][\w-]{0,63}$/),
  basemap: urlCodecs.custom<string>({ parse: (value) => (BASEMAP_ID_PATTERN.test(value) ? value : null), serialize: String }).withDefault(defaults.basemap),
  view: viewCodec,
  layers: urlCodecs.optionalStringList(),
  panel: urlCodecs.oneOf(PANELS, defaults.panel),
  periodStart: urlCodecs.isoDate(defaults.periodStart),
  periodEnd: urlCodecs.isoDate(defaults.periodEnd),
};
const urlKeys = {
  locationTypes: 'types',
  parameterGroups: 'groups',
  hasTelemetry: 'telem',
  isActive: 'active',
  isCcbwqa: 'ccbwqa',
  minRecords: 'min',
  parameters: 'params',
  location: 'loc',
  colorBy: 'color',
  periodStart: 'start',
  periodEnd: 'end',
} as const satisfies Partial<Record<keyof typeof MAP_URL_CODECS, string>>;
const readMapUrl = createUrlReader(MAP_URL_CODECS, { urlKeys });
const serializeMapUrl = createSerializer(MAP_URL_CODECS, { urlKeys });

/** Reads the page state from the URL; never throws, whatever the link holds. */
export function readMapUrlState(params: URLSearchParams): MapUrlState {
  const read = readMapUrl(params);
  // Copies: the codecs' defaults are shared, a state's lists are its own.
  const copy = <T>(list: readonly T[] | null) => (list === null ? null : [...list]);
  return {
    ...read,
    locationTypes: copy(read.locationTypes),
    parameterGroups: copy(read.parameterGroups),
    parameters: [...read.parameters],
    colorBy: read.colorBy ?? defaultColorBy(read.mode),
    layers: copy(read.layers),
  };
}

/**
 * The query string ('?…', or '' when nothing is left) for the state: `base` with its map parameters
 * replaced (others, such as a shared link's tracking parameters, are kept) and values equal to their
 * defaults left out. Commas stay readable, as in the analysis pages' URLs.
 */
export function mapUrlSearch(state: MapUrlState, base?: URLSearchParams): string {
  // The map's parameters go after the others, in their own order.
  const others = new URLSearchParams(serializeMapUrl(new URLSearchParams(base), null));
  return serializeMapUrl(others, { ...state, colorBy: state.colorBy === defaultColorBy(state.mode) ? null : state.colorBy });
}

/** The URL parameters for the state (see mapUrlSearch). */
export function writeMapUrlState(state: MapUrlState, base?: URLSearchParams): URLSearchParams {
  return new URLSearchParams(mapUrlSearch(state, base));
}
