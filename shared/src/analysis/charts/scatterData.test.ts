import { buildScatterModel, scatterLegend, scatterTooltip, type ScatterSeries } from './scatterData';

describe('buildScatterModel and its tooltip', () => {
  const series: ScatterSeries[] = [
    {
      key: '79',
      label: 'CCR-1',
      points: [
        { x: 10, y: 5, date: '2021-07-01' },
        { x: 20, y: 9, date: '2021-08-01', nondetect: true },
        { x: 30, y: 40, date: '2021-09-01', outlier: true },
      ],
      fit: { line: [{ x: 10, y: 4 }, { x: 30, y: 20 }], band: [{ x: 10, low: 2, high: 6 }, { x: 30, low: 15, high: 25 }] },
    },
  ];
  const size = { width: 500, height: 300 };

  it('draws outliers as crosses and non-detects open, on scales covering every point', () => {
    const model = buildScatterModel(series, size, { xLabel: 'Total phosphorus (µg/L)' });
    expect(model.points.map((point) => [point.shape, point.open])).toEqual([
      ['circle', false],
      ['circle', true],
      ['cross', false],
    ]);
    for (const point of model.points) {
      expect(point.px).toBeGreaterThanOrEqual(0);
      expect(point.px).toBeLessThanOrEqual(500);
      expect(point.py).toBeGreaterThanOrEqual(0);
      expect(point.py).toBeLessThanOrEqual(300);
    }
    expect(model.fits[0]?.line).toHaveLength(2);
    expect(model.fits[0]?.band[1]?.y1).toBeLessThan(model.fits[0]?.band[1]?.y0 ?? 0);
    expect(model.x.label).toBe('Total phosphorus (µg/L)');
    expect(model.x.ticks.length).toBeLessThanOrEqual(9);
  });

  it('names the nearest point, its date, values with units, < DL and Outlier', () => {
    const options = { xLabel: 'Total phosphorus', yLabel: 'Chlorophyll-a', xUnits: 'µg/L', yUnits: 'µg/L' };
    const model = buildScatterModel(series, size, options);
    const [, nondetect, outlier] = model.points;
    const tip = scatterTooltip(series, model, nondetect!.px + 3, nondetect!.py - 3, options);
    expect(tip?.title).toBe('CCR-1');
    expect(tip?.rows.map((row) => row.value)).toEqual(['08-01-2021', '20 µg/L', '< DL (9 µg/L)']);
    const outlierTip = scatterTooltip(series, model, outlier!.px, outlier!.py, options);
    expect(outlierTip?.rows.map((row) => row.value)).toContain('Outlier (residual above 2 standard deviations)');
    expect(scatterTooltip(series, model, -200, -200, options)).toBeNull();
  });

  it('explains the line, the band and the special symbols in the legend', () => {
    expect(scatterLegend(series).map((item) => item.label)).toEqual(['CCR-1 (regression line, 95 % band)', 'Non-detect (< DL)', 'Outlier']);
  });
});
