import { benchmarkClass, classifyTrend, median, medianInPlace, percentileSorted, seasonalKendall, substituteNondetects, summaryStatistics, twoSidedP, waterYear, waterYearQuarter } from '.';

describe('percentile (Hyndman-Fan type 7, as PostgreSQL percentile_cont)', () => {
  it('interpolates between closest ranks', () => {
    expect(percentileSorted([1, 2, 3, 4], 0.5)).toBeCloseTo(2.5, 12);
    // h = 3 x 0.85 = 2.55, between 3 and 4
    expect(percentileSorted([1, 2, 3, 4], 0.85)).toBeCloseTo(3.55, 12);
    expect(percentileSorted([10, 20, 30, 40, 50], 0.85)).toBeCloseTo(44, 12);
  });
  it('handles ties, a single value, all-equal values and no values', () => {
    expect(percentileSorted([2, 2, 2, 5], 0.5)).toBe(2);
    expect(percentileSorted([7], 0.85)).toBe(7);
    expect(percentileSorted([3, 3, 3], 0.85)).toBe(3);
    expect(percentileSorted([], 0.5)).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
  });
  it('rejects a percentile outside 0..1', () => {
    expect(() => percentileSorted([1], 85)).toThrow(RangeError);
  });
});

describe('water year and seasons', () => {
  it('names a water year by the year it ends', () => {
    expect(waterYear('2020-10-01')).toBe(2021);
    expect(waterYear('2021-09-30')).toBe(2021);
  });
  it('uses water-year quarters as seasons', () => {
    expect(['2020-10-15', '2021-01-15', '2021-04-15', '2021-07-15', '2021-12-31', '2021-09-30'].map(waterYearQuarter)).toEqual([1, 2, 3, 4, 1, 4]);
  });
});

describe('Mann-Kendall within the Seasonal Kendall test', () => {
  it('matches the textbook values for a strictly increasing series of 100 (one season)', () => {
    // S = n(n-1)/2 = 4950 and Var(S) = n(n-1)(2n+5)/18 = 112750: the same values MannKendall.jl's
    // test suite checks for 1:100 (z = 14.7387).
    const result = seasonalKendall(Array.from({ length: 100 }, (_, i) => ({ season: 1, year: 1900 + i, value: i + 1 })));
    expect(result.s).toBe(4950);
    expect(result.varS).toBe(112750);
    expect(result.z).toBeCloseTo(14.73869998208331, 9);
    expect(result.slope).toBe(1);
  });
  it('applies the tie correction and the continuity correction', () => {
    // values 1, 1, 2: S = 0 + 1 + 1 = 2; Var = (3*2*11 - 2*1*9) / 18 = 48 / 18
    const result = seasonalKendall([1, 1, 2].map((value, i) => ({ season: 1, year: 2000 + i, value })));
    expect(result.s).toBe(2);
    expect(result.varS).toBeCloseTo(48 / 18, 12);
    expect(result.z).toBeCloseTo(1 / Math.sqrt(48 / 18), 12);
  });
  it('sums S and Var(S) over seasons and takes the slope over within-season pairs only', () => {
    // Season 1 rises by 2 a year, season 2 falls by 1 a year: S = 3 - 3 = 0.
    const points = [0, 1, 2].flatMap((i) => [
      { season: 1, year: 2000 + i, value: 10 + 2 * i },
      { season: 2, year: 2000 + i, value: 50 - i },
    ]);
    const result = seasonalKendall(points);
    expect(result.s).toBe(0);
    expect(result.varS).toBeCloseTo(2 * ((3 * 2 * 11) / 18), 12);
    expect(result.z).toBe(0);
    expect(result.p).toBeCloseTo(1, 6);
    // pairwise slopes: season 1: 2, 2, 2; season 2: -1, -1, -1 → median 0.5
    expect(result.slope).toBe(0.5);
  });
  it('computes a two-sided p-value', () => {
    expect(twoSidedP(1.959964)).toBeCloseTo(0.05, 5);
    expect(twoSidedP(0)).toBeCloseTo(1, 6);
  });
});

