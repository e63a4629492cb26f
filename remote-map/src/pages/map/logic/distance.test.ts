import { distanceFeet, formatFeet, pathLengthFeet } from './distance';

describe('distance measure in feet', () => {
  it('one degree of latitude is about 69.09 miles (364,800 ft)', () => {
    expect(distanceFeet([-104.8, 39], [-104.8, 40]) / 5280).toBeCloseTo(69.09, 1);
  });
  it('one degree of longitude at 39.5° N is cos(39.5°) of that', () => {
    const expected = 69.09 * Math.cos((39.5 * Math.PI) / 180);
    expect(distanceFeet([-105, 39.5], [-104, 39.5]) / 5280).toBeCloseTo(expected, 1);
  });
  it('sums a path and is zero for one point', () => {
    expect(pathLengthFeet([[-104.8, 39.5]])).toBe(0);
    const a: [number, number] = [-104.8, 39.5];
    const b: [number, number] = [-104.8, 39.51];
    expect(pathLengthFeet([a, b, a])).toBeCloseTo(2 * distanceFeet(a, b), 6);
  });
  it('formats feet and miles', () => {
    expect(formatFeet(1234.4)).toBe('1,234 ft');
    expect(formatFeet(12408)).toBe('2.35 mi (12,408 ft)');
  });
});
