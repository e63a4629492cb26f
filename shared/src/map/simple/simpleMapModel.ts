// Pure parts of the simpler locations map (spec 01 "Simpler locations map", spec 02 "Shared map
// features", §9): constants, the selection-ring rule, points, legend entries and popup content.
// No deck.gl or map engine here, so all of it runs under jest.
import type { MapLocation } from '@basin/api/schemas';
// By package name: this module is bundled into each app; only the federation singleton holds the config.
import { currentT, getRuntimeConfig, hexToRgb, locationGroupNames, locationTypeLabel, tokens, type LocationType, type Translate } from '@basin/shared';
import { basemapSettingsOf, basemapsOf, engineKindOf, type Basemap, type BasemapId, type BasemapSettings, type BasemapSource, type SpecBasemapId } from '../basemaps';
import type { EngineKind } from '../engine';
import type { MapView } from '../useBasinMap';
import { formatDayMDY } from '../../analysis/charts/format';

/** Spec 01 §9 / 02 §9: the simpler map starts at zoom 9 on the basin. */
export const SIMPLE_MAP_VIEW: MapView = { center: [-104.816, 39.516], zoom: 9 };
/** Spec 02 §9: location labels from zoom 7. */
export const LABEL_MIN_ZOOM = 7;
/** Spec 02 §9: the site popup is 252 x 144 px (fixed; its content scrolls). */
export const POPUP_WIDTH = 252;
export const POPUP_HEIGHT = 144;
/** Spec 02 §9: default basemap streets. */
export const DEFAULT_SIMPLE_BASEMAP: BasemapId = 'streets';
/** The three Mapbox basemaps of the simpler map, default first. */
export const SIMPLE_BASEMAPS: readonly SpecBasemapId[] = ['streets', 'outdoors', 'satellite-streets'];
export const DEFAULT_SIMPLE_MAP_HEIGHT = 400;
export const SIMPLE_POINTS_LAYER_ID = 'simple-locations';

export const LOCATION_TYPES: readonly LocationType[] = ['Groundwater', 'Reservoir', 'Surface Water', 'Weather'];

export interface LocationSelection {
  left?: readonly number[];
  right?: readonly number[];
}

export type SelectionRing = 'left' | 'right' | 'both';
export type Rgb = [number, number, number];

/** Ring of a location on comparison maps: yellow left, red right, orange both (spec 02). */
export function selectionRing(id: number, selection: LocationSelection | undefined): SelectionRing | null {
  const left = selection?.left?.includes(id) ?? false;
  const right = selection?.right?.includes(id) ?? false;
  if (left && right) return 'both';
  if (left) return 'left';
  if (right) return 'right';
  return null;
}

/** Words for a ring, used by the text alternative and the legend (colour is never the only cue). */
export function ringLabel(t: Translate, ring: SelectionRing): string {
  if (ring === 'left') return t('shared.map.ring.left');
  if (ring === 'right') return t('shared.map.ring.right');
  return t('shared.map.ring.both');
}

export interface SimplePoint {
  id: number;
  position: [number, number];
  color: Rgb;
  ring: SelectionRing | null;
  ringColor: Rgb | null;
  location: MapLocation;
}

/** Points of the locations with finite coordinates, coloured by type, with their selection ring. */
export function toSimplePoints(locations: readonly MapLocation[], selection: LocationSelection | undefined): SimplePoint[] {
  return locations
    .filter((location) => Number.isFinite(location.longitude_dd) && Number.isFinite(location.latitude_dd))
    .map((location) => {
      const ring = selectionRing(location.locationid, selection);
      return {
        id: location.locationid,
        position: [location.longitude_dd, location.latitude_dd],
        color: hexToRgb(locationTypeColor(location.location_type)),
        ring,
        ringColor: ring ? hexToRgb(tokens.selectionRings[ring]) : null,
        location,
      };
    });
}

export function isSimplePoint(value: unknown): value is SimplePoint {
  return typeof value === 'object' && value !== null && 'location' in value && 'position' in value && 'ring' in value;
}

export function locationTypeColor(type: string): string {
  return (tokens.locationTypeColors as Record<string, string>)[type] ?? tokens.benchmarkColors[0];
}

export interface LegendEntry {
  type: LocationType;
  color: string;
  count: number;
}

/** All four types in a fixed order (the spec's colours are fixed), each with how many are shown. */
export function legendEntries(locations: readonly MapLocation[]): LegendEntry[] {
  return LOCATION_TYPES.map((type) => ({
    type,
    color: tokens.locationTypeColors[type],
    count: locations.filter((location) => location.location_type === type).length,
  }));
}

/** Label text and halo (CSS colours) per basemap: light text on the dark and satellite basemaps. */
export function labelColors(basemap: BasemapId): { text: string; halo: string } {
  return basemap === 'dark' || basemap.includes('satellite') || basemap.includes('imagery') ? { text: '#ffffff', halo: '#111518' } : { text: '#1f2933', halo: '#ffffff' };
}

export function scrollZoomHint(on: boolean, t: Translate = currentT()): string {
  return on ? t('shared.map.scrollZoomOn') : t('shared.map.scrollZoomOff');
}

