// Data of the monitoring locations layer: locations as points with colours (pure, unit tested).
// The deck.gl layer is built from these points in monitoringLocationsLayer.ts.
import type { MapLocation } from '@basin/api/schemas';
import { hexToRgb } from '@basin/shared';

export const MONITORING_LOCATIONS_LAYER_ID = 'monitoring-locations';

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
