// Creates one map (mapbox-gl or maplibre-gl) in a container and keeps its basemap in sync. The map
// lives in a React effect; children reach it through the returned instance.
import { engineLocale } from './engineLocale';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { MapSource } from '@basin/api/schemas';
import { currentT, getRuntimeConfig } from '@basin/shared';
import { basemapSettingsOf, basemapStyle as styleOf, engineKindOf, type BasemapId } from './basemaps';
import { loadMapEngine, type MapEngine, type MapInstance } from './engine';
import { motionMapOptions, motionStyle } from './motion';

export interface MapView {
  center: [number, number];
  zoom: number;
}

export interface BasinMapState {
  map: MapInstance | null;
  engine: MapEngine | null;
  /** Increments each time a style finished loading: effects that add sources and layers depend on it. */
  styleGeneration: number;
  error: Error | null;
  /** Some basemap tiles could not be loaded (issue 30: said on screen, not only in the console). */
  tilesFailed: boolean;
}

/** Source types whose tiles come from a tile server: the basemap's (the portal's own data are GeoJSON). */
const TILE_SOURCES = new Set(['raster', 'vector', 'raster-dem']);

/** Whether a map 'error' event is a basemap tile that failed to load. */
export function isTileFailure(map: Pick<MapInstance, 'getSource'>, event: { sourceId?: string; tile?: unknown }): boolean {
  if (!event.sourceId) return false;
  const source = map.getSource(event.sourceId) as { type?: string } | undefined;
  return event.tile !== undefined || (source?.type !== undefined && TILE_SOURCES.has(source.type));
}

/** The style of a basemap of this deployment's provider (run-time config). */
export function basemapStyle(_engine: MapEngine, basemap: BasemapId, sources: readonly MapSource[]) {
  return styleOf(basemapSettingsOf(getRuntimeConfig()), basemap, sources);
}

/**
 * @param sources the portal's map sources (`/public-map/sources`): the offline basemap is drawn from
 *   them, so the map is created once they are there.
 * @param canvasLabel the canvas's accessible name, set as the canvas is created: the engine names it
 *   'Map' otherwise, which clashes with the page's own 'Map' region.
 */
export function useBasinMap(
  container: RefObject<HTMLDivElement | null>,
  { basemap, initialView, sources, scrollZoom = true, canvasLabel }: { basemap: BasemapId; initialView: MapView; sources: readonly MapSource[] | undefined; scrollZoom?: boolean; canvasLabel?: string },
): BasinMapState {
  const [state, setState] = useState<BasinMapState>({ map: null, engine: null, styleGeneration: 0, error: null, tilesFailed: false });
  const basemapRef = useRef(basemap);
  basemapRef.current = basemap;
  const viewRef = useRef(initialView);

  useEffect(() => {
    const element = container.current;
    if (!element || !sources) return;
    let map: MapInstance | null = null;
    let cancelled = false;
    const config = getRuntimeConfig();
    loadMapEngine(engineKindOf(basemapSettingsOf(config)), config.mapboxToken)
      .then((engine) => {
        if (cancelled) return;
        map = new engine.Map({
          container: element,
          style: motionStyle(basemapStyle(engine, basemapRef.current, sources)),
          center: viewRef.current.center,
          zoom: viewRef.current.zoom,
          scrollZoom,
          attributionControl: { compact: true },
          locale: engineLocale(currentT()),
          ...motionMapOptions(),
          ...engine.mapOptions,
        } as ConstructorParameters<typeof engine.Map>[0]);
        const created = map;
        if (canvasLabel) created.getCanvas().setAttribute('aria-label', canvasLabel);
        created.on('style.load', () => setState((current) => ({ ...current, styleGeneration: current.styleGeneration + 1 })));
        created.on('error', (event: { error?: Error; sourceId?: string; tile?: unknown }) => {
          console.error('Map error', event.error);
          if (isTileFailure(created, event)) setState((current) => (current.tilesFailed ? current : { ...current, tilesFailed: true }));
        });
        setState({ map: created, engine, styleGeneration: created.isStyleLoaded() ? 1 : 0, error: null, tilesFailed: false });
      })
      .catch((error: unknown) => {
        console.error('The map engine failed to load', error);
        if (!cancelled) setState((current) => ({ ...current, error: error instanceof Error ? error : new Error(String(error)) }));
      });
    return () => {
      cancelled = true;
      map?.remove();
      setState({ map: null, engine: null, styleGeneration: 0, error: null, tilesFailed: false });
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- The map is created once per container and sources; basemap changes go through setStyle below, and scrollZoom and canvasLabel are initial settings (callers toggle map.scrollZoom).
  }, [container, sources]);

  const { map, engine } = state;
  const appliedBasemap = useRef(basemap);
  useEffect(() => {
    if (!map || !engine || !sources || appliedBasemap.current === basemap) return;
    appliedBasemap.current = basemap;
    // Another basemap: its tiles get their own chance.
    setState((current) => (current.tilesFailed ? { ...current, tilesFailed: false } : current));
    map.setStyle(motionStyle(basemapStyle(engine, basemap, sources)), { diff: false });
  }, [map, engine, sources, basemap]);

  return state;
}
