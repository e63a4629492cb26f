// Basemaps (spec 01 §9) by provider, chosen at run time (`BASEMAP_PROVIDER`, see README
// "Configuration" and docs/map.md "Basemaps"):
//   mapbox    the spec's five Mapbox styles (needs MAPBOX_TOKEN)
//   usgs      USGS The National Map raster tiles (public domain, no token): the default without a token
//   maplibre  any MapLibre style URLs (MAPLIBRE_STYLES)
//   offline   the portal's own light and dark styles, drawn from its map data (tests, no internet)
// The spec's basemaps (outdoors, the default, streets, satellite streets, light, dark) each map to the
// provider's closest basemap, which the Basemaps panel names ("in place of Outdoors"): a link with a
// basemap the provider lacks opens on that basemap instead of failing.
import { currentT, type Translate } from '@basin/shared';
import type { StyleSpecification } from 'maplibre-gl';
import type { MapSource } from '@basin/api/schemas';
import type { BasemapConfig, BasemapProvider, RuntimeConfig } from '../config/runtimeConfig';
import type { EngineKind } from './engine';
import { offlineStyle } from './offlineStyle';

export type { BasemapProvider } from '../config/runtimeConfig';
export const BASEMAP_PROVIDERS: readonly BasemapProvider[] = ['mapbox', 'usgs', 'maplibre', 'offline'];

/** The spec's basemaps, default first. */
export const SPEC_BASEMAPS = ['outdoors', 'streets', 'satellite-streets', 'light', 'dark'] as const;
export type SpecBasemapId = (typeof SPEC_BASEMAPS)[number];
/** A basemap id as the URL keeps it: a spec id or a provider's own (e.g. 'usgs-topo'). */
export type BasemapId = string;
/** What a basemap id in a URL may look like (anything else is ignored with a warning). */
export const BASEMAP_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

export interface Basemap {
  id: BasemapId;
  label: string;
  provider: BasemapProvider;
  /** The spec basemaps it is shown for, e.g. USGS Topo for outdoors and streets. */
  standsFor: readonly SpecBasemapId[];
}

export type BasemapSettings = BasemapConfig;

/** A spec basemap's name in the language ('Outdoors' / 'Exterior'). */
export function specBasemapLabel(t: Translate, id: SpecBasemapId): string {
  switch (id) {
    case 'outdoors':
      return t('shared.map.basemap.outdoors');
    case 'streets':
      return t('shared.map.basemap.streets');
    case 'satellite-streets':
      return t('shared.map.basemap.satelliteStreets');
    case 'light':
      return t('shared.map.basemap.light');
    case 'dark':
      return t('shared.map.basemap.dark');
  }
}

/** What a provider's basemaps are, in the language (PROVIDER_DESCRIPTIONS in English). */
export function providerDescription(t: Translate, provider: BasemapProvider): string {
  switch (provider) {
    case 'mapbox':
      return t('shared.map.provider.mapbox');
    case 'usgs':
      return t('shared.map.provider.usgs');
    case 'maplibre':
      return t('shared.map.provider.maplibre');
    case 'offline':
      return t('shared.map.provider.offline');
  }
}

/** In English; pages show providerDescription(t, provider). */
export const PROVIDER_DESCRIPTIONS: Record<BasemapProvider, string> = {
  mapbox: 'Basemaps by Mapbox.',
  usgs: 'Basemaps from USGS The National Map (public domain).',
  maplibre: 'Basemaps from the configured map styles.',
  offline: "Offline basemaps drawn from the portal's own map data (no roads or towns).",
};

const MAPBOX_STYLES: Record<SpecBasemapId, string> = {
  outdoors: 'mapbox://styles/mapbox/outdoors-v12',
  streets: 'mapbox://styles/mapbox/streets-v12',
  'satellite-streets': 'mapbox://styles/mapbox/satellite-streets-v12',
  light: 'mapbox://styles/mapbox/light-v11',
  dark: 'mapbox://styles/mapbox/dark-v11',
};

/** USGS The National Map cached basemap services (https://basemap.nationalmap.gov), default first. */
const USGS_BASEMAPS: ReadonlyArray<{ id: string; label: string; service: string; standsFor: SpecBasemapId[] }> = [
  { id: 'usgs-topo', label: 'USGS Topo', service: 'USGSTopo', standsFor: ['outdoors', 'streets'] },
  { id: 'usgs-imagery-topo', label: 'USGS Imagery Topo', service: 'USGSImageryTopo', standsFor: ['satellite-streets'] },
  { id: 'usgs-imagery', label: 'USGS Imagery', service: 'USGSImageryOnly', standsFor: ['dark'] },
  { id: 'usgs-shaded-relief', label: 'USGS Shaded Relief', service: 'USGSShadedReliefOnly', standsFor: ['light'] },
];
export const USGS_ATTRIBUTION = '<a href="https://www.usgs.gov/programs/national-geospatial-program/national-map">USGS The National Map</a>';

export function usgsTileUrl(service: string): string {
  return `https://basemap.nationalmap.gov/arcgis/rest/services/${service}/MapServer/tile/{z}/{y}/{x}`;
}

/** The basemap settings of this deployment (`/config.json`); an older config without them: Mapbox with a token, else offline. */
export function basemapSettingsOf(config: Pick<RuntimeConfig, 'mapboxToken' | 'basemap'>): BasemapSettings {
  return config.basemap ?? { provider: config.mapboxToken ? 'mapbox' : 'offline', styles: [] };
}

