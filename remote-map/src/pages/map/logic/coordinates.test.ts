import { parseCoordinates } from './coordinates';

const BASIN = { lat: 39.5, lng: -104.8 };

describe('parseCoordinates', () => {
  it.each([
    '39.5, -104.8',
    '39.5,-104.8',
    '39.5 -104.8',
    '  39.5   -104.8  ',
    '39.5; -104.8',
    '39.5°, -104.8°',
    '+39.5, -104.8',
    'lat: 39.5, lng: -104.8',
    'Lat 39.5 Long -104.8',
    'LATITUDE=39.5 LONGITUDE=-104.8',
    'lat 39.5, lon -104.8',
    'lng=-104.8 lat=39.5',
    'Longitude: -104.8, Latitude: 39.5',
    'lat 39.5 -104.8',
    '-104.8 lat 39.5',
    '39.5 lng -104.8',
    '-104.8, 39.5',
    '-104.8 39.5',
  ])('reads %p as the basin point', (text) => {
    expect(parseCoordinates(text)).toEqual(BASIN);
  });

  it('keeps the lat, lng order when both orders are valid', () => {
    expect(parseCoordinates('39.5, 40.1')).toEqual({ lat: 39.5, lng: 40.1 });
    expect(parseCoordinates('10, 20')).toEqual({ lat: 10, lng: 20 });
  });

  it('swaps to lng, lat only when lat, lng is out of range', () => {
    expect(parseCoordinates('120, 45')).toEqual({ lat: 45, lng: 120 });
    expect(parseCoordinates('-179.9 -89.9')).toEqual({ lat: -89.9, lng: -179.9 });
  });

  it('accepts the range limits and leading-dot numbers', () => {
    expect(parseCoordinates('90, 180')).toEqual({ lat: 90, lng: 180 });
    expect(parseCoordinates('-90, -180')).toEqual({ lat: -90, lng: -180 });
    expect(parseCoordinates('.5, -.25')).toEqual({ lat: 0.5, lng: -0.25 });
    expect(parseCoordinates('0 0')).toEqual({ lat: 0, lng: 0 });
  });

  it('follows the labels and does not swap labelled values', () => {
    expect(parseCoordinates('lng 39.5, lat -104.8')).toBeNull();
    expect(parseCoordinates('lat 100, lng 45')).toBeNull();
    expect(parseCoordinates('lng 45, lat 10')).toEqual({ lat: 10, lng: 45 });
  });

  it.each([
    ['an empty text', ''],
    ['an address', '123 Main St, Parker CO'],
    ['a place name', 'Cherry Creek Reservoir'],
    ['one number', '39.5'],
    ['a ZIP code', '80112'],
    ['three numbers', '39.5, -104.8, 10'],
    ['out of range both ways', '100, 200'],
    ['out of range both ways, negative', '-95, -181'],
    ['two latitude labels', 'lat 39.5, lat -104.8'],
    ['two longitude labels', 'lng 39.5 long -104.8'],
    ['an unknown label', 'x 39.5, y -104.8'],
    ['numbers run together', '39.5.5'],
    ['a trailing word', '39.5, -104.8 please'],
    ['a bare sign', '-, 39.5'],
  ])('gives null for %s', (_case, text) => {
    expect(parseCoordinates(text)).toBeNull();
  });
});
