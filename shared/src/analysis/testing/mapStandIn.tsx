// The map engine needs WebGL, which jsdom lacks. Page tests replace the simpler locations map with this
// stand-in: it shows what the map would draw and ring, and offers each location as a button to click.
// `jest.mock('@basin/shared/map', () => jest.requireActual('@basin/shared/analysis/testing/map-stand-in'));`
import type { MapLocation } from '@basin/api/schemas';

interface StandInProps {
  locations: readonly Pick<MapLocation, 'locationid'>[];
  selection?: { left?: readonly number[]; right?: readonly number[] };
  onLocationClick?: (location: never) => void;
}

export function SimpleLocationsMap({ locations, selection, onLocationClick }: StandInProps) {
  return (
    <div
      data-testid="map"
      data-left={(selection?.left ?? []).join(',')}
      data-right={(selection?.right ?? []).join(',')}
      data-locations={locations.map((location) => location.locationid).join(',')}
    >
      {locations.map((location) => (
        <button key={location.locationid} type="button" onClick={() => onLocationClick?.(location as never)}>
          {`map location ${location.locationid}`}
        </button>
      ))}
    </div>
  );
}
