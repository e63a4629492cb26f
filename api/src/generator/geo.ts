// Map content as GeoJSON: basin boundary, streams, the reservoir, point sources (wastewater plants),
// non-point sources, land use, and the pollution abatement projects, plus the map sources and layer
// definitions the map explorer reads (spec 01, "Map source and layer").
import { LAND_COVER_CLASSES, geography, pointAlong, round6, type LonLat, type Stream } from './basin';
import { basinCounties } from './counties';
import { Random } from './prng';

type Geometry =
  | { type: 'Point'; coordinates: LonLat }
  | { type: 'LineString'; coordinates: LonLat[] }
  | { type: 'Polygon'; coordinates: LonLat[][] }
  | { type: 'MultiPolygon'; coordinates: LonLat[][][] };

export interface MapFeature {
  sourceId: string;
  properties: Record<string, string | number>;
  geometry: Geometry;
}

export interface MapSource {
  id: string;
  type: 'geojson';
  attribution: string;
}

export interface MapLayer {
  id: string;
  sourceId: string;
  type: 'fill' | 'line' | 'circle';
  paint: Record<string, unknown>;
  drawOrder: number;
  legendOrder: number;
  lreProperties: Record<string, unknown>;
  requiresAuth: boolean;
}

export interface Project {
  id: number;
  name: string;
  projectType: string;
  yearCompleted: number;
  description: string;
  geometry: Geometry;
}

const ATTRIBUTION = 'Basin Water Portal sample data';

export const MAP_SOURCES: readonly MapSource[] = [
  'basin-boundary', 'streams', 'reservoir', 'point-sources', 'nonpoint-sources', 'land-use', 'projects', 'septic-systems',
  // Drawn by the offline basemap (county lines and names), not a layer of the layers panel.
  'counties',
].map((id) => ({ id, type: 'geojson' as const, attribution: ATTRIBUTION }));

/**
 * Land cover by class, NLCD colours (https://www.mrlc.gov/data/legends/national-land-cover-database-class-legend-and-description):
 * a `match` on the class, so the legend shows one swatch per class.
 */
const LAND_COVER_COLOR = ['match', ['get', 'land_cover'], ...LAND_COVER_CLASSES.flatMap((entry) => [entry.name, entry.color]), '#cccccc'];

export const MAP_LAYERS: readonly MapLayer[] = [
  { id: 'land-use-fill', sourceId: 'land-use', type: 'fill', paint: { 'fill-color': LAND_COVER_COLOR, 'fill-opacity': 0.45 }, legendGroup: 'Land Use', layerGroup: 'Land Use', titleField: 'land_cover' },
  { id: 'basin-boundary-line', sourceId: 'basin-boundary', type: 'line', paint: { 'line-color': '#5d4037', 'line-width': 2 }, legendGroup: 'Cherry Creek Basin', layerGroup: 'Cherry Creek Basin Boundary' },
  { id: 'reservoir-fill', sourceId: 'reservoir', type: 'fill', paint: { 'fill-color': '#4fc3f7', 'fill-opacity': 0.7 }, legendGroup: 'Hydrology', layerGroup: 'Hydrology' },
  // Wider with the Strahler order: headwater gullies hairlines, the main stem about 3.5 px.
  { id: 'streams-line', sourceId: 'streams', type: 'line', paint: { 'line-color': '#1e88e5', 'line-width': ['interpolate', ['linear'], ['get', 'order'], 1, 0.8, 5, 3.5] }, legendGroup: 'Hydrology', layerGroup: 'Hydrology' },
  { id: 'nonpoint-sources-fill', sourceId: 'nonpoint-sources', type: 'fill', paint: { 'fill-color': '#8d6e63', 'fill-opacity': 0.4 }, legendGroup: 'Non Point Sources', layerGroup: 'Non Point Sources' },
  { id: 'point-sources-circle', sourceId: 'point-sources', type: 'circle', paint: { 'circle-color': '#6a1b9a', 'circle-radius': 6 }, legendGroup: 'Point Sources', layerGroup: 'Wastewater Treatment Facilities' },
  { id: 'projects-circle', sourceId: 'projects', type: 'circle', paint: { 'circle-color': '#2e7d32', 'circle-radius': 5 }, legendGroup: 'Projects', layerGroup: 'Pollution Abatement Projects' },
  // Staff only: parcel-level onsite wastewater (septic) systems, with permit and inspection records of private homes.
  { id: 'septic-systems-circle', sourceId: 'septic-systems', type: 'circle', paint: { 'circle-color': '#ef6c00', 'circle-radius': 4 }, legendGroup: 'Non Point Sources', layerGroup: 'Onsite Wastewater Systems (staff)' },
].map(({ legendGroup, layerGroup, titleField = 'name', ...layer }, index) => ({
  ...layer,
  type: layer.type as MapLayer['type'],
  drawOrder: index + 1,
  legendOrder: index + 1,
  lreProperties: { layerGroup, legendGroup, popup: { excludeFields: ['color'] }, titleField },
  // Signed-in staff get additional layer data (spec 01 §1, §6): the parcel-level septic systems. Non Point
  // Sources is one of the public map's layers (spec 01 §1) and is public (docs/decisions.md, "Exports and sharing").
  requiresAuth: layer.sourceId === 'septic-systems',
}));


const PROJECT_TYPES = ['Pollutant reduction facility', 'Stream reclamation', 'Wetland'] as const;

