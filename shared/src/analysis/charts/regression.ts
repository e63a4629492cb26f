/** Least-squares line with its 95 % confidence band and outliers (spec 02 §5 and §9). */

export interface XY {
  x: number;
  y: number;
}

export interface LinearFit {
  slope: number;
  intercept: number;
  /** Coefficient of determination. */
  r2: number;
  n: number;
  /** The fitted line at `steps` + 1 x values across the points' x range. */
  line: XY[];
  /** The 95 % confidence band of the line: fitted value ± 2 standard errors. */
  band: { x: number; low: number; high: number }[];
  /** Per input point: its residual exceeds 2 standard deviations of the residuals. */
  outliers: boolean[];
}

/**
 * The least-squares fit of y on x; null with fewer than 3 points or no spread in x (no line). The band
 * is the confidence band of the mean response, ŷ ± 2·s·√(1/n + (x − x̄)²/Sxx), s² = SSE/(n − 2); an
 * outlier's |residual| is above 2 standard deviations of the residuals (√(SSE/(n − 1))).
 */
export function linearFit(points: readonly XY[], steps = 24): LinearFit | null {
  const usable = points.filter((point) => Number.isFinite(point.x) && Number.isFinite(point.y));
  const n = usable.length;
  if (n < 3) return null;
  const meanX = usable.reduce((sum, point) => sum + point.x, 0) / n;
  const meanY = usable.reduce((sum, point) => sum + point.y, 0) / n;
  const sxx = usable.reduce((sum, point) => sum + (point.x - meanX) ** 2, 0);
  if (sxx === 0) return null;
  const sxy = usable.reduce((sum, point) => sum + (point.x - meanX) * (point.y - meanY), 0);
  const slope = sxy / sxx;
  const intercept = meanY - slope * meanX;
  const predict = (x: number) => intercept + slope * x;
  const residual = (point: XY) => point.y - predict(point.x);
  const sse = usable.reduce((sum, point) => sum + residual(point) ** 2, 0);
  const sst = usable.reduce((sum, point) => sum + (point.y - meanY) ** 2, 0);
  const s = Math.sqrt(sse / (n - 2));
  const residualSd = Math.sqrt(sse / (n - 1));

  const xs = usable.map((point) => point.x);
  const [minX, maxX] = [Math.min(...xs), Math.max(...xs)];
  const line: XY[] = [];
  const band: LinearFit['band'] = [];
  for (let step = 0; step <= steps; step += 1) {
    const x = minX + ((maxX - minX) * step) / steps;
    const fitted = predict(x);
    const margin = 2 * s * Math.sqrt(1 / n + (x - meanX) ** 2 / sxx);
    line.push({ x, y: fitted });
    band.push({ x, low: fitted - margin, high: fitted + margin });
  }
  return {
    slope,
    intercept,
    r2: sst === 0 ? 1 : 1 - sse / sst,
    n,
    line,
    band,
    outliers: points.map((point) => Number.isFinite(point.x) && Number.isFinite(point.y) && residualSd > 0 && Math.abs(residual(point)) > 2 * residualSd),
  };
}
