// The basin's outline and streams drawn on the small page maps (issue 30): without them, a basemap
// that shows little (the offline one, or tiles that failed) leaves dots on a plain background. They
// come from the portal's own map sources, so they are there whatever the basemap.
import type { MapSource } from '@basin/api/schemas';
import type { FeatureCollection, Geometry, Position } from 'geojson';
import type { LayerSpecification } from 'maplibre-gl';
import type { MapInstance } from './engine';
import { moveMap } from './motion';

/** Source ids of the API's map data (`GET /api/public-map/sources`). */
export const BASIN_BOUNDARY_SOURCE = 'basin-boundary';
export const STREAMS_SOURCE = 'streams';

const OUTLINE_LAYER = 'basin-context-outline';
const STREAMS_LAYER = 'basin-context-streams';

export function sourceFeatures(sources: readonly MapSource[] | undefined, id: string): FeatureCollection | null {
  const data = sources?.find((source) => source.id === id)?.data as FeatureCollection | undefined;
  return data?.type === 'FeatureCollection' && data.features.length > 0 ? data : null;
}

/** The outline and stream layers over a basemap: a dark dashed boundary, streams wider with their Strahler order. */
export function basinContextLayers(dark: boolean): LayerSpecification[] {
  return [
    {
      id: STREAMS_LAYER,
      type: 'line',
      source: STREAMS_LAYER,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': dark ? '#7fb8e0' : '#2f7fc1', 'line-width': ['interpolate', ['linear'], ['coalesce', ['get', 'order'], 2], 1, 0.8, 5, 3], 'line-opacity': 0.9 },
    },
    {
      id: OUTLINE_LAYER,
      type: 'line',
      source: OUTLINE_LAYER,
      paint: { 'line-color': dark ? '#f0e6d8' : '#5d4037', 'line-width': 2, 'line-dasharray': [4, 2] },
    },
  ];
}

/**
 * Adds the outline and streams to the map's current style (after every style load), under `beforeId`
 * (the locations). Missing sources are skipped: a basin package may have no streams.
 */
export function addBasinContext(map: MapInstance, sources: readonly MapSource[] | undefined, { dark, beforeId }: { dark: boolean; beforeId?: string }): void {
  const data: Record<string, FeatureCollection | null> = { [STREAMS_LAYER]: sourceFeatures(sources, STREAMS_SOURCE), [OUTLINE_LAYER]: sourceFeatures(sources, BASIN_BOUNDARY_SOURCE) };
  for (const layer of basinContextLayers(dark)) {
    const features = data[layer.id];
    if (!features || map.getLayer(layer.id)) continue;
    if (!map.getSource(layer.id)) map.addSource(layer.id, { type: 'geojson', data: features });
    map.addLayer(layer, beforeId && map.getLayer(beforeId) ? beforeId : undefined);
  }
}

function positionsOf(geometry: Geometry | null): Position[] {
  if (!geometry) return [];
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'MultiPoint':
    case 'LineString':
      return geometry.coordinates;
    case 'MultiLineString':
    case 'Polygon':
      return geometry.coordinates.flat();
    case 'MultiPolygon':
      return geometry.coordinates.flat(2);
    case 'GeometryCollection':
      return geometry.geometries.flatMap(positionsOf);
  }
}

/** [west, south, east, north] */
export type LngLatBounds = [number, number, number, number];

/**
 * The basin's extent: the boundary's bounding box joined with the locations' (a location may lie just
 * outside the outline); null when there is neither.
 */
export function basinBounds(sources: readonly MapSource[] | undefined, locations: ReadonlyArray<{ longitude_dd: number; latitude_dd: number }>): LngLatBounds | null {
  const positions: Position[] = [
    ...(sourceFeatures(sources, BASIN_BOUNDARY_SOURCE)?.features.flatMap((feature) => positionsOf(feature.geometry)) ?? []),
    ...locations.map((location): Position => [location.longitude_dd, location.latitude_dd]),
  ].filter(([lng, lat]) => Number.isFinite(lng) && Number.isFinite(lat));
  if (positions.length === 0) return null;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lng = 0, lat = 0] of positions) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [west, south, east, north];
}

export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * Padding that keeps a fitted view clear of what covers the map (controls, search box, legend,
 * attribution): each box, given in the container's pixels, pushes in from the side it costs least
 * to give up (a tall control column on the right widens the right padding, a search box at the top
 * the top one). `margin` is added on every side.
 */
export function paddingAround(width: number, height: number, covers: ReadonlyArray<{ left: number; top: number; right: number; bottom: number }>, margin = 24): Padding {
  const padding: Padding = { top: 0, right: 0, bottom: 0, left: 0 };
  for (const box of covers) {
    const options: Array<[keyof Padding, number, number]> = [
      // side, the padding it needs, the share of the map that side's padding gives up
      ['top', box.bottom, box.bottom / height],
      ['bottom', height - box.top, (height - box.top) / height],
      ['left', box.right, box.right / width],
      ['right', width - box.left, (width - box.left) / width],
    ];
    const [side, needed] = options.reduce((best, option) => (option[2] < best[2] ? option : best));
    padding[side] = Math.max(padding[side], needed);
  }
  // Never more than 40% of a side's span, so a crowded small map still shows the basin.
  return {
    top: Math.min(padding.top, height * 0.4) + margin,
    bottom: Math.min(padding.bottom, height * 0.4) + margin,
    left: Math.min(padding.left, width * 0.4) + margin,
    right: Math.min(padding.right, width * 0.4) + margin,
  };
}

/** A camera's centre as the engine returns it (a LngLat, or an array from mapbox-gl). */
function toLngLat(center: unknown): { lng: number; lat: number } {
  if (Array.isArray(center)) return { lng: Number(center[0]), lat: Number(center[1]) };
  return center as { lng: number; lat: number };
}

/** What covers a map besides the engine's own controls is found by the caller's selector. */
const ENGINE_CONTROLS = '.maplibregl-ctrl, .mapboxgl-ctrl';

/** Boxes of the elements covering the map, in the map container's pixels (hidden ones left out). */
export function coveringBoxes(map: MapInstance, coversSelector?: string, root: HTMLElement | null = map.getContainer().parentElement): Array<{ left: number; top: number; right: number; bottom: number }> {
  const container = map.getContainer();
  const origin = container.getBoundingClientRect();
  const elements = [...container.querySelectorAll(ENGINE_CONTROLS), ...(coversSelector && root ? root.querySelectorAll(coversSelector) : [])];
  return elements
    .map((element) => element.getBoundingClientRect())
    .filter((rect) => rect.width > 0 && rect.height > 0)
    .map((rect) => ({ left: rect.left - origin.left, top: rect.top - origin.top, right: rect.right - origin.left, bottom: rect.bottom - origin.top }));
}

/**
 * Moves the map to show the whole basin clear of what covers it (controls, panels over the map): the
 * first view and the home button. `how` 'jump' for a first view.
 */
export function fitBasin(map: MapInstance, bounds: LngLatBounds, { how, coversSelector }: { how: 'jump' | 'fly'; coversSelector?: string }): void {
  const { clientWidth: width, clientHeight: height } = map.getContainer();
  const padding = paddingAround(width, height, coveringBoxes(map, coversSelector));
  const camera = map.cameraForBounds(bounds, { padding, maxZoom: 14 });
  if (!camera?.center) return;
  const { lng, lat } = toLngLat(camera.center);
  const target = { center: [lng, lat] as [number, number], zoom: camera.zoom };
  if (how === 'jump') map.jumpTo(target);
  else moveMap(map, 'fly', target);
}
