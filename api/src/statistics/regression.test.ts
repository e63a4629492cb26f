import { fitLine, regress } from './regression';

describe('correlation regression (ordinary least squares)', () => {
  it('fits an exact line', () => {
    const fit = fitLine([{ x: 1, y: 3 }, { x: 2, y: 5 }, { x: 3, y: 7 }, { x: 4, y: 9 }])!;
    expect(fit.slope).toBeCloseTo(2, 12);
    expect(fit.intercept).toBeCloseTo(1, 12);
    expect(fit.rSquared).toBeCloseTo(1, 12);
    expect(fit.standardError(2.5)).toBeCloseTo(0, 12);
  });

  it('matches a textbook fit: slope, intercept, R² and the standard error of the mean at x', () => {
    // x 1..5, y 2,4,5,4,5: slope 0.6, intercept 2.2, R² 0.6, s² = SSE/(n-2) = 2.4/3.
    const fit = fitLine([1, 2, 3, 4, 5].map((x, i) => ({ x, y: [2, 4, 5, 4, 5][i]! })))!;
    expect(fit.slope).toBeCloseTo(0.6, 12);
    expect(fit.intercept).toBeCloseTo(2.2, 12);
    expect(fit.rSquared).toBeCloseTo(0.6, 12);
    expect(fit.standardError(3)).toBeCloseTo(Math.sqrt(0.8 / 5), 12);
    expect(fit.standardError(5)).toBeCloseTo(Math.sqrt(0.8 * (1 / 5 + 4 / 10)), 12);
  });

  it('gives no line for fewer than 3 points or equal x', () => {
    expect(fitLine([{ x: 1, y: 1 }, { x: 2, y: 2 }])).toBeNull();
    expect(fitLine([{ x: 1, y: 1 }, { x: 1, y: 2 }, { x: 1, y: 3 }])).toBeNull();
    expect(regress([{ x: 1, y: 1 }], false)).toEqual([{ point: { x: 1, y: 1 }, fit: null, outlier: false }]);
  });

  it('flags residuals beyond 2 standard deviations and refits without them on request', () => {
    const points = Array.from({ length: 20 }, (_, i) => ({ x: i, y: 2 * i + (i % 2 === 0 ? 0.1 : -0.1) }));
    points[10] = { x: 10, y: 60 };
    const flagged = regress(points, false);
    expect(flagged.filter((item) => item.outlier).map((item) => item.point.x)).toEqual([10]);
    const kept = regress(points, true);
    expect(kept).toHaveLength(19);
    expect(kept[0]!.fit!.slope).toBeCloseTo(2, 2);
  });
});