/** The basemap settings of this deployment, known before the engine loads (run-time config). */
export function configuredBasemaps(): BasemapSettings {
  try {
    return basemapSettingsOf(getRuntimeConfig());
  } catch {
    // No config yet (a test, a story): the offline basemaps need nothing from it.
    return { provider: 'offline', styles: [] };
  }
}

/** The engine this deployment uses, known before it loads: the same rule as useBasinMap. */
export function configuredEngineKind(): EngineKind {
  return engineKindOf(configuredBasemaps());
}

/** Basemap buttons: the provider's basemaps for streets, outdoors and satellite streets (in that order), e.g. the three Mapbox styles or the offline light and dark. */
export function simpleBasemapChoices(source: BasemapSource, t: Translate = currentT()): Basemap[] {
  const order = (basemap: Basemap) => {
    const indexes = basemap.standsFor.map((id) => SIMPLE_BASEMAPS.indexOf(id)).filter((index) => index !== -1);
    return indexes.length ? Math.min(...indexes) : SIMPLE_BASEMAPS.length;
  };
  return basemapsOf(source, SIMPLE_BASEMAPS, t).sort((a, b) => order(a) - order(b));
}

export function formatCoordinates(location: Pick<MapLocation, 'latitude_dd' | 'longitude_dd'>): string {
  return `${location.latitude_dd.toFixed(5)}, ${location.longitude_dd.toFixed(5)}`;
}

/** A location's period of record in the portal's date format (spec 02 §9: MM-DD-YYYY). */
export function periodOfRecord(location: Pick<MapLocation, 'por_start' | 'por_end'>, t: Translate = currentT()): string {
  const day = (value: string | null | undefined) => (value ? formatDayMDY(value) : '?');
  return t('shared.map.periodOfRecord', { start: day(location.por_start), end: day(location.por_end) });
}

/** Rows of the site popup: name is the heading; optional fields only when recorded. */
export function popupRows(location: MapLocation, t: Translate = currentT()): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    [t('shared.map.popup.type'), locationTypeLabel(t, location.location_type)],
    [t('shared.map.popup.coordinates'), formatCoordinates(location)],
  ];
  if (location.location_desc && location.location_desc !== location.location_name) rows.push([t('shared.map.popup.description'), location.location_desc]);
  if (location.county) rows.push([t('shared.map.popup.county'), location.county]);
  if (location.por_start || location.por_end) rows.push([t('shared.map.popup.periodOfRecord'), periodOfRecord(location, t)]);
  if (location.huc_8) rows.push(['HUC 8', location.huc_8]);
  if (location.huc_12) rows.push(['HUC 12', location.huc_12]);
  if (location.parameter_groups.length > 0) rows.push([t('shared.map.popup.parameterGroups'), locationGroupNames(t, location).join(', ')]);
  if (location.notes) rows.push([t('shared.map.popup.notes'), location.notes]);
  return rows;
}

/**
 * The popup's DOM, built with textContent (location fields are data, never HTML). Fixed 252 x 144 px;
 * it scrolls, and is focusable so keyboard users can scroll it too (WCAG 2.1.1).
 */
export function locationPopupContent(location: MapLocation, doc: Document = document, t: Translate = currentT()): HTMLElement {
  const root = doc.createElement('div');
  root.className = 'basin-simple-map-popup';
  root.tabIndex = 0;
  root.setAttribute('role', 'region');
  root.setAttribute('aria-label', t('shared.map.popup.details', { name: location.location_name }));
  Object.assign(root.style, {
    width: `${POPUP_WIDTH}px`,
    height: `${POPUP_HEIGHT}px`,
    overflow: 'auto',
    boxSizing: 'border-box',
    fontFamily: tokens.fontFamily,
    fontSize: '12px',
    color: tokens.colors.text,
  });
  const heading = doc.createElement('h3');
  heading.textContent = location.location_name;
  // Room for the popup's close button in the top-right corner.
  Object.assign(heading.style, { fontSize: '14px', margin: '0 20px 4px 0' });
  const list = doc.createElement('dl');
  Object.assign(list.style, { margin: '0', display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 8px' });
  for (const [label, value] of popupRows(location, t)) {
    const term = doc.createElement('dt');
    term.textContent = label;
    term.style.fontWeight = '600';
    const detail = doc.createElement('dd');
    detail.textContent = value;
    detail.style.margin = '0';
    list.append(term, detail);
  }
  root.append(heading, list);
  return root;
}

/** One line of the text alternative: name, type, coordinates and ring in words. */
export function describeLocation(point: SimplePoint, ringLabels?: Partial<Record<SelectionRing, string>>, t: Translate = currentT()): string {
  const { location, ring } = point;
  const parts = [location.location_name, locationTypeLabel(t, location.location_type), formatCoordinates(location)];
  if (ring) parts.push((ringLabels?.[ring] ?? ringLabel(t, ring)).toLowerCase());
  return parts.join(', ');
}

/** A stable key of an id list, so a selection passed inline does not rebuild the layers each render. */
export function idsKey(ids: readonly number[] | undefined): string {
  return ids ? ids.join(',') : '';
}

export function idsFromKey(key: string): number[] {
  return key ? key.split(',').map(Number) : [];
}
