// The deck.gl layer of the monitoring locations, built from the points of locationPoints.ts.
import { ScatterplotLayer } from '@deck.gl/layers';
import { MONITORING_LOCATIONS_LAYER_ID, pointStyle, type LocationPoint } from './locationPoints';

/** The points drawn as pointStyle says. */
export function buildLocationsLayer(points: readonly LocationPoint[], { large }: { large: boolean }) {
  return new ScatterplotLayer<LocationPoint>({
    id: MONITORING_LOCATIONS_LAYER_ID,
    data: points,
    pickable: true,
    stroked: true,
    filled: true,
    radiusUnits: 'pixels',
    getPosition: (point) => point.position,
    getRadius: (point) => pointStyle(point.selected, large).radius,
    getFillColor: (point) => point.color,
    getLineColor: (point) => pointStyle(point.selected, large).outline,
    getLineWidth: (point) => pointStyle(point.selected, large).outlineWidth,
    lineWidthUnits: 'pixels',
    updateTriggers: { getRadius: [large], getFillColor: [points], getLineColor: [points], getLineWidth: [points] },
  });
}
