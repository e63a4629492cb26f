// Geography of the generated basin (DOMAIN.md "The basin"): streams flow north into the reservoir at
// the basin's northern end. Coordinates are [longitude, latitude] as in GeoJSON.

export type LonLat = [number, number];

export const RESERVOIR_CENTER: LonLat = [-104.85, 39.64];

export interface Stream {
  code: string; // site-name prefix, e.g. 'CC'
  name: string;
  /** From headwater to mouth. */
  path: LonLat[];
  /** Number of monitoring sites generated along it (fixed sites come on top). */
  sites: number;
  huc12: string;
}

const MAIN_STEM_PATH: LonLat[] = [
  [-104.7, 39.16],
  [-104.73, 39.28],
  [-104.75, 39.4],
  [-104.77, 39.5],
  [-104.79, 39.57],
  [-104.815, 39.61],
  [-104.835, 39.627],
];

/** Point at `fraction` (0 headwater .. 1 mouth) of a path, by vertex index (good enough here). */
export function pointAlong(path: readonly LonLat[], fraction: number): LonLat {
  const position = Math.min(Math.max(fraction, 0), 1) * (path.length - 1);
  const index = Math.min(Math.floor(position), path.length - 2);
  const t = position - index;
  const [lon0, lat0] = path[index] as LonLat;
  const [lon1, lat1] = path[index + 1] as LonLat;
  return [lon0 + (lon1 - lon0) * t, lat0 + (lat1 - lat0) * t];
}

function tributary(code: string, name: string, headwater: LonLat, joinsAt: number | 'reservoir', sites: number, huc12: string): Stream {
  const mouth: LonLat = joinsAt === 'reservoir' ? [-104.815, 39.628] : pointAlong(MAIN_STEM_PATH, joinsAt);
  const middle: LonLat = [(headwater[0] + mouth[0]) / 2 + 0.01, (headwater[1] + mouth[1]) / 2 - 0.01];
  return { code, name, path: [headwater, middle, mouth], sites, huc12 };
}

export const MAIN_STEM: Stream = { code: 'CC', name: 'Cherry Creek', path: MAIN_STEM_PATH, sites: 11, huc12: '101900030105' };

export const TRIBUTARIES: readonly Stream[] = [
  tributary('CT', 'Cottonwood Creek', [-104.7, 39.56], 'reservoir', 3, '101900030106'),
  tributary('PC', 'Piney Creek', [-104.64, 39.58], 0.88, 5, '101900030107'),
  tributary('LG', 'Lake Gulch', [-104.86, 39.42], 0.55, 5, '101900030103'),
  tributary('SG', 'Sulphur Gulch', [-104.72, 39.5], 0.7, 4, '101900030104'),
  tributary('BG', 'Baldwin Gulch', [-104.66, 39.36], 0.45, 4, '101900030102'),
  tributary('NG', 'Newlin Gulch', [-104.84, 39.5], 0.68, 5, '101900030104'),
  tributary('MG', 'McMurdo Gulch', [-104.8, 39.25], 0.3, 4, '101900030102'),
  tributary('AC', 'Antelope Creek', [-104.6, 39.3], 0.35, 4, '101900030101'),
  tributary('TG', 'Tallman Gulch', [-104.82, 39.33], 0.4, 3, '101900030102'),
  tributary('KC', 'Kinney Creek', [-104.62, 39.2], 0.15, 3, '101900030101'),
  tributary('BY', 'Bayou Gulch', [-104.78, 39.44], 0.52, 3, '101900030103'),
  tributary('ST', 'Stroh Gulch', [-104.74, 39.54], 0.78, 3, '101900030105'),
];

export const HUC_8 = '10190003';

export function countyAt([lon, lat]: LonLat): string {
  if (lat > 39.56) return 'Arapahoe';
  if (lon > -104.66) return 'Elbert';
  return 'Douglas';
}

/** Basin boundary: a ring around the stream network (closed, counter-clockwise). */
export function basinBoundary(): LonLat[] {
  const ring: LonLat[] = [
    [-104.95, 39.2],
    [-104.8, 39.14],
    [-104.66, 39.13],
    [-104.56, 39.2],
    [-104.55, 39.35],
    [-104.6, 39.52],
    [-104.66, 39.62],
    [-104.78, 39.67],
    [-104.88, 39.67],
    [-104.9, 39.55],
    [-104.94, 39.38],
  ];
  return [...ring, ring[0] as LonLat];
}

/** Closed ring approximating an ellipse (radii in degrees). */
export function ellipse([lon, lat]: LonLat, radiusLon: number, radiusLat: number, points = 24): LonLat[] {
  const ring: LonLat[] = [];
  for (let i = 0; i < points; i++) {
    const angle = (2 * Math.PI * i) / points;
    ring.push([round6(lon + radiusLon * Math.cos(angle)), round6(lat + radiusLat * Math.sin(angle))]);
  }
  return [...ring, ring[0] as LonLat];
}

export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
