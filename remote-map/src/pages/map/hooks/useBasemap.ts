// The basemap: the provider's for the URL's (the spec's default: outdoors, e.g. USGS Topo), the ones the
// options panel offers (it names which), and the choice written to the URL.
import { useCallback, useMemo } from 'react';
import { getRuntimeConfig } from '@basin/shared';
import { basemapSettingsOf, basemapsOf, resolveBasemap, type BasemapId } from '@basin/shared/map';
import { DEFAULT_MAP_URL_STATE, type MapUrlState } from '../logic/urlState';

export function useBasemap(chosen: string, update: (change: Partial<MapUrlState>) => void) {
  const basemapSettings = useMemo(() => basemapSettingsOf(getRuntimeConfig()), []);
  const basemap = resolveBasemap(basemapSettings, chosen, DEFAULT_MAP_URL_STATE.basemap);
  const basemaps = useMemo(() => basemapsOf(basemapSettings), [basemapSettings]);
  const chooseBasemap = useCallback((id: BasemapId) => update({ basemap: id }), [update]);
  return { basemap, basemaps, chooseBasemap };
}
