import { frameMargin } from './ChartFrame';
import { clampDayAtToday, floorAtZero, todayDay, valueExtent, valueScale } from './scales';

describe('value axes never go below zero for values that are not', () => {
  it('raises the low end of a non-negative domain to 0, and keeps a domain with negative values', () => {
    expect(floorAtZero([-20, 120], 0.5)).toEqual([0, 120]);
    expect(floorAtZero([-20, 120], -3)).toEqual([-20, 120]);
    expect(floorAtZero([5, 120], 6)).toEqual([5, 120]);
  });

  it('gives a single value of 0 room above it only', () => {
    expect(valueExtent([0])).toEqual([0, 1]);
    expect(valueExtent([-2])).toEqual([-2.2, -1.8]);
  });

  it('nices a domain of concentrations without reaching below 0', () => {
    // The correlation chart's chlorophyll-a: values from 0.4 with 4 % of room below reach −3.
    const scale = valueScale(floorAtZero([0.4 - 3.5, 87], 0.4), [300, 0], 300);
    expect(scale.domain()[0]).toBe(0);
    expect(valueScale([-3, 87], [300, 0], 300).domain()[0]).toBeLessThan(0);
  });
});

describe('date axes end today at the latest', () => {
  it('clamps a day after today to today, and leaves earlier days alone', () => {
    expect(clampDayAtToday('2027-09-30', '2026-11-27')).toBe('2026-11-27');
    expect(clampDayAtToday('2026-09-30', '2026-11-27')).toBe('2026-09-30');
    expect(todayDay(new Date(Date.UTC(2026, 10, 27, 23, 0)))).toBe('2026-11-27');
  });
});

describe('frame margins on a phone', () => {
  it('shrink below 480 px so the plot keeps most of the width', () => {
    expect(frameMargin(true)).toMatchObject({ left: 76, right: 76 });
    expect(frameMargin(true, 350)).toMatchObject({ left: 60, right: 60 });
    expect(frameMargin(false, 350)).toMatchObject({ left: 60, right: 12 });
  });
});
