// A jittered quadrilateral mesh: a regular grid whose corners are moved at random (less than half a
// cell, so every cell stays a simple quadrilateral). Regions of cells (the basin, each land-cover
// area) are outlined along shared cell edges, each edge bent at a displaced midpoint that depends on
// the edge alone, so neighbouring regions share their boundary exactly: they tile the basin with no
// gap and no overlap by construction.
import { hash01 } from './noise';
import { signedArea2, insideRing, type XY } from './plane';

export interface Mesh {
  seed: number;
  origin: XY;
  spacing: number;
  columns: number;
  rows: number;
  /** Corner coordinates, (columns + 1) x (rows + 1), x then y. */
  corners: Float64Array;
}

/** A polygon as GeoJSON orders it: the outer ring counter-clockwise, then its holes; rings closed. */
export type PolygonXY = XY[][];

const JITTER = 0.32;
const BEND = 0.14;

export function jitteredMesh(seed: number, origin: XY, spacing: number, columns: number, rows: number): Mesh {
  const corners = new Float64Array((columns + 1) * (rows + 1) * 2);
  for (let j = 0; j <= rows; j++) {
    for (let i = 0; i <= columns; i++) {
      const k = (j * (columns + 1) + i) * 2;
      corners[k] = origin[0] + (i + (hash01(seed, i, j, 1) - 0.5) * 2 * JITTER) * spacing;
      corners[k + 1] = origin[1] + (j + (hash01(seed, i, j, 2) - 0.5) * 2 * JITTER) * spacing;
    }
  }
  return { seed, origin, spacing, columns, rows, corners };
}

function corner(mesh: Mesh, id: number): XY {
  return [mesh.corners[id * 2]!, mesh.corners[id * 2 + 1]!];
}

/** The centre of cell (i, j): the mean of its four corners. */
export function cellCentre(mesh: Mesh, i: number, j: number): XY {
  const w = mesh.columns + 1;
  const ids = [j * w + i, j * w + i + 1, (j + 1) * w + i, (j + 1) * w + i + 1];
  const points = ids.map((id) => corner(mesh, id));
  return [points.reduce((s, p) => s + p[0], 0) / 4, points.reduce((s, p) => s + p[1], 0) / 4];
}

/** The bent midpoint of the edge between two corners: the same whichever way the edge is walked. */
function edgeMidpoint(mesh: Mesh, a: number, b: number): XY {
  const [from, to] = a < b ? [a, b] : [b, a];
  const [x0, y0] = corner(mesh, from);
  const [x1, y1] = corner(mesh, to);
  const length = Math.hypot(x1 - x0, y1 - y0) || 1;
  const bend = (hash01(mesh.seed, from, to, 3) - 0.5) * 2 * BEND * length;
  return [(x0 + x1) / 2 + (-(y1 - y0) / length) * bend, (y0 + y1) / 2 + ((x1 - x0) / length) * bend];
}

/**
 * Outlines of the regions of cells for which `member(cell)` holds (cell = j * columns + i): one
 * polygon per 4-connected region, holes included. Rings are traced in corner-index space (exact
 * integers), keeping the region on the left and turning left at a corner two cells share diagonally.
 */
export function outline(mesh: Mesh, member: (cell: number) => boolean): PolygonXY[] {
  const { columns, rows } = mesh;
  const w = columns + 1;
  const from: number[] = [];
  const to: number[] = [];
  const outgoing = new Map<number, number[]>();
  const add = (a: number, b: number) => {
    from.push(a);
    to.push(b);
    const list = outgoing.get(a);
    if (list) list.push(from.length - 1);
    else outgoing.set(a, [from.length - 1]);
  };
  const outside = (i: number, j: number) => i < 0 || j < 0 || i >= columns || j >= rows || !member(j * columns + i);
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      if (!member(j * columns + i)) continue;
      if (outside(i, j - 1)) add(j * w + i, j * w + i + 1);
      if (outside(i + 1, j)) add(j * w + i + 1, (j + 1) * w + i + 1);
      if (outside(i, j + 1)) add((j + 1) * w + i + 1, (j + 1) * w + i);
      if (outside(i - 1, j)) add((j + 1) * w + i, j * w + i);
    }
  }
  const ij = (id: number): XY => [id % w, Math.floor(id / w)];
  const direction = (edge: number): XY => {
    const [fi, fj] = ij(from[edge]!);
    const [ti, tj] = ij(to[edge]!);
    return [ti - fi, tj - fj];
  };
  const used = new Uint8Array(from.length);
  const rings: number[][] = []; // corner ids
  const firstEdges: number[] = [];
  for (let start = 0; start < from.length; start++) {
    if (used[start]) continue;
    const ring: number[] = [];
    let edge = start;
    for (;;) {
      used[edge] = 1;
      ring.push(from[edge]!);
      const [dx, dy] = direction(edge);
      const candidates = (outgoing.get(to[edge]!) ?? []).filter((candidate) => !used[candidate] || candidate === start);
      let next = -1;
      let bestScore = -1;
      for (const candidate of candidates) {
        const [ox, oy] = direction(candidate);
        const cross = dx * oy - dy * ox;
        const score = cross > 0 ? 2 : cross === 0 ? 1 : 0;
        if (score > bestScore) [next, bestScore] = [candidate, score];
      }
      if (next === -1 || next === start) break;
      edge = next;
    }
    rings.push(ring);
    firstEdges.push(start);
  }
  const indexRing = (ring: number[]) => ring.map(ij);
  const areas = rings.map((ring) => signedArea2(indexRing(ring)));
  const outers = rings.map((_, k) => k).filter((k) => areas[k]! > 0);
  const holesOf = new Map<number, number[]>(outers.map((k) => [k, []]));
  rings.forEach((_, k) => {
    if (areas[k]! > 0) return;
    // A point surely inside the hole: the centre of the cell right of the hole's first edge.
    const [fi, fj] = ij(from[firstEdges[k]!]!);
    const [dx, dy] = direction(firstEdges[k]!);
    const probe: XY = [fi + dx / 2 + dy / 2, fj + dy / 2 - dx / 2];
    let owner = -1;
    for (const outer of outers) {
      if (insideRing(probe, indexRing(rings[outer]!)) && (owner === -1 || areas[outer]! < areas[owner]!)) owner = outer;
    }
    if (owner !== -1) holesOf.get(owner)!.push(k);
  });
  const toXY = (ring: number[]): XY[] => {
    const points: XY[] = [];
    ring.forEach((id, k) => {
      points.push(corner(mesh, id), edgeMidpoint(mesh, id, ring[(k + 1) % ring.length]!));
    });
    return [...points, points[0]!];
  };
  return outers.map((outer) => [toXY(rings[outer]!), ...holesOf.get(outer)!.map((hole) => toXY(rings[hole]!))]);
}
