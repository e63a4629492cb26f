// Geography of the generated basin (DOMAIN.md "The basin"; docs/decisions.md "Generated geography"):
// streams flow north into the reservoir at the basin's northern end. The named streams keep their
// names, codes and HUC-12s; their courses are traced down a terrain generated from the seed, so the
// same seed always gives the same basin. Coordinates are [longitude, latitude] as in GeoJSON.
import { buildTerrain, cellAt, distanceTransform, type Valley } from './hydrology';
import { cellCentre, jitteredMesh, outline, type Mesh, type PolygonXY } from './mesh';
import { fractalNoise, hashInts, noise1d, valueNoise } from './noise';
import { distance, insideRing, segmentDistance, signedArea2, toLonLat, toXY, type LonLat, type XY } from './plane';
import { traceStreams } from './streams';

export { round6, type LonLat } from './plane';

export interface StreamPlan {
  code: string; // site-name prefix, e.g. 'CC'
  name: string;
  /** Number of monitoring sites generated along it (fixed sites come on top). */
  sites: number;
  huc12: string;
}

export interface Stream extends StreamPlan {
  /** From headwater to mouth: the mouth is a vertex of the stream it joins (or lies in the reservoir). */
  path: LonLat[];
  /** Strahler order at the mouth. */
  order: number;
}

export interface UnnamedStream {
  path: LonLat[];
  order: number;
  /** The named stream it (eventually) flows into. */
  tributaryOf: string;
}

export const LAND_COVER_CLASSES = [
  { name: 'Open Water', nlcd: 11, color: '#466b9f' },
  { name: 'Developed', nlcd: 22, color: '#d99282' },
  { name: 'Forest', nlcd: 42, color: '#1c5f2c' },
  { name: 'Grassland/Herbaceous', nlcd: 71, color: '#dfdfc2' },
  { name: 'Cultivated Crops', nlcd: 82, color: '#ab6c28' },
  { name: 'Wetlands', nlcd: 90, color: '#b8d9eb' },
] as const;
export type LandCover = (typeof LAND_COVER_CLASSES)[number]['name'];

export interface LandCoverArea {
  landCover: LandCover;
  nlcd: number;
  /** Outer ring then holes, closed, counter-clockwise outside. */
  rings: LonLat[][];
  acres: number;
}

export interface Geography {
  boundary: LonLat[];
  reservoir: LonLat[];
  reservoirAcres: number;
  mainStem: Stream;
  tributaries: Stream[];
  unnamed: UnnamedStream[];
  landCover: LandCoverArea[];
}

export const HUC_8 = '10190003';

const MAIN_STEM_PLAN: StreamPlan = { code: 'CC', name: 'Cherry Creek', sites: 11, huc12: '101900030105' };
/** The main stem's valley: from the Palmer Divide north to the reservoir. */
const MAIN_VALLEY: LonLat[] = [
  [-104.7, 39.16],
  [-104.73, 39.28],
  [-104.75, 39.4],
  [-104.77, 39.5],
  [-104.79, 39.57],
  [-104.815, 39.61],
  [-104.835, 39.627],
];

/** A tributary: its headwater and where its valley meets the main valley (a fraction of it) or the reservoir. */
const TRIBUTARY_PLANS: ReadonlyArray<StreamPlan & { headwater: LonLat; joinsAt: number | 'reservoir' }> = [
  { code: 'CT', name: 'Cottonwood Creek', headwater: [-104.7, 39.56], joinsAt: 'reservoir', sites: 3, huc12: '101900030106' },
  { code: 'PC', name: 'Piney Creek', headwater: [-104.64, 39.58], joinsAt: 0.88, sites: 5, huc12: '101900030107' },
  { code: 'LG', name: 'Lake Gulch', headwater: [-104.86, 39.42], joinsAt: 0.55, sites: 5, huc12: '101900030103' },
  { code: 'SG', name: 'Sulphur Gulch', headwater: [-104.72, 39.5], joinsAt: 0.7, sites: 4, huc12: '101900030104' },
  { code: 'BG', name: 'Baldwin Gulch', headwater: [-104.66, 39.36], joinsAt: 0.45, sites: 4, huc12: '101900030102' },
  { code: 'NG', name: 'Newlin Gulch', headwater: [-104.84, 39.5], joinsAt: 0.68, sites: 5, huc12: '101900030104' },
  { code: 'MG', name: 'McMurdo Gulch', headwater: [-104.8, 39.25], joinsAt: 0.3, sites: 4, huc12: '101900030102' },
  { code: 'AC', name: 'Antelope Creek', headwater: [-104.6, 39.3], joinsAt: 0.35, sites: 4, huc12: '101900030101' },
  { code: 'TG', name: 'Tallman Gulch', headwater: [-104.82, 39.33], joinsAt: 0.4, sites: 3, huc12: '101900030102' },
  { code: 'KC', name: 'Kinney Creek', headwater: [-104.62, 39.2], joinsAt: 0.15, sites: 3, huc12: '101900030101' },
  { code: 'BY', name: 'Bayou Gulch', headwater: [-104.78, 39.44], joinsAt: 0.52, sites: 3, huc12: '101900030103' },
  { code: 'ST', name: 'Stroh Gulch', headwater: [-104.74, 39.54], joinsAt: 0.78, sites: 3, huc12: '101900030105' },
];

