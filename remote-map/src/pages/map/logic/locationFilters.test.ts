import type { MapFilters, MapLocation } from '@basin/api/schemas';
import {
  createLocationFilter,
  DEFAULT_MIN_RECORDS,
  groupIdsOf,
  type LocationFilter,
  paramsOfSelectedGroups,
} from './locationFilters';
import { makeLocation } from '@basin/shared/map/test-locations';

/** The locations the filter shows, in their original order (as the page applies it). */
const filterLocations = (locations: readonly MapLocation[], filter: LocationFilter) => locations.filter(createLocationFilter(filter));

const ALL_TYPES = ['Groundwater', 'Reservoir', 'Surface Water', 'Weather'];
const ALL_GROUPS = ['Nutrients', 'Biological', 'Field parameters', 'Hydrology'];

/** Everything selected, no flag checked: only the record count can exclude a location. */
const openFilter: LocationFilter = {
  locationTypes: ALL_TYPES,
  parameterGroups: ALL_GROUPS,
  hasTelemetry: false,
  isActive: false,
  isCcbwqa: false,
  minRecords: 0,
  flow: 'alldata',
  mode: 'map',
  parameters: [],
};

const ids = (locations: readonly MapLocation[]) => locations.map((location) => location.locationid);

describe('DEFAULT_MIN_RECORDS', () => {
  it('is 1 in the explorer and 0 in graph mode', () => {
    expect(DEFAULT_MIN_RECORDS).toEqual({ map: 1, graph: 0 });
  });
});

describe('filterLocations', () => {
  const reservoir = makeLocation({ locationid: 79, location_type: 'Reservoir', parameter_groups: ['Nutrients', 'Biological'] });
  const stream = makeLocation({ locationid: 68, location_type: 'Surface Water', parameter_groups: ['Hydrology'], telem: true });
  const well = makeLocation({ locationid: 201, location_type: 'Groundwater', parameter_groups: ['Field parameters'], active: false, is_ccbwqa: false });
  const weather = makeLocation({ locationid: 155, location_type: 'Weather', parameter_groups: [], recordcount_alldata: 0 });
  const all = [reservoir, stream, well, weather];

  it('keeps the selected location types', () => {
    expect(ids(filterLocations(all, { ...openFilter, locationTypes: ['Reservoir', 'Groundwater'] }))).toEqual([79, 201]);
    expect(filterLocations(all, { ...openFilter, locationTypes: [] })).toEqual([]);
  });

  it('keeps a location when any of its groups is selected, never one without groups', () => {
    expect(ids(filterLocations(all, { ...openFilter, parameterGroups: ['Biological'] }))).toEqual([79]);
    expect(ids(filterLocations(all, { ...openFilter, parameterGroups: ['Hydrology', 'Field parameters'] }))).toEqual([68, 201]);
    expect(ids(filterLocations(all, openFilter))).toEqual([79, 68, 201]);
  });

  it('restricts by a flag only when it is checked', () => {
    expect(ids(filterLocations(all, { ...openFilter, hasTelemetry: true }))).toEqual([68]);
    expect(ids(filterLocations(all, { ...openFilter, isActive: true }))).toEqual([79, 68]);
    expect(ids(filterLocations(all, { ...openFilter, isCcbwqa: true }))).toEqual([79, 68]);
    expect(ids(filterLocations(all, { ...openFilter, hasTelemetry: true, isActive: true, isCcbwqa: true }))).toEqual([68]);
  });

  it('keeps a location whose record count for the flow is at least Min Records', () => {
    const counts = [
      makeLocation({ locationid: 1, recordcount_alldata: 5, recordcount_baseflow: 0, recordcount_stormflow: 5 }),
      makeLocation({ locationid: 2, recordcount_alldata: 9, recordcount_baseflow: 9, recordcount_stormflow: 0 }),
      makeLocation({ locationid: 3, recordcount_alldata: 0, recordcount_baseflow: 0, recordcount_stormflow: 0 }),
    ];
    expect(ids(filterLocations(counts, { ...openFilter, minRecords: 5 }))).toEqual([1, 2]);
    expect(ids(filterLocations(counts, { ...openFilter, minRecords: 6 }))).toEqual([2]);
    expect(ids(filterLocations(counts, { ...openFilter, minRecords: 1, flow: 'baseflow' }))).toEqual([2]);
    expect(ids(filterLocations(counts, { ...openFilter, minRecords: 1, flow: 'stormflow' }))).toEqual([1]);
    expect(ids(filterLocations(counts, { ...openFilter, minRecords: DEFAULT_MIN_RECORDS.map }))).toEqual([1, 2]);
    expect(ids(filterLocations(counts, { ...openFilter, minRecords: DEFAULT_MIN_RECORDS.graph }))).toEqual([1, 2, 3]);
  });

  describe('parameters', () => {
    const sites = [
      makeLocation({ locationid: 1, parameterid_array_alldata: [28, 29], parameterid_array_baseflow: [28], parameterid_array_stormflow: [] }),
      makeLocation({ locationid: 2, parameterid_array_alldata: [3], parameterid_array_baseflow: [], parameterid_array_stormflow: [3] }),
      makeLocation({ locationid: 3, parameterid_array_alldata: [], parameterid_array_baseflow: [], parameterid_array_stormflow: [] }),
    ];

    it('restrict graph mode to locations with any selected parameter for the flow', () => {
      const graph = { ...openFilter, mode: 'graph' as const };
      expect(ids(filterLocations(sites, { ...graph, parameters: [29] }))).toEqual([1]);
      expect(ids(filterLocations(sites, { ...graph, parameters: [29, 3] }))).toEqual([1, 2]);
      expect(ids(filterLocations(sites, { ...graph, parameters: [29], flow: 'baseflow' }))).toEqual([]);
      expect(ids(filterLocations(sites, { ...graph, parameters: [28, 3], flow: 'stormflow' }))).toEqual([2]);
      expect(ids(filterLocations(sites, { ...graph, parameters: [999] }))).toEqual([]);
    });

    it('do not restrict graph mode when none is selected', () => {
      expect(ids(filterLocations(sites, { ...openFilter, mode: 'graph', parameters: [] }))).toEqual([1, 2, 3]);
    });

    it('do not restrict the explorer', () => {
      expect(ids(filterLocations(sites, { ...openFilter, mode: 'map', parameters: [29] }))).toEqual([1, 2, 3]);
    });
  });

  it('can be built once and applied to each location', () => {
    const visible = createLocationFilter({ ...openFilter, locationTypes: ['Reservoir'] });
    expect(visible(reservoir)).toBe(true);
    expect(visible(stream)).toBe(false);
  });

  it('filters 10,000 locations correctly', () => {
    const types = ALL_TYPES;
    const groups = ALL_GROUPS;
    const flows = ['alldata', 'baseflow', 'stormflow'] as const;
    const locations = Array.from({ length: 10_000 }, (_, index) =>
      makeLocation({
        locationid: index + 1,
        location_type: types[index % 4] as MapLocation['location_type'],
        parameter_groups: index % 7 === 0 ? [] : [groups[index % 4] as string, groups[(index + 1) % 4] as string],
        telem: index % 3 === 0,
        active: index % 5 !== 0,
        is_ccbwqa: index % 2 === 0,
        recordcount_alldata: index % 50,
        recordcount_baseflow: index % 20,
        recordcount_stormflow: index % 10,
        parameterid_array_alldata: [index % 30],
        parameterid_array_baseflow: [index % 15],
        parameterid_array_stormflow: [],
      }),
    );
    const filter: LocationFilter = {
      locationTypes: ['Reservoir', 'Surface Water'],
      parameterGroups: ['Hydrology'],
      hasTelemetry: false,
      isActive: true,
      isCcbwqa: true,
      minRecords: 5,
      flow: 'baseflow',
      mode: 'graph',
      parameters: [1, 3, 5],
    };
    // The same rules written out plainly, as the reference.
    const expected = locations.filter(
      (location) =>
        filter.locationTypes.includes(location.location_type) &&
        location.parameter_groups.some((group) => filter.parameterGroups.includes(group)) &&
        location.active &&
        location.is_ccbwqa &&
        location.recordcount_baseflow >= 5 &&
        location.parameterid_array_baseflow.some((id) => filter.parameters.includes(id)),
    );
    const actual = filterLocations(locations, filter);
    expect(expected.length).toBeGreaterThan(50);
    expect(ids(actual)).toEqual(ids(expected));

    for (const flow of flows) {
      const open = filterLocations(locations, { ...openFilter, flow, minRecords: 1 });
      const reference = locations.filter((location) => location.parameter_groups.length > 0 && location[`recordcount_${flow}`] >= 1);
      expect(ids(open)).toEqual(ids(reference));
    }
  });
});

