import { currentT } from '@basin/shared';
import { filterCountMessage, withDefaultFilters } from './filterCount';
import { DEFAULT_MAP_URL_STATE, type MapUrlState } from './urlState';

describe('filterCountMessage', () => {
  it('says how many of the loaded locations are shown', () => {
    expect(filterCountMessage(currentT(), 77, 148)).toBe('77 of 148 locations shown');
    expect(filterCountMessage(currentT(), 5232, 10000)).toBe('5,232 of 10,000 locations shown');
  });
  it('says that nothing matches when the filters leave no location', () => {
    expect(filterCountMessage(currentT(), 0, 148)).toBe('0 of 148 locations match these filters');
  });
  it('says the locations are loading before they are', () => {
    expect(filterCountMessage(currentT(), 0, undefined)).toBe('Loading locations');
  });
});

describe('withDefaultFilters', () => {
  it('restores every filter and keeps the mode, view, selection and the other choices', () => {
    const state: MapUrlState = {
      ...DEFAULT_MAP_URL_STATE,
      mode: 'graph',
      locationTypes: [],
      parameterGroups: ['Nutrients'],
      hasTelemetry: true,
      isActive: false,
      isCcbwqa: false,
      minRecords: 40,
      flow: 'baseflow',
      parameters: [28],
      location: 68,
      view: { lng: -104.8, lat: 39.5, zoom: 12 },
      layers: ['land-use-fill'],
      panel: 'expanded',
    };
    expect(withDefaultFilters(state)).toEqual({
      ...state,
      locationTypes: null,
      parameterGroups: null,
      hasTelemetry: false,
      isActive: true,
      isCcbwqa: true,
      minRecords: null,
    });
    expect(state.locationTypes).toEqual([]);
  });
});
