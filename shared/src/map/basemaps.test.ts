import type { MapSource } from '@basin/api/schemas';
import { BASEMAP_ID_PATTERN, basemapSettingsOf, basemapStyle, basemapsOf, engineKindOf, providerBasemaps, resolveBasemap, standsForText, type BasemapSettings } from './basemaps';

const usgs: BasemapSettings = { provider: 'usgs', styles: [] };
const offline: BasemapSettings = { provider: 'offline', styles: [] };
const mapbox: BasemapSettings = { provider: 'mapbox', styles: [] };
const maplibre: BasemapSettings = {
  provider: 'maplibre',
  styles: [
    { id: 'liberty', label: 'Liberty', url: 'https://tiles.example.org/styles/liberty.json' },
    { id: 'positron', label: 'Positron', url: 'https://tiles.example.org/styles/positron.json', standsFor: ['light'] },
  ],
};
const sources: MapSource[] = [];

describe('basemap providers', () => {
  it('reads the provider from the run-time config; an older config: Mapbox with a token, else offline', () => {
    expect(basemapSettingsOf({ mapboxToken: '', basemap: usgs })).toBe(usgs);
    expect(basemapSettingsOf({ mapboxToken: 'pk.test' }).provider).toBe('mapbox');
    expect(basemapSettingsOf({ mapboxToken: '' }).provider).toBe('offline');
    expect(engineKindOf(mapbox)).toBe('mapbox');
    expect([usgs, offline, maplibre].map(engineKindOf)).toEqual(['maplibre', 'maplibre', 'maplibre']);
  });

  it('names each basemap and what it stands in for', () => {
    expect(providerBasemaps(usgs).map((basemap) => [basemap.label, standsForText(basemap)])).toEqual([
      ['USGS Topo', 'in place of Outdoors and Streets'],
      ['USGS Imagery Topo', 'in place of Satellite Streets'],
      ['USGS Imagery', 'in place of Dark'],
      ['USGS Shaded Relief', 'in place of Light'],
    ]);
    expect(providerBasemaps(offline).map((basemap) => [basemap.label, standsForText(basemap)])).toEqual([
      ['Light', 'in place of Outdoors and Streets'],
      ['Dark', 'in place of Satellite Streets'],
    ]);
    expect(providerBasemaps(mapbox).map((basemap) => standsForText(basemap))).toEqual([null, null, null, null, null]);
    // The first style without standsFor takes every spec basemap no other style claims.
    expect(providerBasemaps(maplibre).map((basemap) => basemap.standsFor)).toEqual([['outdoors', 'streets', 'satellite-streets', 'dark'], ['light']]);
  });

  it.each([
    [mapbox, 'outdoors', 'outdoors'],
    [mapbox, 'usgs-topo', 'outdoors'],
    [usgs, 'outdoors', 'usgs-topo'],
    [usgs, 'satellite-streets', 'usgs-imagery-topo'],
    [usgs, 'usgs-shaded-relief', 'usgs-shaded-relief'],
    [usgs, 'no-such-map', 'usgs-topo'],
    [offline, 'outdoors', 'light'],
    [offline, 'satellite-streets', 'dark'],
    [maplibre, 'outdoors', 'liberty'],
    [maplibre, 'light', 'positron'],
    [maplibre, null, 'liberty'],
  ])('%# resolves the requested basemap to the closest the provider has', (settings, requested, expected) => {
    expect(resolveBasemap(settings, requested, 'outdoors')).toBe(expected);
  });

  it('narrows to the basemaps standing for some spec basemaps (the simpler map)', () => {
    expect(basemapsOf(usgs, ['streets', 'outdoors', 'satellite-streets']).map((basemap) => basemap.id)).toEqual(['usgs-topo', 'usgs-imagery-topo']);
    expect(basemapsOf('mapbox', ['streets']).map((basemap) => basemap.id)).toEqual(['streets']);
    expect(basemapsOf('maplibre').map((basemap) => basemap.id)).toEqual(['light', 'dark']);
  });

  it('builds each provider’s style', () => {
    expect(basemapStyle(mapbox, 'satellite-streets', sources)).toBe('mapbox://styles/mapbox/satellite-streets-v12');
    const topo = basemapStyle(usgs, 'outdoors', sources);
    expect(topo).toMatchObject({
      version: 8,
      sources: { usgs: { type: 'raster', tiles: ['https://basemap.nationalmap.gov/arcgis/rest/services/USGSTopo/MapServer/tile/{z}/{y}/{x}'], tileSize: 256 } },
    });
    expect(JSON.stringify(topo)).toContain('USGS The National Map');
    expect(basemapStyle(usgs, 'usgs-imagery', sources)).toMatchObject({ sources: { usgs: { tiles: [expect.stringContaining('/USGSImageryOnly/MapServer/')] } } });
    expect(basemapStyle(usgs, 'usgs-shaded-relief', sources)).toMatchObject({ sources: { usgs: { tiles: [expect.stringContaining('/USGSShadedReliefOnly/')] } } });
    expect(basemapStyle(maplibre, 'light', sources)).toBe('https://tiles.example.org/styles/positron.json');
    expect(basemapStyle(offline, 'dark', sources)).toMatchObject({ version: 8, name: 'Basin Water Portal dark' });
    expect(basemapStyle(offline, 'outdoors', sources)).toMatchObject({ name: 'Basin Water Portal light' });
  });

  it('accepts basemap ids of lower-case letters, digits and hyphens in a URL', () => {
    expect(['outdoors', 'satellite-streets', 'usgs-imagery-topo', 'osm-2'].every((id) => BASEMAP_ID_PATTERN.test(id))).toBe(true);
    expect(['', 'Outdoors', 'a b', '-x', 'x'.repeat(41), '<script>'].some((id) => BASEMAP_ID_PATTERN.test(id))).toBe(false);
  });
});
