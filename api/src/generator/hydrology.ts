// The generated terrain and its drainage. Elevation rises away from the reservoir and away from the
// main valley, the named streams' valleys are carved along wavy guide lines, and fractal noise adds
// the hills. Priority-Flood (Barnes et al. 2014) from the reservoir gives every basin cell a
// downstream neighbour (depressions are filled, so all water reaches the reservoir); the flow
// accumulation of that tree picks the unnamed streams.
import { fractalNoise } from './noise';
import { distance, rasterize, type XY } from './plane';

export interface Terrain {
  origin: XY;
  size: number;
  columns: number;
  rows: number;
  inBasin: Uint8Array;
  /** Reservoir cells: the outlet every flow path ends in. */
  water: Uint8Array;
  elevation: Float64Array;
  /** Downstream cell, -1 for the reservoir and outside the basin. */
  down: Int32Array;
  /** Basin cells from the outlet up: a cell comes after the cell it drains to. */
  flood: Int32Array;
  /** Upstream area in cells (the cell itself included). */
  accumulation: Float64Array;
}

export interface Valley {
  line: readonly XY[];
  depth: number;
  width: number;
}

/** A min-heap of cells by (elevation, cell), so equal elevations come out in a fixed order. */
class CellHeap {
  private cells: number[] = [];
  constructor(private readonly key: Float64Array) {}
  get size(): number {
    return this.cells.length;
  }
  private less(a: number, b: number): boolean {
    const ka = this.key[a]!;
    const kb = this.key[b]!;
    return ka < kb || (ka === kb && a < b);
  }
  push(cell: number): void {
    const cells = this.cells;
    cells.push(cell);
    let i = cells.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(cells[i]!, cells[parent]!)) break;
      [cells[i], cells[parent]] = [cells[parent]!, cells[i]!];
      i = parent;
    }
  }
  pop(): number {
    const cells = this.cells;
    const top = cells[0]!;
    const last = cells.pop()!;
    if (cells.length > 0) {
      cells[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < cells.length && this.less(cells[left]!, cells[smallest]!)) smallest = left;
        if (right < cells.length && this.less(cells[right]!, cells[smallest]!)) smallest = right;
        if (smallest === i) break;
        [cells[i], cells[smallest]] = [cells[smallest]!, cells[i]!];
        i = smallest;
      }
    }
    return top;
  }
}

export const NEIGHBOURS: ReadonlyArray<readonly [number, number]> = [
  [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1],
];

export function cellCentreOf(terrain: Pick<Terrain, 'origin' | 'size' | 'columns'>, cell: number): XY {
  const i = cell % terrain.columns;
  const j = Math.floor(cell / terrain.columns);
  return [terrain.origin[0] + (i + 0.5) * terrain.size, terrain.origin[1] + (j + 0.5) * terrain.size];
}

export function cellAt(terrain: Pick<Terrain, 'origin' | 'size' | 'columns' | 'rows'>, [x, y]: XY): number {
  const i = Math.min(terrain.columns - 1, Math.max(0, Math.floor((x - terrain.origin[0]) / terrain.size)));
  const j = Math.min(terrain.rows - 1, Math.max(0, Math.floor((y - terrain.origin[1]) / terrain.size)));
  return j * terrain.columns + i;
}

/** Distance (m, chamfer approximation) from each terrain cell to the nearest of the lines. */
export function distanceTransform(grid: Pick<Terrain, 'origin' | 'size' | 'columns' | 'rows'>, lines: ReadonlyArray<readonly XY[]>): Float64Array {
  const { columns, rows, size } = grid;
  const result = new Float64Array(columns * rows).fill(Infinity);
  for (const line of lines) {
    for (let k = 1; k < line.length; k++) {
      const [a, b] = [line[k - 1]!, line[k]!];
      const steps = Math.max(1, Math.ceil((2 * Math.hypot(b[0] - a[0], b[1] - a[1])) / size));
      for (let s = 0; s <= steps; s++) result[cellAt(grid, [a[0] + ((b[0] - a[0]) * s) / steps, a[1] + ((b[1] - a[1]) * s) / steps])] = 0;
    }
  }
  const diagonal = size * Math.SQRT2;
  const relax = (cell: number, i: number, j: number, di: number, dj: number, cost: number) => {
    const ni = i + di;
    const nj = j + dj;
    if (ni < 0 || nj < 0 || ni >= columns || nj >= rows) return;
    const candidate = result[nj * columns + ni]! + cost;
    if (candidate < result[cell]!) result[cell] = candidate;
  };
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      const cell = j * columns + i;
      relax(cell, i, j, -1, 0, size);
      relax(cell, i, j, 0, -1, size);
      relax(cell, i, j, -1, -1, diagonal);
      relax(cell, i, j, 1, -1, diagonal);
    }
  }
  for (let j = rows - 1; j >= 0; j--) {
    for (let i = columns - 1; i >= 0; i--) {
      const cell = j * columns + i;
      relax(cell, i, j, 1, 0, size);
      relax(cell, i, j, 0, 1, size);
      relax(cell, i, j, 1, 1, diagonal);
      relax(cell, i, j, -1, 1, diagonal);
    }
  }
  return result;
}

