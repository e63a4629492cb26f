// The monitoring locations as a circle layer of the map engine itself (no deck.gl): graph mode draws them
// so, and the exports redraw the points so at print resolution. Drawn as pointStyle says (as the deck.gl
// layer, monitoringLocationsLayer.ts); the selected location above the others.
import { useEffect } from 'react';
import type { MapInstance } from '@basin/shared/map';
import type { FeatureCollection } from 'geojson';
import { pointStyle, type LocationPoint } from './locationPoints';

export const CIRCLE_POINTS_LAYER_ID = 'monitoring-locations-circles';

const cssColor = (rgb: readonly number[]) => `rgb(${rgb.join(',')})`;

/** The points as GeoJSON: their style and selection as properties, the location id as feature id. */
export function pointsCollection(points: readonly LocationPoint[], large: boolean): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: points.map((point) => {
      const style = pointStyle(point.selected, large);
      return {
        type: 'Feature',
        id: point.id,
        properties: { color: cssColor(point.color), radius: style.radius, outline: cssColor(style.outline), outlineWidth: style.outlineWidth, selected: point.selected },
        geometry: { type: 'Point', coordinates: point.position },
      };
    }),
  };
}

/** A circle layer of `source` drawing the points as monitoringLocationsLayer.ts does. */
export function circlePointsLayer(id: string, source: string) {
  return {
    id,
    type: 'circle' as const,
    source,
    layout: { 'circle-sort-key': ['case', ['get', 'selected'], 1, 0] },
    paint: {
      'circle-color': ['get', 'color'],
      'circle-radius': ['get', 'radius'],
      'circle-stroke-color': ['get', 'outline'],
      'circle-stroke-width': ['get', 'outlineWidth'],
    },
  } as unknown as Parameters<MapInstance['addLayer']>[0];
}

/** The point under a pixel of the map (within `radius` px), if the circle layer is drawn. */
export function circlePointAt(map: MapInstance, point: { x: number; y: number }, byId: ReadonlyMap<number, LocationPoint>, radius = 6): LocationPoint | undefined {
  if (!map.getLayer(CIRCLE_POINTS_LAYER_ID)) return undefined;
  const box = [
    [point.x - radius, point.y - radius],
    [point.x + radius, point.y + radius],
  ] as never;
  const [feature] = map.queryRenderedFeatures(box, { layers: [CIRCLE_POINTS_LAYER_ID] });
  return feature?.id === undefined ? undefined : byId.get(Number(feature.id));
}

/**
 * Keeps the circle layer of the points on the map while `enabled` (added again after a basemap change,
 * which drops every source; on top of the layers API's layers), and removes it otherwise.
 */
export function useCirclePoints(map: MapInstance | null, points: readonly LocationPoint[], large: boolean, enabled: boolean, styleGeneration: number) {
  useEffect(() => {
    if (!map || styleGeneration === 0) return;
    if (!enabled) {
      if (map.getLayer(CIRCLE_POINTS_LAYER_ID)) map.removeLayer(CIRCLE_POINTS_LAYER_ID);
      if (map.getSource(CIRCLE_POINTS_LAYER_ID)) map.removeSource(CIRCLE_POINTS_LAYER_ID);
      return;
    }
    const data = pointsCollection(points, large);
    const source = map.getSource(CIRCLE_POINTS_LAYER_ID) as { setData?: (data: FeatureCollection) => void } | undefined;
    if (source?.setData) source.setData(data);
    else {
      map.addSource(CIRCLE_POINTS_LAYER_ID, { type: 'geojson', data });
      map.addLayer(circlePointsLayer(CIRCLE_POINTS_LAYER_ID, CIRCLE_POINTS_LAYER_ID));
    }
  }, [map, points, large, enabled, styleGeneration]);
}
