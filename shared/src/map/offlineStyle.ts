// The offline basemap: a maplibre style built from the portal's own map data (counties, streams,
// the reservoir), so the map works with no outside tile or font server. No `glyphs` URL: maplibre
// then draws label text with the browser's local fonts.
import type { StyleSpecification, LayerSpecification } from 'maplibre-gl';
import type { MapSource } from '@basin/api/schemas';
import type { FeatureCollection, Geometry, Position } from 'geojson';

export type OfflineVariant = 'light' | 'dark';

const PALETTES: Record<OfflineVariant, { land: string; county: string; countyLine: string; water: string; label: string; halo: string }> = {
  light: { land: '#f2efe9', county: '#ebe7df', countyLine: '#9a9488', water: '#a9cfe6', label: '#3d4650', halo: '#ffffff' },
  dark: { land: '#1b2126', county: '#20272d', countyLine: '#6b7680', water: '#2a5673', label: '#d8dee4', halo: '#111518' },
};

/** Source ids of the portal's map data that the basemap draws. */
const BASEMAP_SOURCES = ['counties', 'streams', 'reservoir'] as const;

function positionsOf(geometry: Geometry): Position[] {
  switch (geometry.type) {
    case 'Polygon':
      return geometry.coordinates.flat();
    case 'MultiPolygon':
      return geometry.coordinates.flat(2);
    case 'LineString':
      return geometry.coordinates;
    default:
      return [];
  }
}

/** One label point per county: the centre of its largest ring's bounding box is good enough at county scale. */
function countyLabelPoints(counties: FeatureCollection): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: counties.features.map((county) => {
      const points = positionsOf(county.geometry);
      const lons = points.map(([lon = 0]) => lon);
      const lats = points.map(([, lat = 0]) => lat);
      const center = [(Math.min(...lons) + Math.max(...lons)) / 2, (Math.min(...lats) + Math.max(...lats)) / 2];
      return { type: 'Feature', properties: county.properties, geometry: { type: 'Point', coordinates: center } };
    }),
  };
}

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

export function offlineStyle(sources: readonly MapSource[], variant: OfflineVariant): StyleSpecification {
  const palette = PALETTES[variant];
  const data = (id: (typeof BASEMAP_SOURCES)[number]) => (sources.find((source) => source.id === id)?.data as FeatureCollection | undefined) ?? EMPTY;
  const labelPaint = { 'text-color': palette.label, 'text-halo-color': palette.halo, 'text-halo-width': 1.5 };
  const layers: LayerSpecification[] = [
    { id: 'basemap-land', type: 'background', paint: { 'background-color': palette.land } },
    { id: 'basemap-counties-fill', type: 'fill', source: 'basemap-counties', paint: { 'fill-color': palette.county } },
    { id: 'basemap-counties-line', type: 'line', source: 'basemap-counties', paint: { 'line-color': palette.countyLine, 'line-width': 1, 'line-dasharray': [3, 2] } },
    { id: 'basemap-reservoir', type: 'fill', source: 'basemap-reservoir', paint: { 'fill-color': palette.water } },
    // Wider with the stream's Strahler order (`order`, 1 for headwater gullies) and the zoom.
    {
      id: 'basemap-streams',
      type: 'line',
      source: 'basemap-streams',
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: {
        'line-color': palette.water,
        'line-width': ['interpolate', ['linear'], ['zoom'], 8, ['*', 0.35, ['coalesce', ['get', 'order'], 2]], 14, ['*', 1.4, ['coalesce', ['get', 'order'], 2]]],
      },
    },
    {
      id: 'basemap-county-labels',
      type: 'symbol',
      source: 'basemap-county-labels',
      layout: { 'text-field': ['concat', ['get', 'name'], ' County'], 'text-size': 13, 'text-transform': 'uppercase', 'text-letter-spacing': 0.1 },
      paint: labelPaint,
    },
    {
      id: 'basemap-stream-labels',
      type: 'symbol',
      source: 'basemap-streams',
      minzoom: 11,
      filter: ['!', ['has', 'unnamed']],
      layout: { 'symbol-placement': 'line', 'text-field': ['get', 'name'], 'text-size': 12 },
      paint: { ...labelPaint, 'text-color': variant === 'light' ? '#2f6690' : '#9cc9e8' },
    },
  ];
  return {
    version: 8,
    name: `Basin Water Portal ${variant}`,
    sources: {
      'basemap-counties': { type: 'geojson', data: data('counties') },
      'basemap-county-labels': { type: 'geojson', data: countyLabelPoints(data('counties')) },
      'basemap-streams': { type: 'geojson', data: data('streams') },
      'basemap-reservoir': { type: 'geojson', data: data('reservoir') },
    },
    layers,
  };
}
