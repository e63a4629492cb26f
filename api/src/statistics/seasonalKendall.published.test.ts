import { seasonalKendall } from '.';

/*
 * The Seasonal Kendall test checked against a published worked example.
 *
 * Data: USEPA (2009), Statistical Analysis of Groundwater Monitoring Data at RCRA Facilities, Unified
 * Guidance, EPA 530/R-09-007 (with the errata EPA 530/R-09-007a, 2010), Example 14-8, p. 14-32: monthly
 * unadjusted analyte concentrations (ppm), January 1983 to December 1985. The same 36 values are the
 * data set EPA.09.Ex.14.8.df (column Unadj.Conc) of the R package EnvStats (Millard), printed month by
 * year in EnvStats' script reproducing the Unified Guidance examples of chapter 14 ("Example 14-8,
 * p. 14-32 to 14-33").
 *
 * Results: the seasonal Kendall test of Example 14-10 (p. 14-38 to 14-40) on those data, as published in
 * the EnvStats help page of kendallSeasonalTrendTest (example "Reproduce Example 14-10 on page 14-38 of
 * USEPA (2009)": kendallSeasonalTrendTest(Unadj.Conc ~ Month + Year, data = EPA.09.Ex.14.8.df),
 * https://search.r-project.org/CRAN/refmans/EnvStats/html/kendallSeasonalTrendTest.html):
 *   Seasonal Kendall Test for Trend (with continuity correction), 12 seasons x 3 years, n = 36
 *   tau = 0.9722222, slope = 0.0600000 (Hirsch et al.'s modification of the Theil/Sen estimator:
 *   the median of the within-season slopes), z (Trend) = 5.1849514, p-value z (Trend) = 2.160712e-07.
 * The seasonal tau is the weighted average of the seasonal taus, i.e. S over the 12 x 3 = 36 within-season
 * pairs, so the published tau gives S = 0.9722222 x 36 = 35. Var(S) is not printed; with the continuity
 * correction the published z gives Var(S) = ((35 - 1) / 5.1849514)^2 = 43.000, which is the tie-corrected
 * variance (February 1983 and 1984 are tied at 2.10): 11 x (3*2*11)/18 + (3*2*11 - 2*1*9)/18 = 774/18 = 43.
 *
 * Choices of the example that match the portal's default: tie correction, continuity correction,
 * two-sided p, one value per season and year (so no reduction to season-year medians is involved).
 * It differs only in the seasons: 12 calendar months of calendar years, so the test calls seasonalKendall
 * with month seasons directly rather than through the portal's water-year quarters.
 */

const YEARS = [1983, 1984, 1985] as const;

// Unified Guidance Example 14-8, unadjusted concentrations (ppm): month, then 1983, 1984, 1985.
const EXAMPLE_14_8: ReadonlyArray<readonly [month: string, c1983: number, c1984: number, c1985: number]> = [
  ['January', 1.99, 2.01, 2.15],
  ['February', 2.1, 2.1, 2.17],
  ['March', 2.12, 2.17, 2.27],
  ['April', 2.12, 2.13, 2.23],
  ['May', 2.11, 2.13, 2.24],
  ['June', 2.15, 2.18, 2.26],
  ['July', 2.19, 2.25, 2.31],
  ['August', 2.18, 2.24, 2.32],
  ['September', 2.16, 2.22, 2.28],
  ['October', 2.08, 2.13, 2.22],
  ['November', 2.05, 2.08, 2.19],
  ['December', 2.08, 2.16, 2.22],
];

const points = EXAMPLE_14_8.flatMap(([, ...values], monthIndex) =>
  values.map((value, yearIndex) => ({ season: monthIndex + 1, year: YEARS[yearIndex]!, value })),
);

describe('Seasonal Kendall test: USEPA (2009) Unified Guidance Example 14-10 (data of Example 14-8), as published by EnvStats', () => {
  const result = seasonalKendall(points);

  it('uses the 36 published values, 12 monthly seasons x 3 years', () => {
    expect(result.n).toBe(36);
  });

  it('gives S = 35 (published tau 0.9722222 x 36 within-season pairs)', () => {
    expect(result.s).toBe(35);
    expect(result.s / 36).toBeCloseTo(0.9722222, 7);
  });

  it('gives the tie-corrected Var(S) = 43 implied by the published z', () => {
    expect(result.varS).toBeCloseTo(43, 10);
    expect(((result.s - 1) / 5.1849514) ** 2).toBeCloseTo(result.varS, 4);
  });

  it('gives z = 5.1849514 with the continuity correction', () => {
    expect(result.z).toBeCloseTo(5.1849514, 7);
  });

  it('gives the two-sided p = 2.160712e-07', () => {
    // Published to 7 significant digits: compare relative to the published value.
    expect(result.p / 2.160712e-7).toBeCloseTo(1, 6);
  });

  it('gives the Seasonal Kendall (Sen) slope 0.06 per year', () => {
    expect(result.slope).toBeCloseTo(0.06, 10);
  });
});
