// The stream network traced down the generated terrain. Named streams are traced first, from their
// headwaters down the drainage tree until they reach the reservoir or a stream already traced (their
// confluence); then the largest unnamed channels (flow accumulation above a threshold). Each trace
// is smoothed, given meanders whose size grows with the stream's Strahler order, simplified, and
// ends exactly on a vertex of the stream it joins.
import { NEIGHBOURS, cellAt, cellCentreOf, type Terrain } from './hydrology';
import { noise1d } from './noise';
import { distance, simplify, type XY } from './plane';

export interface TracedStream {
  /** Index of the named stream, or -1 for an unnamed one. */
  named: number;
  /** From headwater to mouth; the mouth is a vertex of `joins` (or in the reservoir). */
  line: XY[];
  /** The traced stream this one flows into, -1 for the reservoir. */
  joins: number;
  /** Strahler order at the mouth. */
  order: number;
}

/** Meander amplitude (m) by Strahler order; the wavelength is about eight amplitudes. */
const MEANDER_AMPLITUDE = [0, 16, 28, 45, 70, 90];
const RESAMPLE_SPACING = 20;
/** Douglas-Peucker tolerance (m) by Strahler order for unnamed streams; named streams keep more detail. */
const SIMPLIFY_TOLERANCE = [0, 14, 9, 5];
const NAMED_TOLERANCE = 2.5;

function tracePath(terrain: Terrain, start: number, claimed: Int32Array): { cells: number[]; joins: number } {
  const cells: number[] = [];
  let cell = start;
  for (;;) {
    if (claimed[cell]! >= 0) return { cells: [...cells, cell], joins: claimed[cell]! };
    cells.push(cell);
    const next = terrain.down[cell]!;
    if (next < 0) return { cells, joins: -1 };
    if (terrain.water[next]) return { cells: [...cells, next], joins: -1 };
    cell = next;
  }
}

/** Moving average over `radius` points each side, the ends kept. */
function smooth(points: readonly XY[], radius: number): XY[] {
  return points.map((point, k) => {
    if (k === 0 || k === points.length - 1) return point;
    const r = Math.min(radius, k, points.length - 1 - k);
    let x = 0;
    let y = 0;
    for (let m = k - r; m <= k + r; m++) {
      x += points[m]![0];
      y += points[m]![1];
    }
    return [x / (2 * r + 1), y / (2 * r + 1)];
  });
}

function resample(points: readonly XY[], spacing: number): XY[] {
  const out: XY[] = [points[0]!];
  let carried = 0;
  for (let k = 1; k < points.length; k++) {
    const a = points[k - 1]!;
    const b = points[k]!;
    const length = distance(a, b);
    let at = spacing - carried;
    while (at < length) {
      out.push([a[0] + ((b[0] - a[0]) * at) / length, a[1] + ((b[1] - a[1]) * at) / length]);
      at += spacing;
    }
    carried = length - (at - spacing);
  }
  const last = points[points.length - 1]!;
  if (distance(out[out.length - 1]!, last) < spacing / 2 && out.length > 1) out.pop();
  out.push(last);
  return out;
}

/** Meanders: a sideways offset of varying wavelength and amplitude, zero at both ends. */
function meander(points: readonly XY[], seed: number, order: number): XY[] {
  const amplitude = MEANDER_AMPLITUDE[Math.min(order, MEANDER_AMPLITUDE.length - 1)]!;
  const taper = amplitude * 6;
  const total = (points.length - 1) * RESAMPLE_SPACING;
  let phase = noise1d(seed, 0.5) * Math.PI;
  return points.map((point, k) => {
    const along = k * RESAMPLE_SPACING;
    const a = points[Math.max(0, k - 3)]!;
    const b = points[Math.min(points.length - 1, k + 3)]!;
    const length = distance(a, b) || 1;
    const normal: XY = [-(b[1] - a[1]) / length, (b[0] - a[0]) / length];
    const wavelength = amplitude * 9 * (1 + 0.5 * noise1d(seed + 1, along / 1200));
    phase += (2 * Math.PI * RESAMPLE_SPACING) / wavelength;
    const size = amplitude * Math.max(0.1, 0.55 + 0.8 * noise1d(seed + 2, along / 2000)) * Math.min(1, along / taper, (total - along) / taper);
    const offset = size * Math.sin(phase);
    return [point[0] + normal[0] * offset, point[1] + normal[1] * offset];
  });
}

/**
 * @param headwaters the named streams' headwater points, in tracing order (main stem first)
 * @param minimumCells flow accumulation (cells) from which an unnamed channel is drawn
 */
