// Data of the monitoring locations layer: locations as points with colours (pure, unit tested), and how
// a point is drawn. Both layers draw these points so: deck.gl's (monitoringLocationsLayer.ts) and the
// map engine's circles (circlePoints.ts).
import type { MapLocation } from '@basin/api/schemas';
import { hexToRgb } from '@basin/shared';

export const MONITORING_LOCATIONS_LAYER_ID = 'monitoring-locations';

type Rgb = [number, number, number];

/**
 * A point's radius, outline colour and outline width in pixels. The dark outline keeps light classes
 * (yellow) visible on light basemaps; the selected site gets a thick yellow ring and a larger dot.
 */
export function pointStyle(selected: boolean, large: boolean): { radius: number; outline: Rgb; outlineWidth: number } {
  if (selected) return { radius: 10, outline: [255, 212, 0], outlineWidth: 4 };
  return { radius: large ? 8 : 6, outline: [33, 33, 33], outlineWidth: 1 };
}

export interface LocationPoint {
  id: number;
  position: [number, number];
  color: [number, number, number];
  selected: boolean;
  location: MapLocation;
}

export function formatLocationPoints(locations: readonly MapLocation[], colorOf: (location: MapLocation) => string, selectedId: number | null): LocationPoint[] {
  const rgb = new Map<string, [number, number, number]>();
  return locations.map((location) => {
    const hex = colorOf(location);
    let color = rgb.get(hex);
    if (!color) {
      color = hexToRgb(hex);
      rgb.set(hex, color);
    }
    return { id: location.locationid, position: [location.longitude_dd, location.latitude_dd], color, selected: location.locationid === selectedId, location };
  });
}
