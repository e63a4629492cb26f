import { makeLocation } from '@basin/shared/map/test-locations';
import { pointsCollection } from './circlePoints';
import { formatLocationPoints } from './locationPoints';

describe('monitoring locations layer data', () => {
  it('places each location at its coordinates with its colour and marks the selected one', () => {
    const locations = [makeLocation({ locationid: 1, longitude_dd: -104.8, latitude_dd: 39.5 }), makeLocation({ locationid: 2 })];
    const points = formatLocationPoints(locations, (location) => (location.locationid === 1 ? '#ff0000' : '#0000ff'), 2);
    expect(points[0]).toMatchObject({ id: 1, position: [-104.8, 39.5], color: [255, 0, 0], selected: false });
    expect(points[1]).toMatchObject({ id: 2, color: [0, 0, 255], selected: true });
  });

  it("draws the selected location larger with a yellow ring, in the map engine's circles as in deck.gl", () => {
    const points = formatLocationPoints([makeLocation({ locationid: 1 }), makeLocation({ locationid: 2 })], () => '#00ff00', 2);
    const [other, selected] = pointsCollection(points, true).features.map((feature) => feature.properties);
    expect(other).toEqual({ color: 'rgb(0,255,0)', radius: 8, outline: 'rgb(33,33,33)', outlineWidth: 1, selected: false });
    expect(selected).toEqual({ color: 'rgb(0,255,0)', radius: 10, outline: 'rgb(255,212,0)', outlineWidth: 4, selected: true });
  });
});
