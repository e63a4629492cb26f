/**
 * Percentile by linear interpolation between closest ranks (Hyndman and Fan type 7; PostgreSQL's
 * `percentile_cont`, numpy's default): h = (n - 1) p, between the values at floor(h) and ceil(h).
 * `sorted` must be in ascending order; an empty series has no percentile (null).
 */
export function percentileSorted(sorted: ArrayLike<number>, p: number): number | null {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`percentile must be within 0..1, got ${p}`);
  const n = sorted.length;
  if (n === 0) return null;
  const h = (n - 1) * p;
  const lower = Math.floor(h);
  const upper = Math.ceil(h);
  const low = sorted[lower]!;
  return low + (h - lower) * (sorted[upper]! - low);
}

export function median(values: ArrayLike<number>): number | null {
  return percentileSorted(Float64Array.from(values).sort(), 0.5);
}