/** The basin's rough outline; the generated boundary wanders around it by up to a couple of kilometres. */
const BASIN_SKETCH: LonLat[] = [
  [-104.95, 39.2],
  [-104.8, 39.14],
  [-104.66, 39.13],
  [-104.56, 39.2],
  [-104.55, 39.35],
  [-104.6, 39.52],
  [-104.66, 39.62],
  [-104.77, 39.655],
  [-104.83, 39.662],
  [-104.88, 39.66],
  [-104.9, 39.55],
  [-104.94, 39.38],
];

/** Reservoir: centred on the composite station, its long axis along the line of stations 1-3. */
const RESERVOIR_CENTRE: LonLat = [-104.848, 39.639];
const RESERVOIR_AXIS_END: LonLat = [-104.858, 39.648];
const RESERVOIR_SEMI_AXES: XY = [1750, 850];

/** Towns and suburbs: centre and radius (m) of their developed land. */
const TOWNS: ReadonlyArray<{ at: LonLat; radius: number }> = [
  { at: [-104.761, 39.518], radius: 3800 }, // Parker
  { at: [-104.81, 39.475], radius: 2200 }, // Stonegate, The Pinery
  { at: [-104.752, 39.39], radius: 1100 }, // Franktown
  { at: [-104.72, 39.6], radius: 3200 }, // Aurora, south-east
  { at: [-104.9, 39.63], radius: 2600 }, // Centennial
];

export const MESH_SPACING = 400;
const TERRAIN_CELL = 150;

/** Point at `fraction` (0 headwater .. 1 mouth) of a path, by vertex index: always on the line. */
export function pointAlong(path: readonly LonLat[], fraction: number): LonLat {
  const position = Math.min(Math.max(fraction, 0), 1) * (path.length - 1);
  const index = Math.min(Math.floor(position), path.length - 2);
  const t = position - index;
  const [lon0, lat0] = path[index] as LonLat;
  const [lon1, lat1] = path[index + 1] as LonLat;
  return [lon0 + (lon1 - lon0) * t, lat0 + (lat1 - lat0) * t];
}

/** The vertex at `fraction` of a path's length (0 headwater .. 1 mouth): a site there lies exactly on the stream. */
export function vertexAlong(path: readonly LonLat[], fraction: number): LonLat {
  const points = path.map(toXY);
  const lengths = [0];
  for (let k = 1; k < points.length; k++) lengths.push(lengths[k - 1]! + distance(points[k - 1]!, points[k]!));
  const target = Math.min(Math.max(fraction, 0), 1) * lengths[lengths.length - 1]!;
  let best = 0;
  for (let k = 1; k < lengths.length; k++) if (Math.abs(lengths[k]! - target) < Math.abs(lengths[best]! - target)) best = k;
  return path[best]!;
}

/** The vertex of a path nearest a point. */
export function nearestVertex(path: readonly LonLat[], point: LonLat): LonLat {
  const p = toXY(point);
  return path.reduce((best, candidate) => (distance(toXY(candidate), p) < distance(toXY(best), p) ? candidate : best), path[0]!);
}

