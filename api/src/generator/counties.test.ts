import { basinCounties } from './counties';

describe('basin counties (us-atlas)', () => {
  const counties = basinCounties();

  test('holds the three basin counties and their neighbours, with Colorado FIPS codes', () => {
    const names = counties.map((county) => county.properties.name);
    expect(names).toEqual(expect.arrayContaining(['Arapahoe', 'Douglas', 'Elbert']));
    expect(counties.every((county) => /^08\d{3}$/.test(county.properties.fips))).toBe(true);
    expect(counties.length).toBeGreaterThan(3);
    expect(counties.length).toBeLessThan(25);
  });

  test('outlines lie in Colorado (lon -109.1..-102, lat 37..41)', () => {
    const douglas = counties.find((county) => county.properties.name === 'Douglas')!;
    const points = douglas.geometry.type === 'Polygon' ? douglas.geometry.coordinates.flat() : douglas.geometry.coordinates.flat(2);
    expect(points.length).toBeGreaterThan(10);
    for (const [lon, lat] of points) {
      expect(lon).toBeGreaterThan(-109.1);
      expect(lon).toBeLessThan(-102);
      expect(lat).toBeGreaterThan(37);
      expect(lat).toBeLessThan(41.01);
    }
  });
});
