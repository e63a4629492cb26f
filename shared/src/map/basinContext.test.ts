import type { MapSource } from '@basin/api/schemas';
import { basinBounds, basinContextLayers, paddingAround } from './basinContext';

const boundary = (ring: number[][]): MapSource =>
  ({ id: 'basin-boundary', type: 'geojson', data: { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } }] } }) as unknown as MapSource;

describe('basinBounds', () => {
  it('joins the boundary with the locations, so a site outside the outline is in view too', () => {
    const sources = [boundary([[-105, 39.3], [-104.6, 39.3], [-104.6, 39.7], [-105, 39.3]])];
    expect(basinBounds(sources, [{ longitude_dd: -104.8, latitude_dd: 39.75 }])).toEqual([-105, 39.3, -104.6, 39.75]);
  });

  it('uses the locations alone without a boundary, and is null with neither', () => {
    expect(basinBounds([], [{ longitude_dd: -104.9, latitude_dd: 39.4 }, { longitude_dd: -104.7, latitude_dd: 39.6 }])).toEqual([-104.9, 39.4, -104.7, 39.6]);
    expect(basinBounds(undefined, [{ longitude_dd: Number.NaN, latitude_dd: 39 }])).toBeNull();
  });
});

describe('paddingAround', () => {
  it('pads each side by what covers it, from the side that gives up least', () => {
    // 1000 x 600: a control column at the right, a search box at the top left, the attribution at the bottom right.
    const padding = paddingAround(1000, 600, [
      { left: 960, top: 10, right: 990, bottom: 200 },
      { left: 10, top: 10, right: 310, bottom: 50 },
      { left: 800, top: 580, right: 1000, bottom: 600 },
    ], 20);
    expect(padding).toEqual({ top: 70, right: 60, bottom: 40, left: 20 });
  });

  it('never gives up more than 40% of a side', () => {
    const padding = paddingAround(400, 300, [{ left: 0, top: 0, right: 400, bottom: 250 }], 0);
    expect(padding.top).toBe(120);
  });
});

describe('basinContextLayers', () => {
  it('draws streams under the outline, lighter on dark basemaps', () => {
    const light = basinContextLayers(false);
    expect(light.map((layer) => layer.id)).toEqual(['basin-context-streams', 'basin-context-outline']);
    expect(basinContextLayers(true)[1]).not.toEqual(light[1]);
  });
});