export function buildTerrain(options: {
  seed: number;
  basin: readonly XY[];
  reservoir: readonly XY[];
  reservoirCentre: XY;
  mainValley: readonly XY[];
  valleys: readonly Valley[];
  size: number;
}): Terrain {
  const { seed, basin, reservoir, reservoirCentre, mainValley, valleys, size } = options;
  const xs = basin.map(([x]) => x);
  const ys = basin.map(([, y]) => y);
  const origin: XY = [Math.min(...xs) - size, Math.min(...ys) - size];
  const columns = Math.ceil((Math.max(...xs) - origin[0]) / size) + 1;
  const rows = Math.ceil((Math.max(...ys) - origin[1]) / size) + 1;
  const inBasin = rasterize(basin, origin, size, columns, rows);
  const water = rasterize(reservoir, origin, size, columns, rows);
  const count = columns * rows;
  const grid = { origin, size, columns, rows };
  const mainDistance = distanceTransform(grid, [mainValley]);
  const valleyDistances = valleys.map((valley) => distanceTransform(grid, [valley.line]));
  const elevation = new Float64Array(count);
  for (let cell = 0; cell < count; cell++) {
    if (!inBasin[cell]) continue;
    const p = cellCentreOf(grid, cell);
    // Distances read at a warped point, so valley sides and contour lines wander.
    const warped = cellAt(grid, [p[0] + 900 * fractalNoise(seed + 3, p[0], p[1], 4500, 2), p[1] + 900 * fractalNoise(seed + 4, p[0], p[1], 4500, 2)]);
    let z = 1690 + 0.008 * distance(p, reservoirCentre) + 0.022 * Math.min(mainDistance[warped]!, 7000);
    valleys.forEach((valley, k) => {
      const d = valleyDistances[k]![warped]!;
      if (d < valley.width * 3) z -= valley.depth * Math.exp(-((d / valley.width) ** 2));
    });
    z += 28 * fractalNoise(seed, p[0], p[1], 5000, 4) + 6 * fractalNoise(seed + 7, p[0], p[1], 900, 2);
    elevation[cell] = z;
  }

  // Priority-Flood with an epsilon: from the reservoir up, each cell drains to the cell it was reached from.
  const down = new Int32Array(count).fill(-1);
  const visited = new Uint8Array(count);
  const flood = new Int32Array(count);
  let floodLength = 0;
  const filled = Float64Array.from(elevation);
  const heap = new CellHeap(filled);
  for (let cell = 0; cell < count; cell++) {
    if (water[cell] && inBasin[cell]) {
      visited[cell] = 1;
      heap.push(cell);
    }
  }
  while (heap.size > 0) {
    const cell = heap.pop();
    flood[floodLength++] = cell;
    const i = cell % columns;
    const j = Math.floor(cell / columns);
    for (const [di, dj] of NEIGHBOURS) {
      const ni = i + di;
      const nj = j + dj;
      if (ni < 0 || nj < 0 || ni >= columns || nj >= rows) continue;
      const neighbour = nj * columns + ni;
      if (visited[neighbour] || !inBasin[neighbour]) continue;
      visited[neighbour] = 1;
      down[neighbour] = water[neighbour] ? -1 : cell;
      filled[neighbour] = Math.max(filled[neighbour]!, filled[cell]! + 0.001);
      heap.push(neighbour);
    }
  }
  const accumulation = new Float64Array(count);
  for (let k = floodLength - 1; k >= 0; k--) {
    const cell = flood[k]!;
    accumulation[cell]! += 1;
    const next = down[cell]!;
    if (next >= 0) accumulation[next]! += accumulation[cell]!;
  }
  return { origin, size, columns, rows, inBasin, water, elevation: filled, down, flood: flood.slice(0, floodLength), accumulation };
}
