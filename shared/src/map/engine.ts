// The map engine: mapbox-gl when the deployment's basemap provider is Mapbox (run-time config), else
// maplibre-gl (USGS tiles, MapLibre styles, the portal's own offline style). Only the engine in use is downloaded: each is a
// dynamic import, so its code and CSS are chunks of their own.
import type * as Maplibre from 'maplibre-gl';

/** The part of the two libraries' APIs the portal uses; mapbox-gl v3 and maplibre-gl v5 share it. */
export type MapInstance = Maplibre.Map;
export type EngineKind = 'mapbox' | 'maplibre';
/** A map control (IControl): what addControl takes. */
export type MapControl = Maplibre.IControl;

export interface MapEngine {
  kind: EngineKind;
  Map: typeof Maplibre.Map;
  Popup: typeof Maplibre.Popup;
  NavigationControl: typeof Maplibre.NavigationControl;
  FullscreenControl: typeof Maplibre.FullscreenControl;
  GeolocateControl: typeof Maplibre.GeolocateControl;
  ScaleControl: typeof Maplibre.ScaleControl;
  Marker: typeof Maplibre.Marker;
  /** Engine-specific options of the Map constructor (token, canvas attributes). */
  mapOptions: Record<string, unknown>;
}

const engines = new Map<string, Promise<MapEngine>>();

async function loadMaplibre(): Promise<MapEngine> {
  const { default: maplibregl } = await import('./maplibreModule');
  return {
    kind: 'maplibre',
    Map: maplibregl.Map,
    Popup: maplibregl.Popup,
    NavigationControl: maplibregl.NavigationControl,
    FullscreenControl: maplibregl.FullscreenControl,
    GeolocateControl: maplibregl.GeolocateControl,
    ScaleControl: maplibregl.ScaleControl,
    Marker: maplibregl.Marker,
    // preserveDrawingBuffer: the PNG and PDF exports read the canvas after it was drawn.
    mapOptions: { canvasContextAttributes: { preserveDrawingBuffer: true, antialias: true } },
  };
}

async function loadMapbox(token: string): Promise<MapEngine> {
  const { default: mapboxgl } = await import('./mapboxModule');
  const engine = mapboxgl as unknown as typeof Maplibre;
  return {
    kind: 'mapbox',
    Map: engine.Map,
    Popup: engine.Popup,
    NavigationControl: engine.NavigationControl,
    FullscreenControl: engine.FullscreenControl,
    GeolocateControl: engine.GeolocateControl,
    ScaleControl: engine.ScaleControl,
    Marker: engine.Marker,
    mapOptions: { accessToken: token, preserveDrawingBuffer: true },
  };
}

/** Loads (once) the engine for this deployment: mapbox-gl for the Mapbox basemaps (with the token), else maplibre-gl. */
export function loadMapEngine(kind: EngineKind, mapboxToken = ''): Promise<MapEngine> {
  const key = kind === 'mapbox' ? `mapbox:${mapboxToken}` : 'maplibre';
  let engine = engines.get(key);
  if (!engine) {
    engine = kind === 'mapbox' ? loadMapbox(mapboxToken) : loadMaplibre();
    engines.set(key, engine);
  }
  return engine;
}
