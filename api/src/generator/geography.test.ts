import { geography } from './basin';
import { mapFeatures } from './geo';
import { generateSites } from './locations';
import { LocationType } from './catalog';
import { Random } from './prng';
import { insideRing, polylineDistance, signedArea2, toXY, type LonLat } from './plane';

const SEED = 'jest';

describe('generated geography', () => {
  const basin = geography(SEED);
  const streams = [basin.mainStem, ...basin.tributaries];

  test('the same seed gives identical GeoJSON; another seed another basin', () => {
    expect(JSON.stringify(mapFeatures(SEED))).toBe(JSON.stringify(mapFeatures(SEED)));
    expect(JSON.stringify(geography('other').mainStem.path)).not.toBe(JSON.stringify(basin.mainStem.path));
  });

  test('streams meander with hundreds of vertices, a few thousand in all, and join other streams at a vertex', () => {
    expect(basin.mainStem.path.length).toBeGreaterThan(300);
    expect(basin.tributaries).toHaveLength(12);
    const named = streams.reduce((sum, stream) => sum + stream.path.length, 0);
    expect(named / streams.length).toBeGreaterThan(100);
    const total = named + basin.unnamed.reduce((sum, stream) => sum + stream.path.length, 0);
    expect(total).toBeLessThan(7000);
    expect(basin.unnamed.length).toBeGreaterThan(10);
    // A tributary's mouth is a vertex of another stream, or lies in the reservoir.
    const vertices = new Set([...streams, ...basin.unnamed].flatMap((stream) => stream.path.map((point) => point.join(','))));
    for (const stream of [...basin.tributaries, ...basin.unnamed]) {
      const mouth = stream.path[stream.path.length - 1]!;
      const ownVertices = new Set(stream.path.slice(0, -1).map((point) => point.join(',')));
      const onAnother = vertices.has(mouth.join(',')) && !ownVertices.has(mouth.join(','));
      expect(onAnother || insideRing(mouth, basin.reservoir)).toBe(true);
    }
    // Strahler order: the main stem is the highest.
    expect(Math.max(...streams.map((stream) => stream.order), ...basin.unnamed.map((stream) => stream.order))).toBe(basin.mainStem.order);
    expect(basin.mainStem.order).toBeGreaterThanOrEqual(3);
  });

  test('every stream site lies on the stream it samples (within 1 m), main-stem sites on the main stem', () => {
    const sites = generateSites(SEED).filter((site) => site.typeId === LocationType.SurfaceWater);
    expect(sites.length).toBeGreaterThan(100);
    for (const site of sites) {
      const stream = streams.find((candidate) => site.description.startsWith(candidate.name))!;
      expect(stream).toBeDefined();
      const metres = polylineDistance(toXY([site.lon, site.lat]), stream.path.map(toXY));
      expect(metres).toBeLessThan(1);
      if (site.description.includes('main stem')) expect(stream.name).toBe('Cherry Creek');
    }
  });

  test('the reservoir holds its stations and has an irregular shoreline', () => {
    const stations = generateSites(SEED).filter((site) => site.typeId === LocationType.Reservoir);
    expect(stations).toHaveLength(4);
    for (const station of stations) expect(insideRing([station.lon, station.lat], basin.reservoir)).toBe(true);
    // An ellipse's distance from its centre has two maxima around the ring; a shoreline has many.
    const points = basin.reservoir.slice(0, -1).map(toXY);
    const centre = points.reduce(([x, y], [px, py]) => [x + px / points.length, y + py / points.length], [0, 0]);
    const radii = points.map(([x, y]) => Math.hypot(x - centre[0], y - centre[1]));
    const maxima = radii.filter((radius, k) => radius > radii[(k + radii.length - 1) % radii.length]! && radius >= radii[(k + 1) % radii.length]!);
    expect(maxima.length).toBeGreaterThanOrEqual(6);
    expect(basin.reservoirAcres).toBeGreaterThan(500);
    expect(basin.reservoirAcres).toBeLessThan(2500);
  });

  test('land cover: valid polygons of the NLCD classes covering the basin once, with no overlaps', () => {
    const classes = new Set(basin.landCover.map((area) => area.landCover));
    expect([...classes].sort()).toEqual(['Cultivated Crops', 'Developed', 'Forest', 'Grassland/Herbaceous', 'Open Water', 'Wetlands']);
    for (const area of basin.landCover) {
      area.rings.forEach((ring, index) => {
        expect(ring.length).toBeGreaterThanOrEqual(4);
        expect(ring[0]).toEqual(ring[ring.length - 1]);
        // Outer rings counter-clockwise, holes clockwise (RFC 7946).
        expect(Math.sign(signedArea2(ring.map(toXY)))).toBe(index === 0 ? 1 : -1);
      });
    }
    // Random points in the basin: each lies in exactly one land-cover polygon.
    const random = new Random('land cover check');
    const lons = basin.boundary.map(([lon]) => lon);
    const lats = basin.boundary.map(([, lat]) => lat);
    const inPolygon = (point: LonLat, rings: LonLat[][]) => insideRing(point, rings[0]!) && !rings.slice(1).some((hole) => insideRing(point, hole));
    let checked = 0;
    while (checked < 400) {
      const point: LonLat = [random.between(Math.min(...lons), Math.max(...lons)), random.between(Math.min(...lats), Math.max(...lats))];
      if (!insideRing(point, basin.boundary)) {
        expect(basin.landCover.filter((area) => inPolygon(point, area.rings))).toHaveLength(0);
        continue;
      }
      expect(basin.landCover.filter((area) => inPolygon(point, area.rings)).map((area) => area.landCover)).toHaveLength(1);
      checked++;
    }
  });
});
