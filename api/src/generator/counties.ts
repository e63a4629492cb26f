// Real county outlines around the basin, from the US Census cartographic boundaries as packaged by
// `us-atlas` (1:10 million, TopoJSON). The offline basemap draws them; a hand-drawn outline would
// mislead people who know the area.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';

const COLORADO_FIPS = '08';
/** West, south, east, north: the basin and the counties a visitor pans to from it. */
const AREA_OF_INTEREST = [-105.6, 38.6, -103.6, 40.2] as const;

export interface CountyFeature {
  properties: { name: string; fips: string };
  geometry: Polygon | MultiPolygon;
}

function positions(geometry: Polygon | MultiPolygon): Position[] {
  return geometry.type === 'Polygon' ? geometry.coordinates.flat() : geometry.coordinates.flat(2);
}

function overlapsAreaOfInterest(geometry: Polygon | MultiPolygon): boolean {
  const [west, south, east, north] = AREA_OF_INTEREST;
  return positions(geometry).some(([lon = NaN, lat = NaN]) => lon >= west && lon <= east && lat >= south && lat <= north);
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
function rounded(geometry: Polygon | MultiPolygon): Polygon | MultiPolygon {
  const ring = (coordinates: Position[]) => coordinates.map(([lon = 0, lat = 0]) => [round6(lon), round6(lat)]);
  return geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: geometry.coordinates.map(ring) }
    : { type: 'MultiPolygon', coordinates: geometry.coordinates.map((polygon) => polygon.map(ring)) };
}

/** The Colorado counties that overlap the area around the basin (Arapahoe, Douglas, Elbert and neighbours). */
export function basinCounties(): CountyFeature[] {
  const require = createRequire(__filename);
  const topology = JSON.parse(readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8')) as Topology<{
    counties: GeometryCollection<{ name: string }>;
  }>;
  const counties = feature(topology, topology.objects.counties);
  return counties.features
    .filter((county): county is Feature<Polygon | MultiPolygon, { name: string }> =>
      String(county.id).startsWith(COLORADO_FIPS) && (county.geometry.type === 'Polygon' || county.geometry.type === 'MultiPolygon'))
    .filter((county) => overlapsAreaOfInterest(county.geometry))
    .map((county) => ({ properties: { name: county.properties.name, fips: String(county.id) }, geometry: rounded(county.geometry) }))
    .sort((a, b) => a.properties.fips.localeCompare(b.properties.fips));
}