export function traceStreams(terrain: Terrain, seed: number, headwaters: readonly XY[], options: { minimumCells: number; minimumLength: number; maxUnnamed: number }): TracedStream[] {
  const count = terrain.columns * terrain.rows;
  const claimed = new Int32Array(count).fill(-1);
  const traces: Array<{ named: number; cells: number[]; joins: number }> = [];
  const claim = (cells: number[], joins: number, named: number) => {
    const index = traces.length;
    const own = joins >= 0 ? cells.slice(0, -1) : cells;
    for (const cell of own) if (!terrain.water[cell]) claimed[cell] = index;
    traces.push({ named, cells, joins });
  };

  headwaters.forEach((point, named) => {
    let start = cellAt(terrain, point);
    // A headwater just outside the basin or in a claimed cell: the nearest free basin cell.
    if (!terrain.inBasin[start] || claimed[start]! >= 0 || terrain.down[start]! < 0) {
      let best = -1;
      let bestDistance = Infinity;
      for (let cell = 0; cell < count; cell++) {
        if (!terrain.inBasin[cell] || claimed[cell]! >= 0 || terrain.down[cell]! < 0) continue;
        const d = distance(cellCentreOf(terrain, cell), point);
        if (d < bestDistance) [best, bestDistance] = [cell, d];
      }
      start = best;
    }
    const { cells, joins } = tracePath(terrain, start, claimed);
    claim(cells, joins, named);
  });

  // Unnamed channels: heads of the cells above the threshold, longest first.
  const channel = (cell: number) => terrain.inBasin[cell] && !terrain.water[cell] && terrain.accumulation[cell]! >= options.minimumCells;
  const heads: number[] = [];
  for (let cell = 0; cell < count; cell++) {
    if (!channel(cell) || claimed[cell]! >= 0) continue;
    const i = cell % terrain.columns;
    const j = Math.floor(cell / terrain.columns);
    const fed = NEIGHBOURS.some(([di, dj]) => {
      const ni = i + di;
      const nj = j + dj;
      if (ni < 0 || nj < 0 || ni >= terrain.columns || nj >= terrain.rows) return false;
      const neighbour = nj * terrain.columns + ni;
      return terrain.down[neighbour] === cell && channel(neighbour);
    });
    if (!fed) heads.push(cell);
  }
  const lengthOf = (cells: number[]) => cells.length * terrain.size;
  const candidates = heads
    .map((cell) => ({ cell, length: lengthOf(tracePath(terrain, cell, claimed).cells) }))
    .sort((a, b) => b.length - a.length || a.cell - b.cell);
  let unnamed = 0;
  for (const { cell } of candidates) {
    if (unnamed >= options.maxUnnamed) break;
    if (claimed[cell]! >= 0) continue;
    const { cells, joins } = tracePath(terrain, cell, claimed);
    if (lengthOf(cells) < options.minimumLength) continue;
    claim(cells, joins, -1);
    unnamed++;
  }

  // Strahler order over the traced cells, upstream first (the flood order reversed).
  const order = new Int32Array(count);
  const top = new Int32Array(count);
  const topCount = new Int32Array(count);
  for (let k = terrain.flood.length - 1; k >= 0; k--) {
    const cell = terrain.flood[k]!;
    if (claimed[cell]! < 0) continue;
    order[cell] = top[cell] === 0 ? 1 : topCount[cell]! >= 2 ? top[cell]! + 1 : top[cell]!;
    const next = terrain.down[cell]!;
    if (next < 0 || claimed[next]! < 0) continue;
    if (order[cell]! > top[next]!) [top[next], topCount[next]] = [order[cell]!, 1];
    else if (order[cell] === top[next]) topCount[next]! += 1;
  }

  const lines: XY[][] = [];
  return traces.map((trace, index): TracedStream => {
    const own = trace.joins >= 0 ? trace.cells.slice(0, -1) : trace.cells;
    const mouthOrder = Math.max(1, ...own.map((cell) => order[cell]!));
    const centres = trace.cells.map((cell) => cellCentreOf(terrain, cell));
    let line = meander(resample(smooth(centres, 3), RESAMPLE_SPACING), seed + 101 * index, mouthOrder);
    if (trace.joins >= 0) {
      // End on the receiving stream's nearest vertex, bending the last stretch towards it.
      const receiver = lines[trace.joins]!;
      const end = line[line.length - 1]!;
      const target = receiver.reduce((best, point) => (distance(point, end) < distance(best, end) ? point : best), receiver[0]!);
      const shift: XY = [target[0] - end[0], target[1] - end[1]];
      const blend = Math.min(15, line.length - 1);
      line = line.map((point, k): XY => {
        const weight = Math.max(0, 1 - (line.length - 1 - k) / blend);
        return k === line.length - 1 ? target : [point[0] + shift[0] * weight, point[1] + shift[1] * weight];
      });
    }
    line = simplify(line, trace.named >= 0 ? NAMED_TOLERANCE : SIMPLIFY_TOLERANCE[Math.min(mouthOrder, SIMPLIFY_TOLERANCE.length - 1)]!);
    lines.push(line);
    return { named: trace.named, line, joins: trace.joins, order: mouthOrder };
  });
}