/** An engine kind (what callers knew before providers) or settings. */
export type BasemapSource = EngineKind | BasemapSettings;
function settingsOf(source: BasemapSource): BasemapSettings {
  if (source === 'mapbox') return { provider: 'mapbox', styles: [] };
  if (source === 'maplibre') return { provider: 'offline', styles: [] };
  return source;
}

export function engineKindOf(source: BasemapSource): EngineKind {
  return settingsOf(source).provider === 'mapbox' ? 'mapbox' : 'maplibre';
}

/** Every basemap of a provider, its default first. */
export function providerBasemaps(source: BasemapSource, t: Translate = currentT()): Basemap[] {
  const { provider, styles } = settingsOf(source);
  switch (provider) {
    case 'mapbox':
      return SPEC_BASEMAPS.map((id) => ({ id, label: specBasemapLabel(t, id), provider, standsFor: [id] }));
    case 'usgs':
      return USGS_BASEMAPS.map(({ id, label, standsFor }) => ({ id, label, provider, standsFor }));
    case 'maplibre': {
      // A style without `standsFor` takes the spec basemaps no other style claims (the first takes all that remain).
      const specIds = (ids: readonly string[]) => SPEC_BASEMAPS.filter((id) => ids.includes(id));
      const claimed = new Set(styles.flatMap((style) => specIds(style.standsFor ?? [])));
      const unclaimed = SPEC_BASEMAPS.filter((id) => !claimed.has(id));
      const takesTheRest = styles.findIndex((candidate) => !candidate.standsFor);
      return styles.map((style, index) => ({
        id: style.id,
        label: style.label,
        provider,
        standsFor: style.standsFor ? specIds(style.standsFor) : index === takesTheRest ? unclaimed : [],
      }));
    }
    case 'offline':
      return [
        { id: 'light', label: specBasemapLabel(t, 'light'), provider, standsFor: ['outdoors', 'streets', 'light'] },
        { id: 'dark', label: specBasemapLabel(t, 'dark'), provider, standsFor: ['satellite-streets', 'dark'] },
      ];
  }
}

/**
 * The basemaps a map offers. `only` narrows them to those standing for some of these spec basemaps
 * (the simpler map offers streets, outdoors and satellite streets); a provider with none of them offers all.
 */
export function basemapsOf(source: BasemapSource, only?: readonly BasemapId[], t: Translate = currentT()): Basemap[] {
  const all = providerBasemaps(source, t);
  if (!only) return all;
  const narrowed = all.filter((basemap) => basemap.standsFor.some((id) => only.includes(id)));
  return narrowed.length > 0 ? narrowed : all;
}

/**
 * The basemap drawn for a requested id: the provider's basemap of that id, else the one standing for
 * that spec basemap, else the one standing for `fallback` (the page's default), else the first.
 */
export function resolveBasemap(source: BasemapSource, requested: string | null | undefined, fallback: BasemapId): BasemapId {
  const all = providerBasemaps(source);
  const byId = (id: string | null | undefined) => all.find((basemap) => basemap.id === id);
  const standingFor = (id: string | null | undefined) => all.find((basemap) => (basemap.standsFor as readonly string[]).includes(id ?? ''));
  return (byId(requested) ?? standingFor(requested) ?? byId(fallback) ?? standingFor(fallback) ?? all[0]!).id;
}

export function mapboxStyleUrl(id: BasemapId): string {
  return MAPBOX_STYLES[id as SpecBasemapId] ?? MAPBOX_STYLES.outdoors;
}

/** A raster style of one USGS service. No glyphs: the portal's own layers carry no map-drawn text. */
export function usgsStyle(id: BasemapId): StyleSpecification {
  const basemap = USGS_BASEMAPS.find((candidate) => candidate.id === id) ?? USGS_BASEMAPS[0]!;
  return {
    version: 8,
    name: basemap.label,
    sources: {
      usgs: { type: 'raster', tiles: [usgsTileUrl(basemap.service)], tileSize: 256, maxzoom: 16, attribution: USGS_ATTRIBUTION },
    },
    layers: [
      { id: 'basemap-background', type: 'background', paint: { 'background-color': '#f2efe9' } },
      { id: 'basemap-usgs', type: 'raster', source: 'usgs' },
    ],
  };
}

/** The style of a basemap: a URL (Mapbox, MapLibre style) or a style object (USGS, offline). */
export function basemapStyle(source: BasemapSource, id: BasemapId, sources: readonly MapSource[]): string | StyleSpecification {
  const settings = settingsOf(source);
  const resolved = resolveBasemap(settings, id, SPEC_BASEMAPS[0]);
  switch (settings.provider) {
    case 'mapbox':
      return mapboxStyleUrl(resolved);
    case 'usgs':
      return usgsStyle(resolved);
    case 'maplibre':
      return settings.styles.find((style) => style.id === resolved)?.url ?? settings.styles[0]!.url;
    case 'offline':
      return offlineStyle(sources, resolved === 'dark' ? 'dark' : 'light');
  }
}

/** "in place of Outdoors and Streets" for a provider's basemap that stands for other spec basemaps, else null. */
export function standsForText(basemap: Basemap, t: Translate = currentT()): string | null {
  const others = basemap.standsFor.filter((id) => id !== basemap.id).map((id) => specBasemapLabel(t, id));
  if (others.length === 0) return null;
  const list = others.length === 1 ? others[0]! : t('shared.map.basemap.list', { list: others.slice(0, -1).join(', '), last: others[others.length - 1]! });
  return t('shared.map.basemap.inPlaceOf', { list });
}
