/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import { Sparkline } from './Sparkline';
import { buildSparkline } from './sparklineData';
import { buildYearModel, yearTicks, yearTooltip } from './yearData';
import { buildTimeModel } from './timeData';
import { unitTicks } from './ticks';

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

describe('Sparkline', () => {
  it('spaces the points evenly, breaks the line at a missing value and keeps the reference inside', () => {
    const model = buildSparkline(
      [
        { label: '2020', value: 10 },
        { label: '2021', value: 30 },
        { label: '2022', value: null },
        { label: '2023', value: 20 },
      ],
      108,
      48,
      40,
    );
    // x: 4 px padding, (108 - 8) / 3 per step; y: 0 at 44 px, the reference 40 at 4 px.
    expect(model.dots.map((dot) => [dot.x, dot.y])).toEqual([
      [4, 34],
      [37.333333333333336, 14],
      [104, 24],
    ]);
    expect(model.segments).toHaveLength(2);
    expect(model.referenceY).toBe(4);
    expect(model.dots.every((dot) => !dot.above)).toBe(true);
  });

  it('draws a value above the reference as a square, and is one image named by its summary', () => {
    const { container } = render(
      <Sparkline
        points={[
          { label: '2024', value: 12 },
          { label: '2025', value: 21 },
        ]}
        reference={18}
        summary="Growing-season means: 2024 12.0, 2025 21.0 µg/L; standard 18 µg/L."
      />,
    );
    expect(screen.getByRole('img', { name: 'Growing-season means: 2024 12.0, 2025 21.0 µg/L; standard 18 µg/L.' })).toBeInTheDocument();
    expect(container.querySelectorAll('rect[data-above="true"]')).toHaveLength(1);
    expect(container.querySelectorAll('circle[data-part="dot"]')).toHaveLength(1);
    expect(container.querySelector('line[data-part="reference"]')).not.toBeNull();
  });
});

describe('year chart data', () => {
  const series = [
    { key: '79', label: 'CCR-1', points: [{ year: 2019, value: 10 }, { year: 2020, value: 20 }, { year: 2022, value: 15 }] },
    { key: '80', label: 'CCR-2', points: [{ year: 2021, value: 25 }] },
  ];

  it('puts each year in a column a year wide, shades every other one and breaks lines over missing years', () => {
    const model = buildYearModel(series, { width: 400, height: 200 }, { references: [{ key: 'standard', label: 'Standard', value: 18 }] });
    // 2019-2022: four columns of 100 px; the year's mark in the middle.
    expect(model.years).toEqual([2019, 2020, 2021, 2022]);
    expect(model.xOf(2019)).toBe(50);
    expect(model.shaded).toEqual([
      { year: 2019, x: 0, width: 100 },
      { year: 2021, x: 200, width: 100 },
    ]);
    expect(model.lines[0]!.segments.map((segment) => segment.length)).toEqual([2, 1]);
    expect(model.lines[0]!.markers).toHaveLength(3);
    expect(model.references[0]!.y).toBeCloseTo(model.left.scale(18) as number, 9);
  });

  it('ticks years, at most 9, stepping by 1, 2, 5 or 10 years', () => {
    expect(yearTicks(2019, 2022, 400).map((tick) => tick.label)).toEqual(['2019', '2020', '2021', '2022']);
    expect(yearTicks(1992, 2026, 1000).map((tick) => tick.value)).toEqual([1995, 2000, 2005, 2010, 2015, 2020, 2025]);
  });

  it('shows every series of the nearest year and the reference in the tooltip', () => {
    const options = { units: 'µg/L', references: [{ key: 'standard', label: 'Standard', value: 18 }] };
    const model = buildYearModel(series, { width: 400, height: 200 }, options);
    const tooltip = yearTooltip(series, model, 240, options);
    expect(tooltip?.title).toBe('2021');
    expect(tooltip?.rows.map((row) => `${row.label}: ${row.value}`)).toEqual(['CCR-2: 25 µg/L', 'Standard: 18 µg/L']);
  });
});

describe('results by date (TimeChart points)', () => {
  it('ticks the summer by days and a year by the first of months, never more than 9', () => {
    const summerDays = unitTicks([utc('2025-07-01'), utc('2025-09-30')], 900, 'day');
    expect(summerDays.length).toBeLessThanOrEqual(9);
    expect(summerDays.map((tick) => tick.label).slice(0, 3)).toEqual(['07-01-2025', '07-15-2025', '07-29-2025']);
    const months = unitTicks([utc('2025-01-01'), utc('2025-12-31')], 900, 'month');
    expect(months.map((tick) => tick.label)).toEqual(['01-01-2025', '03-01-2025', '05-01-2025', '07-01-2025', '09-01-2025', '11-01-2025']);
    expect(unitTicks([utc('2015-01-01'), utc('2025-12-31')], 900, 'month').length).toBeLessThanOrEqual(9);
  });

  it('draws each result as its own point on a day axis, non-detects open', () => {
    const model = buildTimeModel(
      [
        { key: '79', label: 'CCR-1', kind: 'point', points: [{ x: '2025-07-01', y: 10 }, { x: '2025-07-15', y: 2, nondetect: true }] },
        { key: '80', label: 'CCR-2', kind: 'point', points: [{ x: '2025-07-01', y: 20 }] },
      ],
      { width: 300, height: 100 },
      { xUnit: 'day' },
    );
    expect(model.x.ticks[0]?.label).toBe('07-01-2025');
    expect(model.lines.map((line) => [line.shape, line.markers.map((marker) => marker.open)])).toEqual([
      ['circle', [false, true]],
      ['square', [false]],
    ]);
  });
});
