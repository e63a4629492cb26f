import { hexToRgb } from './colors';

describe('hexToRgb', () => {
  it('reads six and three digits, with or without #, around spaces', () => {
    expect(hexToRgb('#c0392b')).toEqual([192, 57, 43]);
    expect(hexToRgb('C0392B')).toEqual([192, 57, 43]);
    expect(hexToRgb('#fff')).toEqual([255, 255, 255]);
    expect(hexToRgb(' #000 ')).toEqual([0, 0, 0]);
    expect(hexToRgb('#8b0000')).toEqual([139, 0, 0]);
  });
  it('rejects what is not a hex colour', () => {
    expect(() => hexToRgb('red')).toThrow(RangeError);
    expect(() => hexToRgb('#12345')).toThrow(RangeError);
    expect(() => hexToRgb('')).toThrow(RangeError);
  });
});
