// The correlation graph's data: the API's same-date pairs (with each location's least-squares fit
// done on the server) shaped into one scatter series per location, its fit statistics and the
// locations left out for want of pairs.
import type { CorrelationPoint } from '@basin/api/schemas';
import type { Translate } from '@basin/shared';
import { describeRegression } from '@basin/shared/analysis';

export interface LocationFit {
  locationid: number;
  location_name: string;
  n: number;
  slope: number | null;
  intercept: number | null;
  r_squared: number | null;
  p1_unit: string;
  p2_unit: string;
}

export interface CorrelationScatterSeries {
  key: string;
  label: string;
  points: { x: number; y: number; date: string; nondetect: boolean; outlier: boolean }[];
  fit?: { line: { x: number; y: number }[]; band: { x: number; low: number; high: number }[] };
}

function byLocation(points: readonly CorrelationPoint[]): Map<number, CorrelationPoint[]> {
  const groups = new Map<number, CorrelationPoint[]>();
  for (const point of points) groups.set(point.locationid, [...(groups.get(point.locationid) ?? []), point]);
  return groups;
}

/**
 * One series per location: its pairs (x = p1, y = p2), its fitted line across the pairs' x extent
 * and the 95 % band (fitted ± 2 standard errors, from the API). With outliers excluded, the API fits
 * without them; they stay on the chart, marked, so a reader sees what was left out.
 */
export function scatterSeries(points: readonly CorrelationPoint[], outliersExcluded: boolean): CorrelationScatterSeries[] {
  return [...byLocation(points).values()].map((pairs) => {
    const first = pairs[0]!;
    const fitted = pairs
      .filter((pair) => !(outliersExcluded && pair.outlier) && pair.fitted !== null && pair.ci_lower !== null && pair.ci_upper !== null)
      .sort((a, b) => a.p1_value - b.p1_value);
    const series: CorrelationScatterSeries = {
      key: String(first.locationid),
      label: first.location_name,
      points: pairs.map((pair) => ({
        x: pair.p1_value,
        y: pair.p2_value,
        date: pair.rdate,
        nondetect: pair.p1_nondetect || pair.p2_nondetect,
        outlier: outliersExcluded && pair.outlier,
      })),
    };
    if (fitted.length >= 2 && first.slope !== null && first.intercept !== null) {
      const ends = [fitted[0]!.p1_value, fitted.at(-1)!.p1_value];
      series.fit = {
        line: ends.map((x) => ({ x, y: first.intercept! + first.slope! * x })),
        band: fitted.map((pair) => ({ x: pair.p1_value, low: pair.ci_lower!, high: pair.ci_upper! })),
      };
    }
    return series;
  });
}

/** The fit of each location (every pair of a location carries the same fit fields). */
export function locationFits(points: readonly CorrelationPoint[]): LocationFit[] {
  return [...byLocation(points).values()].map((pairs) => {
    const { locationid, location_name, n, slope, intercept, r_squared, p1_unit, p2_unit } = pairs[0]!;
    return { locationid, location_name, n, slope, intercept, r_squared, p1_unit, p2_unit };
  });
}

/** The chosen locations without a single same-date pair (spec 02 §5: omitted, and named in a note). */
export function omittedLocations(t: Translate, chosen: readonly number[], points: readonly CorrelationPoint[], names: ReadonlyMap<number, string>): string[] {
  const present = new Set(points.map((point) => point.locationid));
  return chosen.filter((id) => !present.has(id)).map((id) => names.get(id) ?? t('explore.locationFallback', { id }));
}

const significant = (t: Translate, value: number) => t.intl.formatNumber(Number(value.toPrecision(3)), { maximumFractionDigits: 6 });

/** 'CCR-1: r² = 0.41, n = 58, slope 0.12 µg/L per µg/L' (or why there is no fit). */
export function describeFit(t: Translate, fit: LocationFit): string {
  if (fit.slope === null || fit.r_squared === null) return t('explore.correlation.noFit', { location: fit.location_name, n: fit.n });
  return t('explore.correlation.fit', {
    location: fit.location_name,
    r2: t.intl.formatNumber(fit.r_squared, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    n: fit.n,
    slope: significant(t, fit.slope),
    yUnit: fit.p2_unit,
    xUnit: fit.p1_unit,
  });
}

/** The chart's plain-language summary: one sentence per location ('Chlorophyll-a rises … at CCR-1 (r² = 0.41, n = 58).'). */
export function correlationSummary(t: Translate, fits: readonly LocationFit[], xName: string, yName: string): string {
  if (fits.length === 0) return t('explore.correlation.summaryEmpty', { y: yName, x: xName });
  return fits
    .map((fit) =>
      describeRegression({
        y: yName,
        x: xName.toLowerCase(),
        location: fit.location_name,
        yUnits: fit.p2_unit,
        xUnits: fit.p1_unit,
        fit: fit.slope === null || fit.r_squared === null ? null : { slope: fit.slope, r2: fit.r_squared, n: fit.n },
      }),
    )
    .join(' ');
}
