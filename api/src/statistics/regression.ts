// Least-squares line of the correlation page (DOMAIN.md "Statistics": ordinary least squares on
// same-date pairs; outliers are points whose residual exceeds 2 standard deviations of the residuals;
// the confidence band is the fitted line +/- 2 standard errors). One implementation, on the server.

export interface LineFit {
  n: number;
  slope: number;
  intercept: number;
  rSquared: number | null;
  /** Standard deviation of the residuals (n - 1 denominator), used for the outlier rule. */
  residualSd: number;
  /** Standard error of the fitted mean at x. */
  standardError(x: number): number;
}

/** The least-squares line y = intercept + slope x, or null with fewer than 3 points or no spread in x. */
export function fitLine(points: ReadonlyArray<{ x: number; y: number }>): LineFit | null {
  const n = points.length;
  if (n < 3) return null;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const p of points) {
    sxx += (p.x - meanX) ** 2;
    sxy += (p.x - meanX) * (p.y - meanY);
    syy += (p.y - meanY) ** 2;
  }
  if (sxx === 0) return null;
  const slope = sxy / sxx;
  const intercept = meanY - slope * meanX;
  const residuals = points.map((p) => p.y - (intercept + slope * p.x));
  const sse = residuals.reduce((sum, r) => sum + r * r, 0);
  const meanResidual = residuals.reduce((sum, r) => sum + r, 0) / n;
  const residualSd = Math.sqrt(residuals.reduce((sum, r) => sum + (r - meanResidual) ** 2, 0) / (n - 1));
  const s = Math.sqrt(sse / (n - 2));
  return {
    n,
    slope,
    intercept,
    rSquared: syy === 0 ? null : 1 - sse / syy,
    residualSd,
    standardError: (x) => s * Math.sqrt(1 / n + (x - meanX) ** 2 / sxx),
  };
}

export interface Pair {
  x: number;
  y: number;
}

export interface FittedPair<P extends Pair> {
  point: P;
  fit: LineFit | null;
  outlier: boolean;
}

/**
 * Fits the points; with `excludeOutliers` the outliers of that fit are dropped and the rest fitted
 * again (the answer then holds only the kept points).
 */
export function regress<P extends Pair>(points: readonly P[], excludeOutliers: boolean): Array<FittedPair<P>> {
  const fit = fitLine(points);
  const isOutlier = (p: Pair, f: LineFit | null) => f !== null && f.residualSd > 0 && Math.abs(p.y - (f.intercept + f.slope * p.x)) > 2 * f.residualSd;
  if (!excludeOutliers) return points.map((point) => ({ point, fit, outlier: isOutlier(point, fit) }));
  const kept = points.filter((point) => !isOutlier(point, fit));
  const refit = fitLine(kept);
  return kept.map((point) => ({ point, fit: refit, outlier: false }));
}
