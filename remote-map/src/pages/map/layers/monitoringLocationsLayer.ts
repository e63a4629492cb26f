// The deck.gl layer of the monitoring locations, built from the points of locationPoints.ts.
import { ScatterplotLayer } from '@deck.gl/layers';
import { MONITORING_LOCATIONS_LAYER_ID, type LocationPoint } from './locationPoints';

/** Dark outline so light classes (yellow) stay visible on light basemaps; the selected site gets a thick ring. */
export function buildLocationsLayer(points: readonly LocationPoint[], { large }: { large: boolean }) {
  return new ScatterplotLayer<LocationPoint>({
    id: MONITORING_LOCATIONS_LAYER_ID,
    data: points,
    pickable: true,
    stroked: true,
    filled: true,
    radiusUnits: 'pixels',
    getPosition: (point) => point.position,
    getRadius: (point) => (point.selected ? 10 : large ? 8 : 6),
    getFillColor: (point) => point.color,
    getLineColor: (point) => (point.selected ? [255, 212, 0] : [33, 33, 33]),
    getLineWidth: (point) => (point.selected ? 4 : 1),
    lineWidthUnits: 'pixels',
    updateTriggers: { getRadius: [large], getFillColor: [points], getLineColor: [points], getLineWidth: [points] },
  });
}
