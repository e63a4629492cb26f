// Basemaps (spec 01 §9): with Mapbox the five Mapbox styles; offline the portal's own light and dark
// styles. A basemap name the engine lacks (a shared URL with 'satellite-streets' opened offline)
// falls back to the engine's default instead of failing.
import type { EngineKind } from './engine';

export type BasemapId = 'outdoors' | 'streets' | 'satellite-streets' | 'light' | 'dark';

export interface Basemap {
  id: BasemapId;
  label: string;
}

const MAPBOX_STYLES: Record<BasemapId, string> = {
  outdoors: 'mapbox://styles/mapbox/outdoors-v12',
  streets: 'mapbox://styles/mapbox/streets-v12',
  'satellite-streets': 'mapbox://styles/mapbox/satellite-streets-v12',
  light: 'mapbox://styles/mapbox/light-v11',
  dark: 'mapbox://styles/mapbox/dark-v11',
};

const LABELS: Record<BasemapId, string> = {
  outdoors: 'Outdoors',
  streets: 'Streets',
  'satellite-streets': 'Satellite Streets',
  light: 'Light',
  dark: 'Dark',
};

/** The spec's order: outdoors (default), streets, satellite streets, light, dark. */
const MAPBOX_BASEMAPS: BasemapId[] = ['outdoors', 'streets', 'satellite-streets', 'light', 'dark'];
const OFFLINE_BASEMAPS: BasemapId[] = ['light', 'dark'];

/**
 * The basemaps a map offers. `only` narrows the Mapbox list (the simpler map offers three); offline
 * there are just the portal's two styles, so it does not apply.
 */
export function basemapsOf(kind: EngineKind, only?: readonly BasemapId[]): Basemap[] {
  const ids = kind === 'mapbox' ? MAPBOX_BASEMAPS : OFFLINE_BASEMAPS;
  return ids.filter((id) => !only || only.includes(id) || kind === 'maplibre').map((id) => ({ id, label: LABELS[id] }));
}

/** The basemap actually drawn for a requested one. */
export function resolveBasemap(kind: EngineKind, requested: string | null | undefined, fallback: BasemapId): BasemapId {
  const available = kind === 'mapbox' ? MAPBOX_BASEMAPS : OFFLINE_BASEMAPS;
  if (requested && (available as string[]).includes(requested)) return requested as BasemapId;
  if (available.includes(fallback)) return fallback;
  return available[0]!;
}

export function mapboxStyleUrl(id: BasemapId): string {
  return MAPBOX_STYLES[id];
}
