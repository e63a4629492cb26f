import { median } from './percentile';
import { twoSidedP } from './normal';

/** One value of a season in one water year (already reduced to the median of that season-year). */
export interface SeasonYearValue {
  season: number;
  year: number;
  value: number;
}

export interface SeasonalKendallResult {
  /** Kendall's S summed over seasons. */
  s: number;
  /** Var(S) summed over seasons, with the tie correction. */
  varS: number;
  /** Normal score with the continuity correction. */
  z: number;
  /** Two-sided p-value. */
  p: number;
  /** Seasonal Kendall (Sen) slope: median of all within-season pairwise slopes, units per year. */
  slope: number | null;
  /** Number of season-year values used. */
  n: number;
}

const sign = (x: number) => (x > 0 ? 1 : x < 0 ? -1 : 0);

/** Sum over tie groups of t(t-1)(2t+5), for the variance's tie correction. */
function tieTerm(values: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let sum = 0;
  for (const t of counts.values()) sum += t * (t - 1) * (2 * t + 5);
  return sum;
}

/**
 * The Seasonal Kendall test (Hirsch, Slack and Smith 1982, Water Resources Research 18(1):107-121):
 * the Mann-Kendall S and its variance computed within each season and summed; Z with the continuity
 * correction; the slope is the median of every within-season pairwise slope.
 */
export function seasonalKendall(points: readonly SeasonYearValue[]): SeasonalKendallResult {
  const seasons = new Map<number, SeasonYearValue[]>();
  for (const point of points) {
    const season = seasons.get(point.season) ?? [];
    season.push(point);
    seasons.set(point.season, season);
  }
  let s = 0;
  let varS = 0;
  const slopes: number[] = [];
  for (const season of seasons.values()) {
    season.sort((a, b) => a.year - b.year);
    const n = season.length;
    for (let i = 0; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const a = season[i]!;
        const b = season[j]!;
        s += sign(b.value - a.value);
        if (b.year !== a.year) slopes.push((b.value - a.value) / (b.year - a.year));
      }
    }
    varS += (n * (n - 1) * (2 * n + 5) - tieTerm(season.map((point) => point.value))) / 18;
  }
  const z = varS > 0 ? (s > 0 ? (s - 1) / Math.sqrt(varS) : s < 0 ? (s + 1) / Math.sqrt(varS) : 0) : 0;
  return { s, varS, z, p: varS > 0 ? twoSidedP(z) : 1, slope: median(slopes), n: points.length };
}