export function countyAt([lon, lat]: LonLat): string {
  if (lat > 39.56) return 'Arapahoe';
  if (lon > -104.66) return 'Elbert';
  return 'Douglas';
}

function seedNumber(seed: string | number): number {
  return hashInts(...Array.from(`geography/${seed}`, (ch) => ch.charCodeAt(0)));
}

/** A sketch line densified every 250 m and swung sideways by smooth noise (not at its ends). */
function wavy(points: readonly XY[], seed: number, amplitude: number): XY[] {
  const dense: XY[] = [points[0]!];
  for (let k = 1; k < points.length; k++) {
    const a = points[k - 1]!;
    const b = points[k]!;
    const steps = Math.max(1, Math.round(distance(a, b) / 250));
    for (let s = 1; s <= steps; s++) dense.push([a[0] + ((b[0] - a[0]) * s) / steps, a[1] + ((b[1] - a[1]) * s) / steps]);
  }
  const total = (dense.length - 1) * 250;
  return dense.map((point, k) => {
    const a = dense[Math.max(0, k - 1)]!;
    const b = dense[Math.min(dense.length - 1, k + 1)]!;
    const length = distance(a, b) || 1;
    const along = k * 250;
    const size = amplitude * noise1d(seed, along / 4000) * Math.min(1, along / 2500, (total - along) / 2500);
    return [point[0] - ((b[1] - a[1]) / length) * size, point[1] + ((b[0] - a[0]) / length) * size];
  });
}

/** The reservoir's shoreline: an ellipse made irregular by noise, with arms up the inflow valleys. */
function reservoirShore(seed: number, inflows: readonly XY[]): XY[] {
  const centre = toXY(RESERVOIR_CENTRE);
  const axisEnd = toXY(RESERVOIR_AXIS_END);
  const axis = Math.atan2(axisEnd[1] - centre[1], axisEnd[0] - centre[0]);
  const [a, b] = RESERVOIR_SEMI_AXES;
  const points = 180;
  const ring: XY[] = [];
  for (let k = 0; k < points; k++) {
    const theta = (2 * Math.PI * k) / points;
    const local = theta - axis;
    let radius = (a * b) / Math.hypot(b * Math.cos(local), a * Math.sin(local));
    const cx = Math.cos(theta);
    const cy = Math.sin(theta);
    radius *= 1 + 0.16 * valueNoise(seed, 3 * cx + 10, 3 * cy + 10) + 0.07 * valueNoise(seed + 1, 9 * cx + 20, 9 * cy + 20);
    for (const inflow of inflows) {
      const direction = Math.atan2(inflow[1] - centre[1], inflow[0] - centre[0]);
      const gap = Math.atan2(Math.sin(theta - direction), Math.cos(theta - direction));
      const reach = Math.max(0, 0.8 * distance(centre, inflow) - radius);
      radius += reach * Math.exp(-((gap / 0.16) ** 2));
    }
    ring.push([centre[0] + radius * cx, centre[1] + radius * cy]);
  }
  return [...ring, ring[0]!];
}

/** Signed distance to a ring: positive inside. */
function signedDistance(point: XY, ring: readonly XY[]): number {
  let best = Infinity;
  for (let k = 1; k < ring.length; k++) best = Math.min(best, segmentDistance(point, ring[k - 1]!, ring[k]!));
  return insideRing(point, ring) ? best : -best;
}

