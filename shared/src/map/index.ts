// @basin/shared/map: the map engine and map parts used by several remotes. Not a federation singleton
// and not re-exported from @basin/shared: pages import it lazily, so pages without a map do not load it.
export { loadMapEngine, type MapEngine, type MapInstance, type MapControl, type EngineKind } from './engine';
export {
  basemapsOf,
  resolveBasemap,
  basemapSettingsOf,
  engineKindOf,
  providerBasemaps,
  standsForText,
  BASEMAP_ID_PATTERN,
  PROVIDER_DESCRIPTIONS,
  providerDescription,
  specBasemapLabel,
  SPEC_BASEMAPS,
  type BasemapId,
  type Basemap,
  type BasemapSettings,
  type BasemapProvider,
  type SpecBasemapId,
} from './basemaps';
export { offlineStyle } from './offlineStyle';
export { geolocateControl, GEOLOCATE_BUTTON_NAME } from './geolocateControl';
export { prefersReducedMotion, moveMap, motionMapOptions, motionStyle, type CameraTarget } from './motion';
export { useBasinMap, basemapStyle, type MapView, type BasinMapState } from './useBasinMap';
export { useDeckOverlay, type DeckOverlayOptions } from './useDeckOverlay';
export { useMapSources, mapSourcesQuery } from './mapSourcesQuery';
export { useBasin, basinQuery, basinView } from './basinQuery';
export { SimpleLocationsMap, type SimpleLocationsMapProps, type LocationSelection } from './simple/SimpleLocationsMap';
export { labelColors, periodOfRecord } from './simple/simpleMapModel';
export * from './labels';
export { addBasinContext, basinBounds, fitBasin, paddingAround, type LngLatBounds, type Padding } from './basinContext';
export { BasemapNotice, BASEMAP_FAILED_TEXT } from './BasemapNotice';
