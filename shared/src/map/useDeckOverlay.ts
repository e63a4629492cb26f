// deck.gl drawn into the map (MapboxOverlay, interleaved: deck layers sit between the map's own
// layers and share its WebGL context). Picking is done from a map click with `pickObject`, because
// deck's own click recogniser gives up before software GL (headless browsers) finishes a pick.
import { useEffect, useRef } from 'react';
import { MapboxOverlay } from '@deck.gl/mapbox';
import type { Layer, PickingInfo } from '@deck.gl/core';
import type { MapInstance } from './engine';

export interface DeckOverlayOptions {
  layers: readonly Layer[];
  /** A click on the map: the picked deck object (or none) and where it was. */
  onClick?: (info: PickingInfo | null, event: { lngLat: { lng: number; lat: number }; point: { x: number; y: number } }) => void;
  getCursor?: (state: { isHovering: boolean }) => string;
}

export function useDeckOverlay(map: MapInstance | null, { layers, onClick, getCursor }: DeckOverlayOptions): MapboxOverlay | null {
  const overlayRef = useRef<MapboxOverlay | null>(null);
  const onClickRef = useRef(onClick);
  onClickRef.current = onClick;

  useEffect(() => {
    if (!map) return;
    const overlay = new MapboxOverlay({ interleaved: true, layers: [], getCursor: getCursor ?? (({ isHovering }) => (isHovering ? 'pointer' : 'grab')) });
    map.addControl(overlay as unknown as Parameters<MapInstance['addControl']>[0]);
    overlayRef.current = overlay;
    const handleClick = (event: { lngLat: { lng: number; lat: number }; point: { x: number; y: number } }) => {
      const info = overlay.pickObject({ x: event.point.x, y: event.point.y, radius: 6 });
      onClickRef.current?.(info, event);
    };
    map.on('click', handleClick);
    return () => {
      map.off('click', handleClick);
      overlayRef.current = null;
      // The map may already be removed (its own cleanup ran first).
      if (map.getContainer().isConnected) map.removeControl(overlay as unknown as Parameters<MapInstance['removeControl']>[0]);
      else overlay.finalize();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- getCursor is read once: it never changes for a page.
  }, [map]);

  useEffect(() => {
    overlayRef.current?.setProps({ layers: [...layers] });
  }, [layers, map]);

  return overlayRef.current;
}
