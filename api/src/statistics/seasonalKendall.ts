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
  /**
   * Var(S) with the covariances between seasons added (Hirsch and Slack 1984): for serially dependent
   * data, where the seasons of one year move together. The within-season terms are varS.
   */
  varSCorrected: number;
  /** Two-sided p-value from S and varSCorrected, with the continuity correction. */
  pCorrected: number;
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

/** The median of the values of each year in a season; undefined where the season has no value that year. */
function valuesByYear(season: readonly SeasonYearValue[], years: readonly number[]): (number | undefined)[] {
  const byYear = new Map<number, number[]>();
  for (const point of season) byYear.set(point.year, [...(byYear.get(point.year) ?? []), point.value]);
  // One value per season-year is the contract (seasonYearMedians); a repeated one is reduced the same way.
  return years.map((year) => median(byYear.get(year) ?? []) ?? undefined);
}

/** sgn(b - a), and 0 when either value is missing (Hirsch and Slack 1984). */
const pairSign = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? 0 : sign(b - a));

/** R_i = (n + 1 + sum_j sgn(x_i - x_j)) / 2: mid-ranks for ties, the mid rank (n + 1) / 2 for a missing value. */
function ranks(values: readonly (number | undefined)[]): number[] {
  return values.map((value) => (values.length + 1 + values.reduce<number>((sum, other) => sum + pairSign(other, value), 0)) / 2);
}

/**
 * Hirsch and Slack (1984), Water Resources Research 20(6):727-732: the estimate of cov(S_g, S_h) for two
 * seasons over the same n years,
 *   [K_gh + 4 sum_i R_ig R_ih - n (n + 1)^2] / 3,   K_gh = sum_{i<j} sgn(x_jg - x_ig) sgn(x_jh - x_ih).
 * n is the number of water years with any value; a year missing from every season adds nothing.
 * Missing values follow Slack's own implementation (seakenF.f in USGS smwrStats, 1985 code by J.R. Slack):
 * sgn is 0 for a pair with a missing value, and a missing value gets the mid rank. Slack ranks the n_g
 * present values 1..n_g, gives the missing ones (n_g + 1) / 2 and subtracts n (n_g + 1)(n_h + 1). Ranking
 * over all n years, as here, shifts every rank of season g by the same (n - n_g) / 2; since the ranks'
 * deviations from their centre sum to 0, 4 sum_i R_ig R_ih minus the subtracted term, and so the
 * covariance, are the same (the tests work one case both ways).
 */
function seasonCovariance(g: readonly (number | undefined)[], h: readonly (number | undefined)[]): number {
  const n = g.length;
  let k = 0;
  for (let i = 0; i < n - 1; i++) {
    for (let j = i + 1; j < n; j++) k += pairSign(g[i], g[j]) * pairSign(h[i], h[j]);
  }
  const ranksG = ranks(g);
  const ranksH = ranks(h);
  const rankProducts = ranksG.reduce((sum, rank, i) => sum + rank * ranksH[i]!, 0);
  return (k + 4 * rankProducts - n * (n + 1) ** 2) / 3;
}

/** Normal score of S with the continuity correction; 0 without variance. */
function continuityZ(s: number, variance: number): number {
  return variance > 0 ? (s > 0 ? (s - 1) / Math.sqrt(variance) : s < 0 ? (s + 1) / Math.sqrt(variance) : 0) : 0;
}

/**
 * The Seasonal Kendall test (Hirsch, Slack and Smith 1982, Water Resources Research 18(1):107-121):
 * the Mann-Kendall S and its variance computed within each season and summed; Z with the continuity
 * correction; the slope is the median of every within-season pairwise slope. varSCorrected and pCorrected
 * add the covariances between seasons (Hirsch and Slack 1984, see seasonCovariance), which the plain test
 * takes as zero: serial dependence makes the seasons of one year move together.
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
  const z = continuityZ(s, varS);

  const years = [...new Set(points.map((point) => point.year))].sort((a, b) => a - b);
  const seasonValues = [...seasons.values()].map((season) => valuesByYear(season, years));
  let covariances = 0;
  for (let g = 0; g < seasonValues.length - 1; g++) {
    for (let h = g + 1; h < seasonValues.length; h++) covariances += seasonCovariance(seasonValues[g]!, seasonValues[h]!);
  }
  // Var(sum of S_g) counts each pair of seasons twice: cov(S_g, S_h) and cov(S_h, S_g).
  const varSCorrected = varS + 2 * covariances;
  const pCorrected = varSCorrected > 0 ? twoSidedP(continuityZ(s, varSCorrected)) : 1;
  return { s, varS, z, p: varS > 0 ? twoSidedP(z) : 1, slope: median(slopes), n: points.length, varSCorrected, pCorrected };
}
