// The monitoring locations drawn by deck.gl (the explorer: a filter change reaches the map within a
// frame with 10,000 locations). Loaded lazily, with deck.gl, only when the explorer draws them; graph
// mode draws them with a circle layer of the map engine (circlePoints.ts), so its first view does not
// download deck.gl.
import { useMemo } from 'react';
import type { PickingInfo } from '@deck.gl/core';
import { useDeckOverlay, type MapInstance } from '@basin/shared/map';
import type { LocationPoint } from './locationPoints';
import { buildLocationsLayer } from './monitoringLocationsLayer';

export interface DeckPointsProps {
  map: MapInstance;
  points: readonly LocationPoint[];
  large: boolean;
  /** A click on the map: the location point under it, if any, and where it was. */
  onClick: (point: LocationPoint | undefined, event: { lngLat: { lng: number; lat: number }; point: { x: number; y: number } }) => void;
}

export default function DeckPoints({ map, points, large, onClick }: DeckPointsProps) {
  const layers = useMemo(() => [buildLocationsLayer(points, { large })], [points, large]);
  useDeckOverlay(map, { layers, onClick: (info: PickingInfo | null, event) => onClick(info?.object as LocationPoint | undefined, event) });
  return null;
}
