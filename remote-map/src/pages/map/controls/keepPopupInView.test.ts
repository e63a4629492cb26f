import { panIntoView } from './keepPopupInView';

const map = { left: 0, top: 0, right: 800, bottom: 500 };

describe('panIntoView', () => {
  it('leaves a popup that is already on the map', () => {
    expect(panIntoView({ left: 100, top: 100, right: 400, bottom: 300 }, map)).toEqual([0, 0]);
  });

  it('pans up a popup cut off by the bottom edge (the results panel below), with a margin', () => {
    expect(panIntoView({ left: 100, top: 350, right: 400, bottom: 560 }, map, 10)).toEqual([0, 70]);
  });

  it('pans down and right a popup past the top and left edges', () => {
    expect(panIntoView({ left: -30, top: -20, right: 270, bottom: 180 }, map, 10)).toEqual([-40, -30]);
  });

  it('keeps the top of a popup taller than the map in view', () => {
    expect(panIntoView({ left: 100, top: 50, right: 400, bottom: 650 }, map, 10)).toEqual([0, 40]);
  });
});
