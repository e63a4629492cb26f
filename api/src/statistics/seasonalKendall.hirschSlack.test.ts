import { seasonalKendall, twoSidedP, type SeasonYearValue } from '.';

/*
 * The Hirsch and Slack (1984) correction of Var(S) for covariance between seasons (Water Resources
 * Research 20(6):727-732): Var(S) = sum_g Var(S_g) + sum_{g != h} cov(S_g, S_h), with
 *   cov(S_g, S_h) = [K_gh + 4 sum_i R_ig R_ih - n (n + 1)^2] / 3.
 * The expected values below are worked by hand from that formula; no published reference value with its
 * input data was found (the USGS Kendall program's example outputs, SIR 2005-5275, are published without
 * their input series), so none is used.
 */

/** One season's values by year, from 2001; null is a missing season-year. */
const season = (seasonNumber: number, values: readonly (number | null)[]): SeasonYearValue[] =>
  values.flatMap((value, i) => (value === null ? [] : [{ season: seasonNumber, year: 2001 + i, value }]));

const continuityP = (s: number, variance: number) => twoSidedP((s - Math.sign(s)) / Math.sqrt(variance));

describe('Seasonal Kendall test: Hirsch-Slack covariance correction', () => {
  it('matches a hand-worked example, 2 seasons x 5 years', () => {
    // x (season 1) = 1, 3, 2, 5, 4: S_1 = 4 + 1 + 2 - 1 = 6
    // y (season 2) = 2, 1, 4, 3, 5: S_2 = 2 + 3 + 0 + 1 = 6; S = 12
    // Var(S_g) = 5*4*15/18 = 50/3 each, varS = 100/3.
    // K_12 over the 10 year pairs (i, j): sgn(x_j - x_i) * sgn(y_j - y_i)
    //   (1,2) + * - = -1   (1,3) + * + = 1   (1,4) 1   (1,5) 1   (2,3) - * + = -1
    //   (2,4) + * + = 1    (2,5) 1           (3,4) + * - = -1    (3,5) 1   (4,5) - * + = -1   K = 2
    // Ranks (no ties, no missing): R_1 = 1, 3, 2, 5, 4; R_2 = 2, 1, 4, 3, 5
    //   sum R_1 R_2 = 2 + 3 + 8 + 15 + 20 = 48
    // cov = (2 + 4*48 - 5*6^2) / 3 = (2 + 192 - 180) / 3 = 14/3
    // varSCorrected = 100/3 + 2 * 14/3 = 128/3
    const result = seasonalKendall([...season(1, [1, 3, 2, 5, 4]), ...season(2, [2, 1, 4, 3, 5])]);
    expect(result.s).toBe(12);
    expect(result.varS).toBeCloseTo(100 / 3, 12);
    expect(result.varSCorrected).toBeCloseTo(128 / 3, 12);
    // z = 11 / sqrt(128/3) = 1.684 against 11 / sqrt(100/3) = 1.905 uncorrected
    expect(result.pCorrected).toBeCloseTo(continuityP(12, 128 / 3), 12);
    expect(result.pCorrected).toBeCloseTo(0.0922, 3);
    expect(result.p).toBeCloseTo(0.0567, 3);
  });

  it('makes Var(S) the square of the number of seasons times Var(S_g) when the seasons move together', () => {
    // Four seasons with the same year-to-year ranks: every S_g is the same, so Var(sum S_g) = 16 Var(S_1).
    // The formula with g = h gives Var(S_g) itself (K_gg = n(n-1)/2, sum R^2 = n(n+1)(2n+1)/6), so each
    // cov(S_g, S_h) = 8*7*21/18 = 196/3 and varSCorrected = 16 * 196/3 = 4 varS.
    const pattern = [4, 1, 3, 6, 2, 5, 8, 7];
    const points = [1, 2, 3, 4].flatMap((g) => season(g, pattern.map((value) => 10 * g + value)));
    const result = seasonalKendall(points);
    expect(result.varS).toBeCloseTo(4 * (196 / 3), 12);
    expect(result.varSCorrected).toBeCloseTo(16 * (196 / 3), 12);
    // S = 4 * 14 = 56: significant when the seasons are taken as independent (z = 55 / sqrt(784/3) = 3.40),
    // not once they are not (z = 55 / sqrt(3136/3) = 1.70).
    expect(result.s).toBe(56);
    expect(result.p).toBeLessThan(0.05);
    expect(result.pCorrected).toBeGreaterThan(result.p);
    expect(result.pCorrected).toBeGreaterThan(0.05);
    expect(result.pCorrected).toBeCloseTo(continuityP(56, 16 * (196 / 3)), 12);
  });

  it('gives p = 1 when opposite seasons cancel the variance', () => {
    // y is x reversed: K = -10, sum R_1 R_2 = 5 + 8 + 9 + 8 + 5 = 35, cov = (-10 + 140 - 180)/3 = -50/3,
    // so varSCorrected = 100/3 - 100/3 = 0 (up to rounding) and S = 10 - 10 = 0.
    const result = seasonalKendall([...season(1, [1, 2, 3, 4, 5]), ...season(2, [5, 4, 3, 2, 1])]);
    expect(result.s).toBe(0);
    expect(result.varSCorrected).toBeCloseTo(0, 12);
    expect(result.pCorrected).toBe(1);
  });

  it('handles missing season-years with sgn 0 and the mid rank', () => {
    // x = 1, 3, 2, 5, -  (2005 missing): S_1 = 3 + 0 + 1 = 4, n_1 = 4
    // y = 2, 1, -, 3, 5  (2003 missing): S_2 = 1 + 2 + 1 = 4, n_2 = 4
    // Var(S_g) = 4*3*13/18 = 26/3 each, varS = 52/3; S = 8.
    // K_12: only pairs of years present in both seasons (2001, 2002, 2004) count:
    //   (1,2) + * - = -1, (1,4) + * + = 1, (2,4) + * + = 1; K = 1
    // Ranks over n = 5 years, R = (6 + sum_j sgn(x_i - x_j)) / 2, missing values 3:
    //   R_1 = 1.5, 3.5, 2.5, 4.5, 3;  R_2 = 2.5, 1.5, 3, 3.5, 4.5
    //   sum R_1 R_2 = 3.75 + 5.25 + 7.5 + 15.75 + 13.5 = 45.75
    // cov = (1 + 183 - 180) / 3 = 4/3
    // Slack's convention (ranks 1..n_g, missing (n_g + 1)/2 = 2.5, subtract n (n_g + 1)(n_h + 1)) agrees:
    //   R_1 = 1, 3, 2, 4, 2.5;  R_2 = 2, 1, 2.5, 3, 4;  sum = 32;  (1 + 128 - 5*5*5) / 3 = 4/3
    // varSCorrected = 52/3 + 2 * 4/3 = 20
    const result = seasonalKendall([...season(1, [1, 3, 2, 5, null]), ...season(2, [2, 1, null, 3, 5])]);
    expect(result.n).toBe(8);
    expect(result.s).toBe(8);
    expect(result.varS).toBeCloseTo(52 / 3, 12);
    expect(result.varSCorrected).toBeCloseTo(20, 12);
    expect(result.pCorrected).toBeCloseTo(continuityP(8, 20), 12);
  });

  it('uses mid-ranks for ties within a season', () => {
    // x = 1, 1, 2 (a tie), y = 1, 2, 3. Var(S_1) = (3*2*11 - 2*1*9)/18 = 8/3, Var(S_2) = 66/18 = 11/3.
    // K: (1,2) 0 * + = 0, (1,3) + * + = 1, (2,3) + * + = 1; K = 2
    // R_1 = 1.5, 1.5, 3; R_2 = 1, 2, 3; sum = 1.5 + 3 + 9 = 13.5
    // cov = (2 + 54 - 3*16) / 3 = 8/3; varSCorrected = 8/3 + 11/3 + 16/3 = 35/3
    const result = seasonalKendall([...season(1, [1, 1, 2]), ...season(2, [1, 2, 3])]);
    expect(result.varS).toBeCloseTo(19 / 3, 12);
    expect(result.varSCorrected).toBeCloseTo(35 / 3, 12);
  });

  it('adds nothing for a single season', () => {
    const result = seasonalKendall(season(1, [1, 3, 2, 5, 4]));
    expect(result.varSCorrected).toBe(result.varS);
    expect(result.pCorrected).toBe(result.p);
  });
});