describe('groupIdsOf', () => {
  const options: MapFilters['parameterGroups'] = [
    { value: 147, display: 'Nutrients' },
    { value: 148, display: 'Biological' },
    { value: 152, display: 'Field parameters' },
  ];

  it('gives the ids of the named groups in option order', () => {
    expect(groupIdsOf(options, ['Field parameters', 'Nutrients'])).toEqual([147, 152]);
    expect(groupIdsOf(options, ['Unknown'])).toEqual([]);
    expect(groupIdsOf(options, [])).toEqual([]);
  });

  it('ignores options whose value is not an id', () => {
    expect(groupIdsOf([{ value: 'Nutrients', display: 'Nutrients' }], ['Nutrients'])).toEqual([]);
  });
});

describe('paramsOfSelectedGroups', () => {
  const parameters: MapFilters['parameters'] = [
    { value: 28, display: 'Total phosphorus', group: 147, unit: 'µg/L' },
    { value: 29, display: 'Total nitrogen', group: 147, unit: 'µg/L' },
    { value: 3, display: 'Dissolved oxygen', group: 152, unit: 'mg/L' },
    { value: 73, display: 'E. coli', group: 148, unit: 'MPN/100 mL' },
  ];

  it('keeps the selected parameters whose group is selected, in selection order', () => {
    expect(paramsOfSelectedGroups(parameters, [147, 152, 148], [73, 3, 28])).toEqual([73, 3, 28]);
    expect(paramsOfSelectedGroups(parameters, [147, 152], [73, 3, 28])).toEqual([3, 28]);
  });

  it('removes the parameters of a deselected group', () => {
    expect(paramsOfSelectedGroups(parameters, [152], [28, 29, 3])).toEqual([3]);
    expect(paramsOfSelectedGroups(parameters, [], [28, 29, 3])).toEqual([]);
  });

  it('drops ids the filter data does not know', () => {
    expect(paramsOfSelectedGroups(parameters, [147], [28, 9999])).toEqual([28]);
  });

  it('works with the names of the selected groups through groupIdsOf', () => {
    const groupOptions = [
      { value: 147, display: 'Nutrients' },
      { value: 152, display: 'Field parameters' },
    ];
    expect(paramsOfSelectedGroups(parameters, groupIdsOf(groupOptions, ['Nutrients']), [3, 29])).toEqual([29]);
  });
});
