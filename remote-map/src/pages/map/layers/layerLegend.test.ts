import type { MapLayer } from '@basin/api/schemas';
import type { FeatureCollection } from 'geojson';
import { layerLegend, legendSections, shapeOf, UNKNOWN_COLOR, visibleLayerLegends } from './layerLegend';

function makeLayer(overrides: Partial<MapLayer> & { id: string; type: string; paint: unknown }): MapLayer {
  return {
    source: overrides.id,
    layout: { visibility: 'visible' },
    filter: null,
    drawOrder: 1,
    legendOrder: 1,
    ...overrides,
    lreProperties: { layerGroup: 'Group', legendGroup: 'Legend group', popup: { excludeFields: [] }, titleField: 'name', excludePopup: false, excludeLayerCollapse: false, alsoControlOpacityFor: [], ...overrides.lreProperties },
  };
}

function collection(properties: Array<Record<string, unknown>>): FeatureCollection {
  return { type: 'FeatureCollection', features: properties.map((props) => ({ type: 'Feature', properties: props, geometry: { type: 'Point', coordinates: [0, 0] } })) };
}

describe('layerLegend', () => {
  it('draws each layer type in its own shape', () => {
    expect(shapeOf('circle')).toBe('circle');
    expect(shapeOf('line')).toBe('line');
    expect(shapeOf('fill')).toBe('fill');
    const legend = layerLegend(makeLayer({ id: 'wwtf', source: 'point-sources', type: 'circle', paint: { 'circle-color': '#6a1b9a', 'circle-radius': 6 }, lreProperties: { legendGroup: 'Point Sources' } as MapLayer['lreProperties'] }));
    expect(legend).toEqual({ layerId: 'wwtf', title: 'Point Sources', name: 'Point sources', items: [{ label: 'Point sources', color: '#6a1b9a', shape: 'circle' }] });
  });

  it('gives one swatch per class of a match expression, in its order', () => {
    const paint = { 'fill-color': ['match', ['get', 'land_cover'], 'Developed', '#e57373', ['Cultivated crops', 'Hay/pasture'], '#dce775', 'Forest', '#2e7d32', '#cccccc'] };
    const legend = layerLegend(makeLayer({ id: 'land-use-fill', type: 'fill', paint }), collection([{ land_cover: 'Developed' }, { land_cover: 'Forest' }]));
    expect(legend.items).toEqual([
      { label: 'Developed', color: '#e57373', shape: 'fill' },
      { label: 'Cultivated crops, Hay/pasture', color: '#dce775', shape: 'fill' },
      { label: 'Forest', color: '#2e7d32', shape: 'fill' },
    ]);
  });

  it('lists the fallback of a match as Other only when some feature falls into it', () => {
    const paint = { 'fill-color': ['match', ['get', 'land_cover'], 'Developed', '#e57373', '#cccccc'] };
    const layer = makeLayer({ id: 'land-use-fill', type: 'fill', paint });
    expect(layerLegend(layer, collection([{ land_cover: 'Barren' }])).items.at(-1)).toEqual({ label: 'Other', color: '#cccccc', shape: 'fill' });
    expect(layerLegend(layer, collection([{ land_cover: 'Developed' }])).items).toHaveLength(1);
  });

  it('gives one swatch per range of a step expression', () => {
    const paint = { 'line-color': ['step', ['get', 'order'], '#90caf9', 2, '#1e88e5', 4, '#0d47a1'] };
    const legend = layerLegend(makeLayer({ id: 'streams-line', type: 'line', paint }));
    expect(legend.items).toEqual([
      { label: 'Below 2', color: '#90caf9', shape: 'line' },
      { label: '2 to 4', color: '#1e88e5', shape: 'line' },
      { label: '4 or more', color: '#0d47a1', shape: 'line' },
    ]);
  });

  it("reads ['get', 'color'] colours from the features, labelled by the title field", () => {
    const paint = { 'fill-color': ['get', 'color'], 'fill-opacity': 0.35 };
    const source = collection([
      { name: 'Urban and commercial', color: '#e57373' },
      { name: 'Agriculture and rangeland', color: '#dce775' },
      { name: 'Urban and commercial', color: '#e57373' },
    ]);
    expect(layerLegend(makeLayer({ id: 'land-use-fill', type: 'fill', paint }), source).items).toEqual([
      { label: 'Agriculture and rangeland', color: '#dce775', shape: 'fill' },
      { label: 'Urban and commercial', color: '#e57373', shape: 'fill' },
    ]);
  });

  it('falls back to one neutral swatch for a paint it cannot read', () => {
    const legend = layerLegend(makeLayer({ id: 'x', type: 'fill', paint: { 'fill-color': ['interpolate', ['linear'], ['zoom'], 5, '#000', 10, '#fff'] } }));
    expect(legend.items).toEqual([{ label: 'X', color: UNKNOWN_COLOR, shape: 'fill' }]);
    expect(layerLegend(makeLayer({ id: 'y', type: 'line', paint: null })).items[0]!.color).toBe(UNKNOWN_COLOR);
  });

  it('lists the legends of the visible layers in legend order', () => {
    const layers = [
      makeLayer({ id: 'b', type: 'line', paint: { 'line-color': '#111111' }, legendOrder: 2 }),
      makeLayer({ id: 'a', type: 'fill', paint: { 'fill-color': '#222222' }, legendOrder: 1 }),
      makeLayer({ id: 'c', type: 'circle', paint: { 'circle-color': '#333333' }, legendOrder: 3 }),
    ];
    expect(visibleLayerLegends(layers, new Set(['b', 'a']), () => null).map((legend) => legend.layerId)).toEqual(['a', 'b']);
  });

  it('makes one export legend section per legend group, the locations first', () => {
    const layers = [
      makeLayer({ id: 'reservoir-fill', source: 'reservoir', type: 'fill', paint: { 'fill-color': '#4fc3f7' }, lreProperties: { legendGroup: 'Hydrology' } as MapLayer['lreProperties'] }),
      makeLayer({ id: 'streams-line', source: 'streams', type: 'line', paint: { 'line-color': '#1e88e5' }, lreProperties: { legendGroup: 'Hydrology' } as MapLayer['lreProperties'] }),
    ];
    const locations = { title: 'Location Types', items: [{ label: 'Reservoir', color: '#0072b2', shape: 'circle' as const }] };
    expect(legendSections(locations, visibleLayerLegends(layers, new Set(['reservoir-fill', 'streams-line']), () => null))).toEqual([
      locations,
      { title: 'Hydrology', items: [{ label: 'Reservoir', color: '#4fc3f7', shape: 'fill' }, { label: 'Streams', color: '#1e88e5', shape: 'line' }] },
    ]);
    expect(legendSections({ title: 'Location Types', items: [] }, [])).toEqual([]);
  });
});
