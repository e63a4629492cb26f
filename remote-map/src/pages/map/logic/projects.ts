import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';

/** A pollution abatement project as the project panel lists it (spec 01 §3 "Project (pap) feature"). */
export interface Project {
  id: string;
  name: string;
  type: string | null;
  /** Where a click on the project flies to: the middle of its geometry's points. */
  center: [number, number];
  positions: Position[];
}

/** West, south, east, north. */
export type Bounds = readonly [number, number, number, number];

function positionsOf(geometry: Geometry): Position[] {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'LineString':
    case 'MultiPoint':
      return geometry.coordinates;
    case 'Polygon':
    case 'MultiLineString':
      return geometry.coordinates.flat();
    case 'MultiPolygon':
      return geometry.coordinates.flat(2);
    default:
      return [];
  }
}

export function projectsOf(collection: FeatureCollection | null | undefined): Project[] {
  return (collection?.features ?? []).map((feature: Feature) => {
    const properties = (feature.properties ?? {}) as Record<string, unknown>;
    const positions = positionsOf(feature.geometry);
    const lons = positions.map(([lon = 0]) => lon);
    const lats = positions.map(([, lat = 0]) => lat);
    return {
      id: String(properties.ID ?? feature.id ?? ''),
      name: String(properties.Name ?? properties.name ?? ''),
      type: properties.type === undefined ? null : String(properties.type),
      center: [(Math.min(...lons) + Math.max(...lons)) / 2, (Math.min(...lats) + Math.max(...lats)) / 2],
      positions,
    };
  });
}

/** Projects with any point inside the map's bounds ("pan or zoom to populate results"). */
export function projectsInView(projects: readonly Project[], [west, south, east, north]: Bounds): Project[] {
  return projects.filter((project) => project.positions.some(([lon = NaN, lat = NaN]) => lon >= west && lon <= east && lat >= south && lat <= north));
}

/** Spec 01 §5: the project list filters by name or ID, case-insensitively. */
export function filterProjects(projects: readonly Project[], text: string): Project[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...projects];
  return projects.filter((project) => project.name.toLowerCase().includes(needle) || project.id.toLowerCase().includes(needle));
}
