import { SEARCH_DEBOUNCE_MS, SEARCH_RESULT_LIMIT, searchLocations } from './locationSearch';
import { makeLocation } from '@basin/shared/map/test-locations';

const locations = [
  makeLocation({ locationid: 68, location_name: 'CC-10', location_desc: 'Cherry Creek inflow above the reservoir', county: 'Arapahoe', parameter_groups: ['Nutrients', 'Hydrology'] }),
  makeLocation({ locationid: 79, location_name: 'CCR-1', location_desc: 'Reservoir station 1', location_type: 'Reservoir', parameter_groups: ['Nutrients', 'Biological'] }),
  makeLocation({ locationid: 83, location_name: 'CT-2', location_desc: 'Cottonwood Creek inflow', county: 'Arapahoe', parameter_groups: ['Nutrients', 'Solids'] }),
  makeLocation({ locationid: 120, location_name: 'CCR Composite', location_desc: 'Composite of the reservoir stations', location_type: 'Reservoir' }),
  makeLocation({ locationid: 155, location_name: 'Reservoir weather station', location_desc: 'Weather at the dam', location_type: 'Weather', county: null, parameter_groups: [] }),
  makeLocation({ locationid: 201, location_name: 'MW-3', location_desc: 'Alluvial well near CC-10', location_type: 'Groundwater', county: 'Douglas', parameter_groups: ['Major ions'] }),
];

const ids = (results: readonly { locationid: number }[]) => results.map((location) => location.locationid);

describe('searchLocations', () => {
  it('uses the spec constants', () => {
    expect(SEARCH_RESULT_LIMIT).toBe(49);
    expect(SEARCH_DEBOUNCE_MS).toBe(200);
  });

  it('gives nothing for an empty or blank query', () => {
    expect(searchLocations(locations, '')).toEqual([]);
    expect(searchLocations(locations, '   \t ')).toEqual([]);
  });

  it('matches each field case-insensitively', () => {
    expect(ids(searchLocations(locations, 'cottonwood'))).toEqual([83]); // description
    expect(ids(searchLocations(locations, 'ct-2'))).toEqual([83]); // name
    expect(ids(searchLocations(locations, '155'))).toEqual([155]); // id
    expect(ids(searchLocations(locations, 'groundwater'))).toEqual([201]); // type
    expect(ids(searchLocations(locations, 'SOLIDS'))).toEqual([83]); // a parameter group
    expect(ids(searchLocations(locations, 'douglas'))).toEqual([201]); // county
  });

  it('requires every word to match some field', () => {
    expect(ids(searchLocations(locations, 'creek arapahoe'))).toEqual([68, 83]);
    expect(ids(searchLocations(locations, 'cottonwood hydrology'))).toEqual([]);
    expect(ids(searchLocations(locations, '  inflow   cottonwood '))).toEqual([83]);
  });

  it('does not fail on a location without county or groups', () => {
    expect(ids(searchLocations(locations, 'dam'))).toEqual([155]);
    expect(ids(searchLocations(locations, 'null'))).toEqual([]);
  });

  it('ranks an exact id or name first, then a name prefix, then other matches', () => {
    // "cc-10" is CC-10's exact name and appears in MW-3's description.
    expect(ids(searchLocations(locations, 'cc-10'))).toEqual([68, 201]);
    // "ccr" prefixes CCR-1 and CCR Composite; CC-10 does not match.
    expect(ids(searchLocations(locations, 'ccr'))).toEqual([79, 120]);
    // "reservoir": the weather station's name starts with it; the others match on type or description.
    expect(ids(searchLocations(locations, 'reservoir'))).toEqual([155, 68, 79, 120]);
  });

  it('puts an exact id before a name prefix and keeps input order within a rank', () => {
    const sites = [
      makeLocation({ locationid: 1, location_name: '12 Mile Creek', location_desc: '' }),
      makeLocation({ locationid: 12, location_name: 'Upper', location_desc: '' }),
      makeLocation({ locationid: 2, location_name: '12th Street drain', location_desc: '' }),
      makeLocation({ locationid: 3, location_name: 'Site', location_desc: 'near 12th' }),
    ];
    expect(ids(searchLocations(sites, '12'))).toEqual([12, 1, 2, 3]);
  });

  it('compares an exact name with collapsed whitespace', () => {
    expect(ids(searchLocations(locations, '  ccr   composite '))).toEqual([120]);
  });

  it('returns at most the limit', () => {
    const many = Array.from({ length: 100 }, (_, index) => makeLocation({ locationid: index + 1, location_name: `Well ${index + 1}` }));
    expect(searchLocations(many, 'well')).toHaveLength(SEARCH_RESULT_LIMIT);
    expect(ids(searchLocations(many, 'well', 3))).toEqual([1, 2, 3]);
    expect(searchLocations(many, 'well', 0)).toEqual([]);
  });

  it('applies the limit after ranking', () => {
    const many = [
      ...Array.from({ length: 60 }, (_, index) => makeLocation({ locationid: index + 1, location_name: `Site ${index + 1}`, location_desc: 'storm pond' })),
      makeLocation({ locationid: 500, location_name: 'Pond outlet', location_desc: '' }),
    ];
    expect(ids(searchLocations(many, 'pond')).slice(0, 2)).toEqual([500, 1]);
  });
});