function square([lon, lat]: LonLat, half: number): LonLat[] {
  const ring: LonLat[] = [
    [round6(lon - half), round6(lat - half)],
    [round6(lon + half), round6(lat - half)],
    [round6(lon + half), round6(lat + half)],
    [round6(lon - half), round6(lat + half)],
  ];
  return [...ring, ring[0] as LonLat];
}

export function mapFeatures(seed: string | number): MapFeature[] {
  const random = new Random(seed, 'map');
  const basin = geography(seed);
  const MAIN_STEM = basin.mainStem;
  const TRIBUTARIES = basin.tributaries;
  const streamFeature = (stream: Stream): MapFeature => ({ sourceId: 'streams', properties: { name: stream.name, order: stream.order }, geometry: { type: 'LineString', coordinates: stream.path } });
  const features: MapFeature[] = [
    { sourceId: 'basin-boundary', properties: { name: 'Cherry Creek Basin', huc_8: '10190003' }, geometry: { type: 'Polygon', coordinates: [basin.boundary] } },
    { sourceId: 'reservoir', properties: { name: 'Cherry Creek Reservoir', surface_acres: basin.reservoirAcres }, geometry: { type: 'Polygon', coordinates: [basin.reservoir] } },
    streamFeature(MAIN_STEM),
    ...TRIBUTARIES.map(streamFeature),
    ...basin.unnamed.map((stream): MapFeature => ({ sourceId: 'streams', properties: { name: `Unnamed tributary of ${stream.tributaryOf}`, order: stream.order, unnamed: 1 }, geometry: { type: 'LineString', coordinates: stream.path } })),
    ...basinCounties().map((county): MapFeature => ({ sourceId: 'counties', properties: county.properties, geometry: county.geometry as Geometry })),
  ];
  ['Parker', 'Stonegate', 'Pinery', 'Cottonwood', 'Inverness'].forEach((name, index) => {
    const stream = TRIBUTARIES[index] ?? MAIN_STEM;
    features.push({
      sourceId: 'point-sources',
      properties: { name: `${name} Water Reclamation Facility`, permitted_mgd: Math.round(random.between(0.5, 4) * 10) / 10, tp_limit_ug_l: 50 },
      geometry: { type: 'Point', coordinates: pointAlong(stream.path, random.between(0.4, 0.8)).map(round6) as LonLat },
    });
  });
  for (let index = 1; index <= 12; index++) {
    const center = pointAlong(MAIN_STEM.path, random.between(0.1, 0.95));
    features.push({
      sourceId: 'nonpoint-sources',
      properties: { name: `Development area ${index}`, category: random.pick(['Construction', 'Urban runoff', 'Grazing']) },
      geometry: { type: 'Polygon', coordinates: [square([center[0] + random.between(-0.05, 0.05), center[1]], 0.01)] },
    });
  }
  // Land cover (NLCD classes) tiling the basin.
  for (const area of basin.landCover) {
    features.push({ sourceId: 'land-use', properties: { land_cover: area.landCover, nlcd_class: area.nlcd, acres: area.acres }, geometry: { type: 'Polygon', coordinates: area.rings } });
  }
  // Onsite wastewater (septic) systems of rural homes near the tributaries (staff-only layer): its own
  // random stream, so the features before it do not change.
  const septic = new Random(seed, 'septic');
  for (let index = 1; index <= 30; index++) {
    const stream = TRIBUTARIES[index % TRIBUTARIES.length] ?? MAIN_STEM;
    const [lon, lat] = pointAlong(stream.path, septic.between(0.2, 0.95));
    features.push({
      sourceId: 'septic-systems',
      properties: {
        name: `OWTS permit ${2000 + septic.int(0, 25)}-${String(index).padStart(4, '0')}`,
        system_type: septic.pick(['Conventional', 'Advanced treatment', 'Mound']),
        last_inspection_year: 2015 + septic.int(0, 11),
      },
      geometry: { type: 'Point', coordinates: [round6(lon + septic.between(-0.01, 0.01)), round6(lat + septic.between(-0.01, 0.01))] },
    });
  }
  return features;
}

/** The part of a path between two fractions (by vertex index), ends included. */
function reach(path: readonly LonLat[], from: number, to: number): LonLat[] {
  const inner = path.filter((_, k) => k / (path.length - 1) > from && k / (path.length - 1) < to);
  return [pointAlong(path, from), ...inner, pointAlong(path, to)].map((point) => point.map(round6) as LonLat);
}

export function projects(seed: string | number): Project[] {
  const random = new Random(seed, 'projects');
  const { mainStem: MAIN_STEM, tributaries: TRIBUTARIES } = geography(seed);
  const list: Project[] = [];
  for (let id = 1; id <= 28; id++) {
    const projectType = PROJECT_TYPES[id % PROJECT_TYPES.length] as (typeof PROJECT_TYPES)[number];
    const stream = id % 4 === 0 ? MAIN_STEM : (TRIBUTARIES[id % TRIBUTARIES.length] ?? MAIN_STEM);
    const at = random.between(0.3, 0.95);
    const point = pointAlong(stream.path, at).map(round6) as LonLat;
    const geometry: Geometry =
      projectType === 'Stream reclamation'
        ? { type: 'LineString', coordinates: reach(stream.path, at, Math.min(at + 0.08, 1)) }
        : projectType === 'Wetland'
          ? { type: 'Polygon', coordinates: [square(point, 0.004)] }
          : { type: 'Point', coordinates: point };
    list.push({
      id,
      name: `${stream.name} ${projectType.toLowerCase()} ${id}`,
      projectType,
      yearCompleted: random.int(1996, 2025),
      description: `${projectType} reducing phosphorus and sediment loads to ${stream.name}`,
      geometry,
    });
  }
  return list;
}
