// Plane geometry for the generated geography: a local projection in metres around the basin (an
// equirectangular projection is exact enough over 60 km) and the few operations the generator needs.

export type LonLat = [number, number];
/** Metres east and north of the projection's origin. */
export type XY = [number, number];

const ORIGIN: LonLat = [-104.75, 39.4];
const METRES_PER_DEGREE_LAT = 111_000;
const METRES_PER_DEGREE_LON = 111_320 * Math.cos((ORIGIN[1] * Math.PI) / 180);

export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export function toXY([lon, lat]: LonLat): XY {
  return [(lon - ORIGIN[0]) * METRES_PER_DEGREE_LON, (lat - ORIGIN[1]) * METRES_PER_DEGREE_LAT];
}

/** Back to longitude and latitude, rounded to 6 decimals (about 0.1 m). */
export function toLonLat([x, y]: XY): LonLat {
  return [round6(ORIGIN[0] + x / METRES_PER_DEGREE_LON), round6(ORIGIN[1] + y / METRES_PER_DEGREE_LAT)];
}

export function distance([ax, ay]: XY, [bx, by]: XY): number {
  return Math.hypot(bx - ax, by - ay);
}

/** Distance from p to the segment a-b. */
export function segmentDistance(p: XY, a: XY, b: XY): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

export function polylineDistance(p: XY, line: readonly XY[]): number {
  let best = Infinity;
  for (let i = 1; i < line.length; i++) best = Math.min(best, segmentDistance(p, line[i - 1]!, line[i]!));
  return best;
}

/** Even-odd point in ring test (the ring may be closed or not). */
export function insideRing(point: readonly number[], ring: readonly (readonly number[])[]): boolean {
  const [x = 0, y = 0] = point;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i]!;
    const [xj = 0, yj = 0] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Twice the signed area of a ring (positive counter-clockwise). */
export function signedArea2(ring: readonly (readonly number[])[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i]!;
    const [xj = 0, yj = 0] = ring[j]!;
    sum += xj * yi - xi * yj;
  }
  return sum;
}

/**
 * For a raster of `columns` x `rows` cells of `size` metres whose lower-left corner is `origin`: which
 * cell centres lie inside the ring (scanline fill, fast for large rasters).
 */
export function rasterize(ring: readonly XY[], origin: XY, size: number, columns: number, rows: number): Uint8Array {
  const mask = new Uint8Array(columns * rows);
  for (let row = 0; row < rows; row++) {
    const y = origin[1] + (row + 0.5) * size;
    const crossings: number[] = [];
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y) crossings.push(xi + ((y - yi) * (xj - xi)) / (yj - yi));
    }
    crossings.sort((a, b) => a - b);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      const from = Math.max(0, Math.ceil((crossings[k]! - origin[0]) / size - 0.5));
      const to = Math.min(columns - 1, Math.floor((crossings[k + 1]! - origin[0]) / size - 0.5));
      for (let column = from; column <= to; column++) mask[row * columns + column] = 1;
    }
  }
  return mask;
}

/** Douglas-Peucker simplification keeping the end points. */
export function simplify(line: readonly XY[], tolerance: number): XY[] {
  if (line.length < 3) return [...line];
  const keep = new Uint8Array(line.length);
  keep[0] = 1;
  keep[line.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, line.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    let worst = -1;
    let worstDistance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistance(line[i]!, line[first]!, line[last]!);
      if (d > worstDistance) {
        worst = i;
        worstDistance = d;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  return line.filter((_, i) => keep[i]);
}
