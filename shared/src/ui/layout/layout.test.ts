import { fitCount } from './overflowFit';
import { clampSize, sizeAfterKey, sizeAtPointer, type SplitBounds } from './splitSize';

describe('fitCount', () => {
  it('keeps every item when all fit, without room for the More button', () => {
    expect(fitCount([100, 100, 100], 316, 8, 80)).toBe(3);
  });
  it('keeps the longest prefix that fits beside the More button', () => {
    // 100 + 8 + 100 + 8 + 80 = 296 fits in 300; a third item does not.
    expect(fitCount([100, 100, 100], 300, 8, 80)).toBe(2);
    expect(fitCount([100, 100, 100], 295, 8, 80)).toBe(1);
  });
  it('stops at the first item that does not fit, so the order of priority holds', () => {
    expect(fitCount([100, 300, 20], 250, 8, 80)).toBe(1);
  });
  it('keeps none when not even the first fits', () => {
    expect(fitCount([200, 100], 150, 8, 80)).toBe(0);
    expect(fitCount([], 0, 8, 80)).toBe(0);
  });
});

describe('split sizes', () => {
  const bounds: SplitBounds = { min: 15, max: 80, step: 5, pageStep: 20 };
  it('clamps and rounds', () => {
    expect(clampSize(10, bounds)).toBe(15);
    expect(clampSize(90, bounds)).toBe(80);
    expect(clampSize(33.4, bounds)).toBe(33);
  });
  it('moves by the keyboard: arrows, pages, Home and End', () => {
    expect(sizeAfterKey('ArrowUp', 30, bounds)).toBe(35);
    expect(sizeAfterKey('ArrowRight', 30, bounds)).toBe(35);
    expect(sizeAfterKey('ArrowDown', 30, bounds)).toBe(25);
    expect(sizeAfterKey('ArrowLeft', 30, bounds)).toBe(25);
    expect(sizeAfterKey('PageUp', 30, bounds)).toBe(50);
    expect(sizeAfterKey('PageDown', 30, bounds)).toBe(15);
    expect(sizeAfterKey('ArrowUp', 78, bounds)).toBe(80);
    expect(sizeAfterKey('Home', 30, bounds)).toBe(15);
    expect(sizeAfterKey('End', 30, bounds)).toBe(80);
    expect(sizeAfterKey('Enter', 30, bounds)).toBeNull();
  });
  it('follows the pointer: the pane is what lies below it', () => {
    expect(sizeAtPointer(700, 100, 1000, bounds)).toBe(33);
    expect(sizeAtPointer(990, 100, 1000, bounds)).toBe(15);
    expect(sizeAtPointer(0, 100, 1000, bounds)).toBe(80);
    expect(sizeAtPointer(500, 100, 100, bounds)).toBe(15);
  });
});
