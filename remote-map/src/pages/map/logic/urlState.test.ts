import { DEFAULT_MAP_URL_STATE, defaultColorBy, effectiveMinRecords, type MapUrlState, readMapUrlState, writeMapUrlState } from './urlState';

const read = (query: string) => readMapUrlState(new URLSearchParams(query));
const roundTrip = (state: MapUrlState) => readMapUrlState(new URLSearchParams(writeMapUrlState(state).toString()));

/** A state where every field differs from its default (the colour-by default of graph mode is WQ Data). */
const everything: MapUrlState = {
  mode: 'graph',
  locationTypes: ['Reservoir', 'Surface Water'],
  parameterGroups: ['Nutrients', 'Field parameters'],
  hasTelemetry: true,
  isActive: false,
  isCcbwqa: false,
  minRecords: 12,
  analysis: 'pctile',
  flow: 'stormflow',
  parameters: [28, 29, 3],
  location: 68,
  colorBy: 'county',
  basemap: 'satellite-streets',
  view: { lng: -104.81634, lat: 39.51612, zoom: 12.5 },
  layers: ['basin-boundary', 'wwtf points', 'pap_polygons'],
  panel: 'expanded',
  periodStart: '2001-10-01',
  periodEnd: '2011-09-30',
};

describe('DEFAULT_MAP_URL_STATE', () => {
  it('follows spec 01 §9', () => {
    expect(DEFAULT_MAP_URL_STATE).toEqual({
      mode: 'map',
      locationTypes: null,
      parameterGroups: null,
      hasTelemetry: false,
      isActive: true,
      isCcbwqa: true,
      minRecords: null,
      analysis: 'median',
      flow: 'alldata',
      parameters: [],
      location: null,
      colorBy: 'locationType',
      basemap: 'outdoors',
      view: null,
      layers: null,
      panel: 'compact',
      periodStart: '2011-10-01',
      periodEnd: '2021-09-30',
    });
  });
});

describe('the period in the URL', () => {
  it("reads 'start' and 'end', drops an invalid one, and leaves the baseline out", () => {
    expect(read('start=2001-10-01&end=2011-09-30')).toMatchObject({ periodStart: '2001-10-01', periodEnd: '2011-09-30' });
    expect(read('start=2001-13-01&end=2011-09-30')).toMatchObject({ periodStart: '2011-10-01', periodEnd: '2011-09-30' });
    expect(writeMapUrlState(DEFAULT_MAP_URL_STATE).toString()).toBe('');
    expect(writeMapUrlState({ ...DEFAULT_MAP_URL_STATE, periodStart: '2001-10-01', periodEnd: '2011-09-30' }).toString()).toBe('start=2001-10-01&end=2011-09-30');
  });
});

describe('effectiveMinRecords', () => {
  it("uses the mode's default unless the user set a value", () => {
    expect(effectiveMinRecords({ mode: 'map', minRecords: null })).toBe(1);
    expect(effectiveMinRecords({ mode: 'graph', minRecords: null })).toBe(0);
    expect(effectiveMinRecords({ mode: 'graph', minRecords: 25 })).toBe(25);
    expect(effectiveMinRecords({ mode: 'map', minRecords: 0 })).toBe(0);
  });
});

