import type { FlowConditionItem, LocationAssocItem, MapLocation, ParameterItem, SavedDownloadFilter } from '@basin/api/schemas';
import { canSubmit, completeSelection, curlCommands, everythingSelected, filterOf, isComplete, matchesSaved, narrowed, narrowingHint, savedSelection, type Everything, type Selection } from './selection';

const location = (locationid: number, location_type: string, is_ccbwqa = true): LocationAssocItem => ({
  locationid,
  location_descrip: `Site ${locationid}`,
  location_type,
  is_ccbwqa,
  parameterid_array: [],
  param_groupid_array: [],
});
const parameter = (parameterid: number, param_groupid: number): ParameterItem => ({ parameterid, param_descrip: `P${parameterid}`, param_groupid, unit_name: 'µg/L' });
const flows: FlowConditionItem[] = [
  { flow_conditionsid: 3, flow_conditions: 'All' },
  { flow_conditionsid: 2, flow_conditions: 'Base' },
  { flow_conditionsid: 1, flow_conditions: 'Storm' },
];
const everything: Everything = {
  locations: [location(79, 'Reservoir'), location(68, 'Surface Water'), location(200, 'Surface Water', false)],
  parameters: [parameter(28, 147), parameter(29, 147), parameter(3, 152)],
  flowConditions: flows,
  mapLocations: [{ por_start: '1995-04-01' }, { por_start: '1991-10-01' }, { por_start: null }] as unknown as MapLocation[],
};
const saved: SavedDownloadFilter = { user_uuid: 'public', parameters: [29], locations: [68], flow_conditions: [2], start_date: '2015-10-01', end_date: '2020-09-30' };

describe('the first selection', () => {
  it('is everything: every type, location, group, parameter and flow, from the first record to today', () => {
    const all = everythingSelected(everything);
    expect(all).toMatchObject({ types: ['Reservoir', 'Surface Water'], locations: [79, 68, 200], groups: [147, 152], parameters: [28, 29, 3], flows: [3, 2, 1], start: '1991-10-01' });
    expect(all.end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('restores a saved filter with the types and groups of its locations and parameters', () => {
    expect(savedSelection(saved, everything)).toEqual({ types: ['Surface Water'], locations: [68], groups: [147], parameters: [29], flows: [2], start: '2015-10-01', end: '2020-09-30' });
  });

  it("keeps what the link says and takes the rest from the base; complete only when every field is set", () => {
    const url = { types: null, locations: [79], groups: null, parameters: null, flows: null, start: '2000-01-01', end: null };
    expect(isComplete(url)).toBe(false);
    const filled = completeSelection(url, savedSelection(saved, everything));
    expect(filled).toMatchObject({ locations: [79], start: '2000-01-01', parameters: [29], end: '2020-09-30' });
    expect(isComplete(filled)).toBe(true);
  });
});

describe('narrowing by type or group', () => {
  it('keeps the chosen that are still offered, chooses the newly offered, drops the rest', () => {
    expect(narrowed([79, 68], [79, 68, 200], [68, 200, 300])).toEqual([68, 300]);
    expect(narrowed([], [79], [])).toEqual([]);
  });
});

describe('Submit Filters (spec 02 §5)', () => {
  const full: Selection = { types: ['Reservoir'], locations: [79], groups: [147], parameters: [28], flows: [3], start: '2020-01-01', end: '2021-01-01' };
  it.each([['locations'], ['parameters'], ['flows']] as const)('needs %s', (field) => {
    expect(canSubmit(full)).toBe(true);
    expect(canSubmit({ ...full, [field]: [] })).toBe(false);
    expect(canSubmit({ ...full, [field]: null })).toBe(false);
  });
  it('needs both dates', () => {
    expect(canSubmit({ ...full, start: null })).toBe(false);
    expect(canSubmit({ ...full, end: null })).toBe(false);
  });
  it("saves as 'public' (this browser) and tells whether the screen shows the saved filter", () => {
    const filter = filterOf(full);
    expect(filter).toEqual({ user_uuid: 'public', parameters: [28], locations: [79], flow_conditions: [3], start_date: '2020-01-01', end_date: '2021-01-01' });
    expect(matchesSaved(full, filter)).toBe(true);
    expect(matchesSaved({ ...full, locations: [79, 80] }, filter)).toBe(false);
    expect(matchesSaved(full, null)).toBe(false);
  });
});

describe('the cap hint', () => {
  it('says how many of the years fit', () => {
    const thirty = { ...saved, start_date: '1991-10-01', end_date: '2021-09-30' };
    expect(narrowingHint(550_000, 110_000, thirty)).toBe(
      'This selection has 550,000 records. To download, narrow it with a shorter period (about 6 of its 30 years fit), fewer locations or fewer parameters, then Submit Filters again; or download it in parts.',
    );
    expect(narrowingHint(5_000_000, 110_000, thirty)).toContain('with a shorter period, fewer locations');
  });
});

describe('the API request', () => {
  it('saves, counts and downloads with one cookie jar; quotes survive the shell', () => {
    const commands = curlCommands({ types: [], locations: [79], groups: [], parameters: [28], flows: [3], start: '2020-01-01', end: '2021-01-01' }, "http://x/api'o");
    expect(commands.split('\n').filter((line) => line.startsWith('curl'))).toHaveLength(3);
    expect(commands).toContain(`'http://x/api'\\''o/download-user-filters'`);
    expect(commands).toContain('"locations":[79]');
    expect(commands).toContain("-o 'Time Series Data.csv'");
  });
});