/** Basin cells of the mesh: inside the wandering outline, one piece, no holes, no diagonal-only contacts. */
function basinCells(mesh: Mesh, seed: number, sketch: readonly XY[], keep: XY): Uint8Array {
  const { columns, rows } = mesh;
  const inside = new Uint8Array(columns * rows);
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      const p = cellCentre(mesh, i, j);
      inside[j * columns + i] = signedDistance(p, sketch) + 3500 * fractalNoise(seed + 11, p[0], p[1], 12000, 3) > 0 ? 1 : 0;
    }
  }
  const fill = (start: number[], member: (cell: number) => boolean): Uint8Array => {
    const reached = new Uint8Array(columns * rows);
    const queue = start.filter(member);
    for (const cell of queue) reached[cell] = 1;
    while (queue.length) {
      const cell = queue.pop()!;
      const i = cell % columns;
      const j = Math.floor(cell / columns);
      for (const [di, dj] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
        const ni = i + di;
        const nj = j + dj;
        const next = nj * columns + ni;
        if (ni < 0 || nj < 0 || ni >= columns || nj >= rows || reached[next] || !member(next)) continue;
        reached[next] = 1;
        queue.push(next);
      }
    }
    return reached;
  };
  const keepCell = Math.floor((keep[1] - mesh.origin[1]) / mesh.spacing) * columns + Math.floor((keep[0] - mesh.origin[0]) / mesh.spacing);
  const piece = fill([keepCell], (cell) => inside[cell] === 1);
  const border: number[] = [];
  for (let i = 0; i < columns; i++) border.push(i, (rows - 1) * columns + i);
  for (let j = 0; j < rows; j++) border.push(j * columns, j * columns + columns - 1);
  const outside = fill(border, (cell) => piece[cell] === 0);
  const basin = Uint8Array.from(outside, (out) => (out ? 0 : 1));
  // Two basin cells meeting only at a corner: add one of the other two, so the outline is one simple ring.
  for (let changed = true; changed; ) {
    changed = false;
    for (let j = 0; j + 1 < rows; j++) {
      for (let i = 0; i + 1 < columns; i++) {
        const c00 = j * columns + i;
        const c10 = c00 + 1;
        const c01 = c00 + columns;
        const c11 = c01 + 1;
        if (basin[c00] && basin[c11] && !basin[c10] && !basin[c01]) [basin[c10], changed] = [1, true];
        if (basin[c10] && basin[c01] && !basin[c00] && !basin[c11]) [basin[c00], changed] = [1, true];
      }
    }
  }
  return basin;
}

function ringAcres(rings: readonly XY[][]): number {
  const squareMetres = rings.reduce((sum, ring) => sum + signedArea2(ring) / 2, 0);
  return Math.round(squareMetres / 4046.856);
}