describe('trend classes', () => {
  const quarterly = (years: number, valueOf: (year: number, quarter: number) => number) =>
    Array.from({ length: years }, (_, y) =>
      ['11-15', '02-15', '05-15', '08-15'].map((monthDay, q) => ({
        date: `${q === 0 ? 2000 + y : 2001 + y}-${monthDay}`,
        value: valueOf(y, q),
      })),
    ).flat();

  it('finds an increasing and a decreasing trend', () => {
    expect(classifyTrend(quarterly(10, (y, q) => 100 + 10 * y + q), 10).trend).toBe('increasing');
    expect(classifyTrend(quarterly(10, (y, q) => 300 - 10 * y + q), 10).trend).toBe('decreasing');
  });
  it('calls a flat series stable', () => {
    expect(classifyTrend(quarterly(10, (y, q) => 100 + (y % 2) + q), 10).trend).toBe('stable');
  });
  it('gives other when there are fewer than 5 water years', () => {
    expect(classifyTrend(quarterly(4, (y) => y), 4)).toEqual({ trend: 'other', test: null });
  });
  it('gives other when there are fewer than 10 season-year values (missing seasons)', () => {
    const summersOnly = quarterly(8, (y) => y).filter((_, i) => i % 4 === 3);
    expect(classifyTrend(summersOnly, 8).trend).toBe('other');
  });
  it('gives no trend when the change is large but not significant', () => {
    // Two seasons of 10, 60, 20, 70, 30: S = 4 + 4, Var(S) = 2 x 50/3, z = 1.21, p = 0.23;
    // Sen slope 5 a year, so 25 over 5 years against 10 % of the median 30.
    const swinging = quarterly(5, (y) => [10, 60, 20, 70, 30][y]!).filter((_, i) => i % 4 === 0 || i % 4 === 2);
    const result = classifyTrend(swinging, 5);
    expect(result.test?.s).toBe(8);
    expect(result.test?.p).toBeCloseTo(0.2253, 3);
    expect(result.test?.slope).toBe(5);
    expect(result.trend).toBe('no trend');
  });
});

describe('benchmark classes', () => {
  const phosphorus = { line0: 0, line1: 65, line2: 87, line3: 120, lowerIsWorse: false };
  const oxygen = { line0: 10, line1: 6.5, line2: 5, line3: 2, lowerIsWorse: true };
  it('classifies against ascending lines', () => {
    expect([40, 65, 86.9, 87, 119, 120, 500].map((value) => benchmarkClass(value, phosphorus))).toEqual([1, 2, 2, 3, 3, 4, 4]);
  });
  it('flips the comparison where lower is worse', () => {
    expect([8, 6.5, 5, 3, 2, 1].map((value) => benchmarkClass(value, oxygen))).toEqual([1, 2, 3, 3, 4, 4]);
  });
  it('gives 0 without data or without a benchmark', () => {
    expect(benchmarkClass(null, phosphorus)).toBe(0);
    expect(benchmarkClass(10, null)).toBe(0);
    expect(benchmarkClass(10, { line0: null, line1: null, line2: null, line3: null, lowerIsWorse: false })).toBe(0);
  });
});

describe('non-detects', () => {
  it('substitutes half the detection limit and counts them', () => {
    expect(substituteNondetects([{ value: 10, nondetect: true }, { value: 7, nondetect: false }])).toEqual({ values: [5, 7], nondetects: 1, allNondetect: false });
  });
  it('says when every value is a non-detect', () => {
    expect(substituteNondetects([{ value: 2, nondetect: true }]).allNondetect).toBe(true);
    expect(substituteNondetects([]).allNondetect).toBe(false);
  });
});

describe('summary statistics', () => {
  it('counts, substitutes half the detection limit, and interpolates median and 85th percentile', () => {
    // values 1 (non-detect at 2), 3, 4, 10: sorted 1, 3, 4, 10; median 3.5; 85th: h = 2.55 → 4 + 0.55 x 6 = 7.3
    const result = summaryStatistics([
      { value: 4, nondetect: false },
      { value: 2, nondetect: true },
      { value: 10, nondetect: false },
      { value: 3, nondetect: false },
    ]);
    expect(result).toMatchObject({ count: 4, nondetects: 1, allNondetect: false, median: 3.5, min: 1, max: 10 });
    expect(result.pctile85).toBeCloseTo(7.3, 12);
  });
  it('has no statistics without values, and says when every value is a non-detect', () => {
    expect(summaryStatistics([])).toEqual({ count: 0, nondetects: 0, allNondetect: false, median: null, pctile85: null, min: null, max: null });
    expect(summaryStatistics([{ value: 2, nondetect: true }])).toMatchObject({ allNondetect: true, median: 1, min: 1, max: 1 });
  });
});

describe('medianInPlace (the Sen slope median without a full sort)', () => {
  it('gives exactly the median of any values, odd or even in number, with ties', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let trial = 0; trial < 200; trial++) {
      const values = Array.from({ length: 1 + Math.floor(random() * 60) }, () => Math.round(random() * 20) / 4 - 2);
      expect(medianInPlace(Float64Array.from(values))).toBe(median(values));
    }
    expect(medianInPlace(new Float64Array())).toBeNull();
  });
});
