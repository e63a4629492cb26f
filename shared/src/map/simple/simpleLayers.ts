// deck.gl layers of the simpler locations map, kept apart from the pure model (deck.gl is ES modules
// that jest cannot load; component tests mock this file). deck.gl draws on mapbox-gl and maplibre
// alike. The labels are text over the map (labels/useMapLabels.ts), placed without collisions.
import type { Layer } from '@deck.gl/core';
import { ScatterplotLayer } from '@deck.gl/layers';
import { SIMPLE_POINTS_LAYER_ID, type Rgb, type SimplePoint } from './simpleMapModel';

const POINT_RADIUS = 6;
const RING_RADIUS = 11;
const OUTLINE: Rgb = [33, 33, 33];

/** The deck layers' ids, bottom first: the map's own layers go under the first. */
export const SIMPLE_LAYER_IDS = [`${SIMPLE_POINTS_LAYER_ID}-ring-outline`, `${SIMPLE_POINTS_LAYER_ID}-ring`, SIMPLE_POINTS_LAYER_ID];

export function buildSimpleLayers(points: readonly SimplePoint[]): Layer[] {
  const ringed = points.filter((point) => point.ringColor !== null);
  return [
    // A dark band under each ring keeps the yellow ring visible on light basemaps.
    new ScatterplotLayer<SimplePoint>({
      id: SIMPLE_LAYER_IDS[0],
      data: ringed,
      stroked: true,
      filled: false,
      radiusUnits: 'pixels',
      lineWidthUnits: 'pixels',
      getPosition: (point) => point.position,
      getRadius: RING_RADIUS,
      getLineWidth: 6,
      getLineColor: OUTLINE,
    }),
    new ScatterplotLayer<SimplePoint>({
      id: SIMPLE_LAYER_IDS[1],
      data: ringed,
      stroked: true,
      filled: false,
      radiusUnits: 'pixels',
      lineWidthUnits: 'pixels',
      getPosition: (point) => point.position,
      getRadius: RING_RADIUS,
      getLineWidth: 4,
      getLineColor: (point) => point.ringColor ?? OUTLINE,
      updateTriggers: { getLineColor: [ringed] },
    }),
    new ScatterplotLayer<SimplePoint>({
      id: SIMPLE_POINTS_LAYER_ID,
      data: points,
      pickable: true,
      stroked: true,
      filled: true,
      radiusUnits: 'pixels',
      lineWidthUnits: 'pixels',
      getPosition: (point) => point.position,
      getRadius: POINT_RADIUS,
      getFillColor: (point) => point.color,
      getLineColor: OUTLINE,
      getLineWidth: 1,
      updateTriggers: { getFillColor: [points] },
    }),
  ];
}
