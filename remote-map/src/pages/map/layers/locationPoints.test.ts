import { makeLocation } from '../logic/testFixtures';
import { formatLocationPoints } from './locationPoints';

describe('monitoring locations layer data', () => {
  it('places each location at its coordinates with its colour and marks the selected one', () => {
    const locations = [makeLocation({ locationid: 1, longitude_dd: -104.8, latitude_dd: 39.5 }), makeLocation({ locationid: 2 })];
    const points = formatLocationPoints(locations, (location) => (location.locationid === 1 ? '#ff0000' : '#0000ff'), 2);
    expect(points[0]).toMatchObject({ id: 1, position: [-104.8, 39.5], color: [255, 0, 0], selected: false });
    expect(points[1]).toMatchObject({ id: 2, color: [0, 0, 255], selected: true });
  });
});