function generate(seed: string | number): Geography {
  const s = seedNumber(seed);
  const sketch = BASIN_SKETCH.map(toXY);
  const closedSketch = [...sketch, sketch[0]!];
  const xs = sketch.map(([x]) => x);
  const ys = sketch.map(([, y]) => y);
  const margin = 4000;
  const meshOrigin: XY = [Math.min(...xs) - margin, Math.min(...ys) - margin];
  const mesh = jitteredMesh(s, meshOrigin, MESH_SPACING, Math.ceil((Math.max(...xs) - meshOrigin[0] + margin) / MESH_SPACING), Math.ceil((Math.max(...ys) - meshOrigin[1] + margin) / MESH_SPACING));
  const basinMask = basinCells(mesh, s, closedSketch, toXY(RESERVOIR_CENTRE));
  const boundaryXY = outline(mesh, (cell) => basinMask[cell] === 1).sort((p, q) => signedArea2(q[0]!) - signedArea2(p[0]!))[0]![0]!;

  const mainValley = wavy(MAIN_VALLEY.map(toXY), s + 21, 900);
  const tributaryValleys = TRIBUTARY_PLANS.map((plan, index) => {
    const mouth = plan.joinsAt === 'reservoir' ? toXY([-104.815, 39.628]) : toXY(pointAlong(MAIN_VALLEY, plan.joinsAt));
    const headwater = toXY(plan.headwater);
    const middle: XY = [(headwater[0] + mouth[0]) / 2 + 860, (headwater[1] + mouth[1]) / 2 - 1110];
    return wavy([headwater, middle, mouth], s + 31 + index, 700);
  });
  const reservoirXY = reservoirShore(s + 41, [mainValley[mainValley.length - 1]!, tributaryValleys[0]![tributaryValleys[0]!.length - 1]!]);
  const valleys: Valley[] = tributaryValleys.map((line) => ({ line, depth: 40, width: 650 }));
  const terrain = buildTerrain({ seed: s, basin: boundaryXY, reservoir: reservoirXY, reservoirCentre: toXY(RESERVOIR_CENTRE), mainValley, valleys, size: TERRAIN_CELL });
  const traced = traceStreams(terrain, s, [mainValley[0]!, ...tributaryValleys.map((line) => line[0]!)], { minimumCells: 260, minimumLength: 2500, maxUnnamed: 32 });

  const path = (line: XY[]) => line.map(toLonLat);
  const named = traced.filter((stream) => stream.named >= 0);
  const plans = [MAIN_STEM_PLAN, ...TRIBUTARY_PLANS.map(({ code, name, sites, huc12 }) => ({ code, name, sites, huc12 }))];
  const streams: Stream[] = named.map((stream) => ({ ...plans[stream.named]!, path: path(stream.line), order: stream.order }));
  const namedOf = (index: number): string => {
    let at = index;
    while (traced[at]!.named < 0 && traced[at]!.joins >= 0) at = traced[at]!.joins;
    return plans[traced[at]!.named]?.name ?? MAIN_STEM_PLAN.name;
  };
  const unnamed: UnnamedStream[] = traced.flatMap((stream, index) => (stream.named >= 0 ? [] : [{ path: path(stream.line), order: stream.order, tributaryOf: namedOf(stream.joins >= 0 ? stream.joins : index) }]));

  // Land cover, classified per mesh cell from position, terrain, the streams and noise.
  const streamDistance = distanceTransform(terrain, traced.filter((stream) => stream.order >= 3).map((stream) => stream.line));
  const nearBigStream = (p: XY) => streamDistance[cellAt(terrain, p)]!;
  const reservoirCentre = toXY(RESERVOIR_CENTRE);
  const towns = TOWNS.map((town) => ({ at: toXY(town.at), radius: town.radius }));
  const southEdge = Math.min(...ys);
  const eastEdge = Math.max(...xs);
  const classes = new Int8Array(mesh.columns * mesh.rows).fill(-1);
  const classIndex = (name: LandCover) => LAND_COVER_CLASSES.findIndex((entry) => entry.name === name);
  for (let j = 0; j < mesh.rows; j++) {
    for (let i = 0; i < mesh.columns; i++) {
      const cell = j * mesh.columns + i;
      if (!basinMask[cell]) continue;
      const p = cellCentre(mesh, i, j);
      const n1 = fractalNoise(s + 51, p[0], p[1], 3000, 3);
      const n2 = fractalNoise(s + 52, p[0], p[1], 6000, 3);
      const south = 1 - Math.min(1, (p[1] - southEdge) / 25000);
      const east = 1 - Math.min(1, (eastEdge - p[0]) / 16000);
      const developed = Math.max(...towns.map((town) => 1 - distance(p, town.at) / town.radius)) + 0.45 * n1;
      let name: LandCover = 'Grassland/Herbaceous';
      if (insideRing(p, reservoirXY)) name = 'Open Water';
      else if (distance(p, reservoirCentre) < 4200) name = nearBigStream(p) < 450 || n1 > 0.25 ? 'Wetlands' : 'Grassland/Herbaceous'; // the state park
      else if (nearBigStream(p) < 260 && n2 > -0.1) name = 'Wetlands';
      else if (developed > 0.25) name = 'Developed';
      else if (south * 1.3 + 0.9 * n1 > 0.75) name = 'Forest';
      else if (east * 0.9 + 1.1 * n2 > 0.55) name = 'Cultivated Crops';
      else if (((hashInts(s, i, j) % 1000) < 6) && nearBigStream(p) < 1500) name = 'Open Water'; // gravel-pit ponds
      classes[cell] = classIndex(name);
    }
  }
  const landCover: LandCoverArea[] = LAND_COVER_CLASSES.flatMap((entry, index) =>
    outline(mesh, (cell) => classes[cell] === index).map((polygon: PolygonXY) => ({
      landCover: entry.name,
      nlcd: entry.nlcd,
      rings: polygon.map((ring) => ring.map(toLonLat)),
      acres: ringAcres(polygon),
    })),
  );

  return {
    boundary: boundaryXY.map(toLonLat),
    reservoir: reservoirXY.map(toLonLat),
    reservoirAcres: ringAcres([reservoirXY]),
    mainStem: streams[0]!,
    tributaries: streams.slice(1),
    unnamed,
    landCover,
  };
}

const cache = new Map<string, Geography>();

/** The basin of a seed (computed once per seed and process). */
export function geography(seed: string | number): Geography {
  const key = String(seed);
  let result = cache.get(key);
  if (!result) {
    result = generate(seed);
    cache.set(key, result);
  }
  return result;
}