describe('readMapUrlState', () => {
  it('gives the defaults for an empty URL, with fresh arrays', () => {
    const state = read('');
    expect(state).toEqual(DEFAULT_MAP_URL_STATE);
    expect(state.parameters).not.toBe(DEFAULT_MAP_URL_STATE.parameters);
  });

  it('reads every parameter', () => {
    expect(
      read(
        'mode=graph&types=Reservoir,Surface+Water&groups=Nutrients%2CField%20parameters&telem=1&active=0&ccbwqa=0&min=12&analysis=pctile' +
          '&flow=stormflow&params=28,29,3&loc=68&color=county&basemap=satellite-streets&view=-104.81634,39.51612,12.5' +
          '&layers=basin-boundary,wwtf%20points,pap_polygons&panel=expanded&start=2001-10-01&end=2011-09-30',
      ),
    ).toEqual(everything);
  });

  it('tells an absent list (all) from an empty one (none)', () => {
    expect(read('').locationTypes).toBeNull();
    expect(read('types=').locationTypes).toEqual([]);
    expect(read('groups=,,').parameterGroups).toEqual([]);
    expect(read('layers=').layers).toEqual([]);
  });

  it('trims list items and drops duplicates', () => {
    expect(read('types= Reservoir ,Weather,Reservoir,').locationTypes).toEqual(['Reservoir', 'Weather']);
    expect(read('params=3,28,3').parameters).toEqual([3, 28]);
  });

  it('reads true and false as flags too', () => {
    expect(read('telem=true&active=false&ccbwqa=true')).toMatchObject({ hasTelemetry: true, isActive: false, isCcbwqa: true });
  });

  it.each([
    ['mode=satellite', { mode: 'map' }],
    ['telem=yes&active=2&ccbwqa=', { hasTelemetry: false, isActive: true, isCcbwqa: true }],
    ['min=-1', { minRecords: null }],
    ['min=1.5', { minRecords: null }],
    ['min=abc', { minRecords: null }],
    ['min=99999999999999999999', { minRecords: null }],
    ['analysis=mean&flow=allflow', { analysis: 'median', flow: 'alldata' }],
    ['params=28,x,-3,0,1.5,29', { parameters: [28, 29] }],
    ['params=', { parameters: [] }],
    ['loc=0', { location: null }],
    ['loc=68abc', { location: null }],
    ['loc=', { location: null }],
    ['color=', { colorBy: 'locationType' }],
    ['color=%3Cscript%3E', { colorBy: 'locationType' }],
    ['basemap=Moon!', { basemap: 'outdoors' }],
    [`basemap=${'a'.repeat(41)}`, { basemap: 'outdoors' }],
    ['panel=huge', { panel: 'compact' }],
  ])('falls back to the default for %p', (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it.each([
    'view=-104.8,39.5',
    'view=-104.8,39.5,10,2',
    'view=-181,39.5,10',
    'view=-104.8,91,10',
    'view=-104.8,39.5,-1',
    'view=-104.8,39.5,25',
    'view=a,b,c',
    'view=-104.8,,10',
    'view=Infinity,39.5,10',
  ])('ignores a malformed or out-of-range %p', (query) => {
    expect(read(query).view).toBeNull();
  });

  it('accepts views at the range limits', () => {
    expect(read('view=180,-90,0').view).toEqual({ lng: 180, lat: -90, zoom: 0 });
    expect(read('view=-180,90,24').view).toEqual({ lng: -180, lat: 90, zoom: 24 });
  });

  it("colours by the mode's own choice unless the link names one", () => {
    expect(defaultColorBy('map')).toBe('locationType');
    expect(defaultColorBy('graph')).toBe('wqData');
    expect(read('mode=graph').colorBy).toBe('wqData');
    expect(read('mode=graph&color=locationType').colorBy).toBe('locationType');
    expect(read('color=county').colorBy).toBe('county');
  });

  it('reads the first of repeated parameters', () => {
    expect(read('mode=graph&mode=map').mode).toBe('graph');
  });
});

describe('writeMapUrlState', () => {
  it('writes nothing for the defaults', () => {
    expect(writeMapUrlState(DEFAULT_MAP_URL_STATE).toString()).toBe('');
  });

  it('writes only what differs from the defaults', () => {
    const written = writeMapUrlState({ ...DEFAULT_MAP_URL_STATE, mode: 'graph', colorBy: 'wqData', isActive: false, parameters: [28, 29] });
    expect([...written.keys()]).toEqual(['mode', 'active', 'params']);
    expect(written.get('params')).toBe('28,29');
    expect(written.get('active')).toBe('0');
  });

  it("writes the colour-by choice when it is not the mode's own", () => {
    expect(writeMapUrlState({ ...DEFAULT_MAP_URL_STATE, mode: 'graph', colorBy: 'wqData' }).has('color')).toBe(false);
    expect(writeMapUrlState({ ...DEFAULT_MAP_URL_STATE, mode: 'graph', colorBy: 'locationType' }).get('color')).toBe('locationType');
    expect(writeMapUrlState({ ...DEFAULT_MAP_URL_STATE, colorBy: 'wqData' }).get('color')).toBe('wqData');
  });

  it('writes an explicit Min Records even when it equals the default', () => {
    expect(writeMapUrlState({ ...DEFAULT_MAP_URL_STATE, minRecords: 1 }).get('min')).toBe('1');
    expect(writeMapUrlState({ ...DEFAULT_MAP_URL_STATE, minRecords: 0 }).get('min')).toBe('0');
  });

  it('writes an empty list as an empty parameter', () => {
    const written = writeMapUrlState({ ...DEFAULT_MAP_URL_STATE, locationTypes: [], layers: [] });
    expect(written.toString()).toBe('types=&layers=');
  });

  it('rounds the view to about a metre and a hundredth of a zoom level', () => {
    const written = writeMapUrlState({ ...DEFAULT_MAP_URL_STATE, view: { lng: -104.8163412345, lat: 39.516, zoom: 10.123456 } });
    expect(written.get('view')).toBe('-104.81634,39.516,10.12');
  });

  it('keeps unrelated parameters of the base and replaces its map parameters', () => {
    const base = new URLSearchParams('utm_source=newsletter&mode=graph&params=1,2&embed=1');
    const written = writeMapUrlState({ ...DEFAULT_MAP_URL_STATE, flow: 'baseflow' }, base);
    expect(written.toString()).toBe('utm_source=newsletter&embed=1&flow=baseflow');
    expect(base.toString()).toBe('utm_source=newsletter&mode=graph&params=1%2C2&embed=1');
  });

  it('round-trips a state where everything differs from the defaults', () => {
    expect(roundTrip(everything)).toEqual(everything);
  });

  it.each<[string, Partial<MapUrlState>]>([
    ['the defaults', {}],
    ['graph mode with no parameters', { mode: 'graph', parameters: [] }],
    ['empty lists', { locationTypes: [], parameterGroups: [], layers: [] }],
    ['Min Records 0 in the explorer', { minRecords: 0 }],
    ['each flow and analysis', { flow: 'baseflow', analysis: 'pctile' }],
    ['a name with spaces, ampersand and plus', { parameterGroups: ['Major ions & salts', 'N+P'] }],
    ['each basemap', { basemap: 'dark' }],
    ["a provider's own basemap id", { basemap: 'usgs-imagery-topo' }],
    ['a view at the origin', { view: { lng: 0, lat: 0, zoom: 0 } }],
    ['flags flipped the other way', { hasTelemetry: false, isActive: false, isCcbwqa: true }],
  ])('round-trips %s', (_case, change) => {
    const state = { ...DEFAULT_MAP_URL_STATE, ...change };
    expect(roundTrip(state)).toEqual(state);
  });

  it('round-trips what it reads from a link', () => {
    const query = 'mode=graph&types=Reservoir&params=28&loc=79&view=-104.85%2C39.64%2C13';
    const written = writeMapUrlState(read(query));
    expect(readMapUrlState(written)).toEqual(read(query));
    expect(written.toString()).toBe(query);
  });
});
