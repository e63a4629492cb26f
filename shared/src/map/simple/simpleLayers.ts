// deck.gl layers of the simpler locations map, kept apart from the pure model (deck.gl is ES modules
// that jest cannot load; component tests mock this file). deck.gl draws on mapbox-gl and maplibre
// alike, and its TextLayer needs no glyph server (it rasterises local fonts).
import type { Layer } from '@deck.gl/core';
import { ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import { tokens } from '@basin/shared';
import { SIMPLE_POINTS_LAYER_ID, type Rgb, type SimplePoint } from './simpleMapModel';

const POINT_RADIUS = 6;
const RING_RADIUS = 11;
const OUTLINE: Rgb = [33, 33, 33];

export interface SimpleLayersOptions {
  /** Whether labels are drawn (zoom >= 7). */
  labels: boolean;
  labelColors: { text: Rgb; halo: Rgb };
}

export function buildSimpleLayers(points: readonly SimplePoint[], { labels, labelColors }: SimpleLayersOptions): Layer[] {
  const ringed = points.filter((point) => point.ringColor !== null);
  const layers: Layer[] = [
    // A dark band under each ring keeps the yellow ring visible on light basemaps.
    new ScatterplotLayer<SimplePoint>({
      id: `${SIMPLE_POINTS_LAYER_ID}-ring-outline`,
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
      id: `${SIMPLE_POINTS_LAYER_ID}-ring`,
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
  if (labels) {
    layers.push(
      new TextLayer<SimplePoint>({
        id: `${SIMPLE_POINTS_LAYER_ID}-labels`,
        data: points,
        getPosition: (point) => point.position,
        getText: (point) => point.location.location_name,
        getSize: 12,
        sizeUnits: 'pixels',
        getColor: labelColors.text,
        getTextAnchor: 'start',
        getAlignmentBaseline: 'center',
        getPixelOffset: [RING_RADIUS + 2, 0],
        fontFamily: tokens.fontFamily,
        fontWeight: 600,
        // 'auto': names may hold characters outside ASCII.
        characterSet: 'auto',
        // A halo so names stay legible over any basemap (needs the SDF atlas).
        fontSettings: { sdf: true },
        outlineWidth: 5,
        outlineColor: labelColors.halo,
        updateTriggers: { getColor: [labelColors.text] },
      }),
    );
  }
  return layers;
}
