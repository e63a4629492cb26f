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

/** Index k's value if `values` were sorted; reorders `values` (Hoare's quickselect, expected O(n)). */
function selectInPlace(values: Float64Array, k: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i++] = values[j]!;
        values[j--] = swap;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else break;
  }
  return values[k]!;
}

/**
 * The median of `values` without sorting them all (they are reordered): the same number as median(),
 * from the same two middle values, in linear time. For the Sen slope, the median of thousands of
 * pairwise slopes per series.
 */
export function medianInPlace(values: Float64Array): number | null {
  const n = values.length;
  if (n === 0) return null;
  const h = (n - 1) * 0.5;
  const lower = Math.floor(h);
  const low = selectInPlace(values, lower);
  if (h === lower) return low;
  // After selecting index `lower`, everything above it is >= low: the next order statistic is their minimum.
  let upper = Infinity;
  for (let i = lower + 1; i < n; i++) if (values[i]! < upper) upper = values[i]!;
  return low + (h - lower) * (upper - low);
}
