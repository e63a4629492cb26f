import { median, medianInPlace } from './percentile';
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
function tieTerm(values: Float64Array): number {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let sum = 0;
  for (const t of counts.values()) sum += t * (t - 1) * (2 * t + 5);
  return sum;
}

/** The value of each year in a season; NaN where the season has no value that year. */
function valuesByYear(season: readonly SeasonYearValue[], yearIndex: ReadonlyMap<number, number>): Float64Array {
  const values = new Float64Array(yearIndex.size).fill(NaN);
  for (const point of season) {
    const index = yearIndex.get(point.year)!;
    if (!Number.isNaN(values[index]!)) return repeatedYearsReduced(season, yearIndex);
    values[index] = point.value;
  }
  return values;
}

/** One value per season-year is the contract (seasonYearMedians); repeated ones are reduced the same way. */
function repeatedYearsReduced(season: readonly SeasonYearValue[], yearIndex: ReadonlyMap<number, number>): Float64Array {
  const byYear = new Map<number, number[]>();
  for (const point of season) byYear.set(point.year, [...(byYear.get(point.year) ?? []), point.value]);
  return Float64Array.from(yearIndex.keys(), (year) => median(byYear.get(year) ?? []) ?? NaN);
}

/** sgn(b - a), and 0 when either value is missing (NaN) (Hirsch and Slack 1984). */
const pairSign = (a: number, b: number) => (b > a ? 1 : b < a ? -1 : 0);

/** R_i = (n + 1 + sum_j sgn(x_i - x_j)) / 2: mid-ranks for ties, the mid rank (n + 1) / 2 for a missing value. */
function ranks(values: Float64Array): Float64Array {
  const n = values.length;
  const result = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = 0;
    for (let j = 0; j < n; j++) sum += pairSign(values[j]!, values[i]!);
    result[i] = (n + 1 + sum) / 2;
  }
  return result;
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
function seasonCovariance(signsG: Int8Array, signsH: Int8Array, ranksG: Float64Array, ranksH: Float64Array): number {
  const n = ranksG.length;
  let k = 0;
  for (let pair = 0; pair < signsG.length; pair++) k += signsG[pair]! * signsH[pair]!;
  let rankProducts = 0;
  for (let i = 0; i < n; i++) rankProducts += ranksG[i]! * ranksH[i]!;
  return (k + 4 * rankProducts - n * (n + 1) ** 2) / 3;
}

/** sgn(x_j - x_i) of every pair of years i < j, in a fixed order: K_gh is then a dot product. */
function pairSigns(values: Float64Array): Int8Array {
  const n = values.length;
  const signs = new Int8Array((n * (n - 1)) / 2);
  let pair = 0;
  for (let i = 0; i < n - 1; i++) {
    for (let j = i + 1; j < n; j++) signs[pair++] = pairSign(values[i]!, values[j]!);
  }
  return signs;
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
  // Every within-season pair of years gives at most one slope: thousands per series, kept in one buffer.
  let pairs = 0;
  for (const season of seasons.values()) pairs += (season.length * (season.length - 1)) / 2;
  const slopes = new Float64Array(pairs);
  let slopeCount = 0;
  for (const season of seasons.values()) {
    season.sort((a, b) => a.year - b.year);
    const n = season.length;
    const values = Float64Array.from(season, (point) => point.value);
    const years = Int32Array.from(season, (point) => point.year);
    for (let i = 0; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const difference = values[j]! - values[i]!;
        s += difference > 0 ? 1 : difference < 0 ? -1 : 0;
        if (years[j] !== years[i]) slopes[slopeCount++] = difference / (years[j]! - years[i]!);
      }
    }
    varS += (n * (n - 1) * (2 * n + 5) - tieTerm(values)) / 18;
  }
  const z = continuityZ(s, varS);

  const years = [...new Set(points.map((point) => point.year))].sort((a, b) => a - b);
  const yearIndex = new Map(years.map((year, index) => [year, index]));
  const seasonValues = [...seasons.values()].map((season) => valuesByYear(season, yearIndex));
  const seasonRanks = seasonValues.map(ranks);
  const seasonSigns = seasonValues.map(pairSigns);
  let covariances = 0;
  for (let g = 0; g < seasonValues.length - 1; g++) {
    for (let h = g + 1; h < seasonValues.length; h++) covariances += seasonCovariance(seasonSigns[g]!, seasonSigns[h]!, seasonRanks[g]!, seasonRanks[h]!);
  }
  // Var(sum of S_g) counts each pair of seasons twice: cov(S_g, S_h) and cov(S_h, S_g).
  const varSCorrected = varS + 2 * covariances;
  const pCorrected = varSCorrected > 0 ? twoSidedP(continuityZ(s, varSCorrected)) : 1;
  return { s, varS, z, p: varS > 0 ? twoSidedP(z) : 1, slope: medianInPlace(slopes.subarray(0, slopeCount)), n: points.length, varSCorrected, pCorrected };
}
