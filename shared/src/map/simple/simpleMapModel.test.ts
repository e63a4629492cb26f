import { hexToRgb, setRuntimeConfig, tokens, type RuntimeConfig } from '@basin/shared';
import {
  LABEL_MIN_ZOOM,
  SIMPLE_MAP_VIEW,
  configuredEngineKind,
  describeLocation,
  idsFromKey,
  idsKey,
  isSimplePoint,
  labelColors,
  legendEntries,
  locationPopupContent,
  popupRows,
  scrollZoomHint,
  selectionRing,
  simpleBasemapChoices,
  toSimplePoints,
} from './simpleMapModel';
import { CC10, CCR1, CT2, WEATHER, makeLocation } from '../testLocations';

describe('selectionRing', () => {
  const selection = { left: [68, 79], right: [79, 83] };

  it('gives left (yellow) for the left axis only, right (red) for the right only, both (orange) for both', () => {
    expect(selectionRing(68, selection)).toBe('left');
    expect(selectionRing(83, selection)).toBe('right');
    expect(selectionRing(79, selection)).toBe('both');
  });

  it('gives no ring to other locations, or without a selection', () => {
    expect(selectionRing(155, selection)).toBeNull();
    expect(selectionRing(68, undefined)).toBeNull();
    expect(selectionRing(68, {})).toBeNull();
    expect(selectionRing(68, { right: [] })).toBeNull();
  });

  it('colours rings with the tokens', () => {
    const points = toSimplePoints([CC10, CT2, CCR1, WEATHER], selection);
    expect(points.map((point) => point.ring)).toEqual(['left', 'right', 'both', null]);
    expect(points.map((point) => point.ringColor)).toEqual([
      hexToRgb(tokens.selectionRings.left),
      hexToRgb(tokens.selectionRings.right),
      hexToRgb(tokens.selectionRings.both),
      null,
    ]);
  });
});

describe('toSimplePoints', () => {
  it('colours each point by its location type and places it at longitude, latitude', () => {
    const [point] = toSimplePoints([CCR1], undefined);
    expect(point).toMatchObject({ id: 79, position: [-104.855, 39.645], color: hexToRgb(tokens.locationTypeColors.Reservoir), ring: null, location: CCR1 });
    expect(isSimplePoint(point)).toBe(true);
    expect(isSimplePoint({ id: 1 })).toBe(false);
  });

  it('leaves out locations without finite coordinates', () => {
    const broken = makeLocation({ locationid: 1, location_name: 'No fix', latitude_dd: Number.NaN });
    expect(toSimplePoints([broken, CC10], undefined).map((point) => point.id)).toEqual([68]);
  });
});

describe('labels', () => {
  it('appear from zoom 7 (the map starts at 9, so they show at first)', () => {
    expect(LABEL_MIN_ZOOM).toBe(7);
    expect(SIMPLE_MAP_VIEW.zoom).toBeGreaterThan(LABEL_MIN_ZOOM);
  });

  it('are light on the dark and satellite basemaps, dark otherwise', () => {
    expect(labelColors('streets').text).toBe('#1f2933');
    expect(labelColors('satellite-streets').text).toBe('#ffffff');
    expect(labelColors('dark').text).toBe('#ffffff');
  });
});

describe('initial view', () => {
  it('is zoom 9 centred on the basin', () => {
    expect(SIMPLE_MAP_VIEW).toEqual({ center: [-104.816, 39.516], zoom: 9 });
  });
});

describe('basemaps', () => {
  it('offers satellite streets, outdoors and streets with Mapbox (streets first), light and dark offline', () => {
    expect(simpleBasemapChoices('mapbox').map((basemap) => basemap.id)).toEqual(['streets', 'outdoors', 'satellite-streets']);
    expect(simpleBasemapChoices('maplibre').map((basemap) => basemap.id)).toEqual(['light', 'dark']);
  });

  it('knows the engine from the run-time config before it loads', () => {
    const config = { mapboxToken: '' } as RuntimeConfig;
    setRuntimeConfig(config);
    expect(configuredEngineKind()).toBe('maplibre');
    setRuntimeConfig({ ...config, mapboxToken: 'pk.test' });
    expect(configuredEngineKind()).toBe('mapbox');
  });
});

describe('legendEntries', () => {
  it('lists the four location types in a fixed order with their colours and counts', () => {
    expect(legendEntries([CC10, CT2, CCR1])).toEqual([
      { type: 'Groundwater', color: tokens.locationTypeColors.Groundwater, count: 0 },
      { type: 'Reservoir', color: tokens.locationTypeColors.Reservoir, count: 1 },
      { type: 'Surface Water', color: tokens.locationTypeColors['Surface Water'], count: 2 },
      { type: 'Weather', color: tokens.locationTypeColors.Weather, count: 0 },
    ]);
  });
});

describe('popup content', () => {
  it('shows name, type and coordinates, plus the recorded optional fields', () => {
    const location = makeLocation({ ...CC10, huc_8: '10190003', por_start: '1992-01-01', por_end: '2024-09-30', notes: 'Gauge upstream', parameter_groups: ['Nutrients', 'Field'] });
    expect(popupRows(location)).toEqual([
      ['Type', 'Surface Water'],
      ['Latitude, longitude', '39.59312, -104.83450'],
      ['Description', 'Cherry Creek at Arapahoe Road'],
      ['County', 'Arapahoe'],
      ['Period of record', '01-01-1992 to 09-30-2024'],
      ['HUC 8', '10190003'],
      ['Parameter groups', 'Nutrients, Field'],
      ['Notes', 'Gauge upstream'],
    ]);
  });

  it('is a fixed 252 x 144 px scrollable, focusable box', () => {
    const element = locationPopupContent(CC10);
    expect(element.style.width).toBe('252px');
    expect(element.style.height).toBe('144px');
    expect(element.style.overflow).toBe('auto');
    expect(element.tabIndex).toBe(0);
    expect(element).toHaveAttribute('aria-label', 'CC-10 details');
    expect(element.querySelector('h3')).toHaveTextContent('CC-10');
    expect([...element.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Type', 'Latitude, longitude', 'Description', 'County']);
  });

  it('puts data in as text, never as HTML', () => {
    const element = locationPopupContent(makeLocation({ locationid: 9, location_name: '<img src=x onerror="alert(1)">', notes: '<b>bold</b>' }));
    expect(element.querySelector('img')).toBeNull();
    expect(element.querySelector('b')).toBeNull();
    expect(element.querySelector('h3')?.textContent).toBe('<img src=x onerror="alert(1)">');
    expect(element).toHaveTextContent('<b>bold</b>');
  });
});

describe('text helpers', () => {
  it('describes a location in words, ring included', () => {
    const [left, plain] = toSimplePoints([CC10, CCR1], { left: [68] });
    expect(describeLocation(left!)).toBe('CC-10, Surface Water, 39.59312, -104.83450, selected on the left axis');
    expect(describeLocation(plain!)).toBe('CCR1, Reservoir, 39.64500, -104.85500');
  });

  it('gives the scroll zoom hint for each state', () => {
    expect(scrollZoomHint(false)).toBe('Click the map to enable scroll zoom');
    expect(scrollZoomHint(true)).toBe('Scroll zoom on — click the map to turn it off');
  });

  it('round-trips id lists through a stable key', () => {
    expect(idsKey([68, 79])).toBe('68,79');
    expect(idsFromKey(idsKey([68, 79]))).toEqual([68, 79]);
    expect(idsFromKey(idsKey(undefined))).toEqual([]);
    expect(idsFromKey(idsKey([]))).toEqual([]);
  });
});
