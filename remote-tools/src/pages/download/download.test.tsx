// remote-tools/tsconfig.json does not list the jest-dom matcher types (the jest preset loads them at run time).
/// <reference types="@testing-library/jest-dom" />
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiFailure, renderPage, type ApiFixtures } from '@basin/shared/analysis/testing';
import { currentT, loadCatalogue, setLanguage, useBasinStore } from '@basin/shared';
import type { FlowConditionItem, LocationAssocItem, MapLocation, ParameterItem, SavedDownloadFilter } from '@basin/api/schemas';
import { catalogue } from '../../i18n/catalogue';
import DownloadPage from './DownloadPage';
import { canSubmit, completeSelection, curlCommands, everythingSelected, filterOf, isComplete, matchesSaved, narrowed, narrowingHint, savedSelection, type Everything, type Selection } from './selection';

jest.mock('@basin/shared/map', () => jest.requireActual('@basin/shared/analysis/testing/map-stand-in'));

const location = (locationid: number, location_type: string, is_ccbwqa: boolean): LocationAssocItem => ({
  locationid,
  location_descrip: `Site ${locationid}`,
  location_type,
  is_ccbwqa,
  parameterid_array: [],
  param_groupid_array: [],
});
const locations = [location(79, 'Reservoir', true), location(68, 'Surface Water', true), location(500, 'Surface Water', false)];
const parameters: ParameterItem[] = [
  { parameterid: 28, param_descrip: 'Total phosphorus', param_groupid: 147, unit_name: 'µg/L' },
  { parameterid: 3, param_descrip: 'Dissolved oxygen', param_groupid: 152, unit_name: 'mg/L' },
];
const fixtures = (saved: SavedDownloadFilter | null, count: number, overrides: ApiFixtures = {}): ApiFixtures => ({
  '/dropdown-location-type': [{ location_type: 'Reservoir' }, { location_type: 'Surface Water' }],
  '/dropdown-parameter-group': [
    { param_groupid: 147, param_group: 'Nutrients' },
    { param_groupid: 152, param_group: 'Field parameters' },
  ],
  '/dropdown-flow-conditions': [
    { flow_conditionsid: 3, flow_conditions: 'All' },
    { flow_conditionsid: 2, flow_conditions: 'Base' },
    { flow_conditionsid: 1, flow_conditions: 'Storm' },
  ],
  '/dropdown-locations-assoc': locations,
  '/dropdown-parameters': parameters,
  '/public-map/wells': locations.map((item) => ({ locationid: item.locationid, location_name: item.location_descrip, por_start: '1991-10-01' })) as never,
  '/download-user-filters/:userSub': saved,
  'POST /dropdown-locations-assoc': ({ locationTypes }) => locations.filter((item) => (locationTypes as string[]).includes(item.location_type)),
  'POST /dropdown-parameters': ({ parameterGroups }) => parameters.filter((item) => parameterGroups.includes(item.param_groupid)),
  'POST /download-user-filters-recordcounts': [{ sel_recordcount: count, max_records: 110_000 }],
  'PUT /download-user-filters': (filter) => filter,
  ...overrides,
});
const param = (search: string, name: string) => new URLSearchParams(search).get(name);
const toasts = () => useBasinStore.getState().toasts.map(({ message, severity }) => ({ message, severity }));

beforeEach(() => useBasinStore.setState({ toasts: [] }));

it('selects everything on a first visit, submits it as this browser and says so', async () => {
  const page = renderPage(<DownloadPage />, { url: '/tools/download', api: fixtures(null, 0) });
  await waitFor(() => expect(param(page.search(), 'locations')).toBe('79,68,500'));
  expect(param(page.search(), 'types')).toBe('Reservoir,Surface Water');
  expect(param(page.search(), 'parameters')).toBe('28,3');
  expect(param(page.search(), 'flows')).toBe('3,2,1');
  expect(param(page.search(), 'start')).toBe('1991-10-01');
  expect(await screen.findByText(/Submit Filters to count/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();

  fireEvent.click(screen.getByRole('button', { name: 'Select Only CCBWQA' }));
  await waitFor(() => expect(param(page.search(), 'locations')).toBe('79,68'));
  fireEvent.click(screen.getByRole('button', { name: 'Submit Filters' }));
  await waitFor(() => expect(toasts()).toEqual([{ message: 'New filters were applied to the database', severity: 'success' }]));
  expect(page.sent.find((call) => call.route === 'PUT /download-user-filters')?.body).toMatchObject({ user_uuid: 'public', locations: [79, 68], parameters: [28, 3], flow_conditions: [3, 2, 1] });

  // The map toggles a location in and out of the selection.
  fireEvent.click(screen.getByRole('button', { name: 'map location 500' }));
  await waitFor(() => expect(param(page.search(), 'locations')).toBe('79,68,500'));
  fireEvent.click(screen.getByRole('button', { name: 'map location 79' }));
  await waitFor(() => expect(param(page.search(), 'locations')).toBe('68,500'));
  expect(await screen.findByText(/Submit Filters to apply your changes/)).toBeInTheDocument();
});

it('on a portal without monitoring data shows the notice in place of the filters, and saves nothing', async () => {
  const empty = fixtures(null, 0, {
    '/results-simple/download-dropdown-locs-active': [],
    '/dropdown-locations-assoc': [],
    '/dropdown-parameters': [],
    '/dropdown-parameter-group': [],
    '/public-map/wells': [],
  });
  const page = renderPage(<DownloadPage />, { url: '/tools/download', api: empty });
  expect(await screen.findByRole('status', { name: 'No monitoring data yet' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Query & Download');
  expect(screen.queryByRole('button', { name: 'Submit Filters' })).not.toBeInTheDocument();
  expect(page.sent.map((call) => call.route)).not.toContain('PUT /download-user-filters');
});

it('restores the saved filter; above the cap Download is off with the message', async () => {
  const saved: SavedDownloadFilter = { user_uuid: 'public', parameters: [3], locations: [500], flow_conditions: [2], start_date: '2010-10-01', end_date: '2020-09-30' };
  const page = renderPage(<DownloadPage />, { url: '/tools/download', api: fixtures(saved, 250_000) });
  await waitFor(() => expect(param(page.search(), 'locations')).toBe('500'));
  expect(param(page.search(), 'types')).toBe('Surface Water');
  expect(param(page.search(), 'groups')).toBe('152');
  expect(param(page.search(), 'start')).toBe('2010-10-01');
  expect(await screen.findByText('Maximum records for download is 110,000')).toBeInTheDocument();
  expect(screen.getByText(/about 4 of its 10 years fit/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
});

it('downloads the spec CSV by default, WQX 3.0 CSV when chosen, and the locations as GeoJSON', async () => {
  const saved: SavedDownloadFilter = { user_uuid: 'public', parameters: [28], locations: [79], flow_conditions: [3], start_date: '2010-10-01', end_date: '2020-09-30' };
  const page = renderPage(<DownloadPage />, { url: '/tools/download', api: fixtures(saved, 10) });
  const fileCalls = () => page.sent.filter((call) => call.route.startsWith('POST /download-user-selected')).map((call) => call.route);
  const download = await screen.findByRole('button', { name: 'Download' });
  await waitFor(() => expect(download).toBeEnabled());
  expect(screen.getByRole('group', { name: 'File format:' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Portal CSV' })).toBeChecked();
  fireEvent.click(download);
  await waitFor(() => expect(fileCalls()).toEqual(['POST /download-user-selected-data']));
  await waitFor(() => expect(download).toBeEnabled());
  fireEvent.click(screen.getByRole('radio', { name: 'WQX 3.0 CSV' }));
  fireEvent.click(download);
  await waitFor(() => expect(fileCalls()).toEqual(['POST /download-user-selected-data', 'POST /download-user-selected-data/wqx']));
  fireEvent.click(screen.getByRole('button', { name: 'Download locations (GeoJSON)' }));
  await waitFor(() => expect(fileCalls()).toHaveLength(3));
  expect(fileCalls()[2]).toBe('POST /download-user-selected-locations');
  expect(page.sent.at(-1)?.body).toEqual({ uuid: 'public' });
});

it('shows the error message of a failed submit in a toast', async () => {
  const page = renderPage(<DownloadPage />, {
    url: '/tools/download?types=Reservoir&locations=79&groups=147&parameters=28&flows=3&start=2020-01-01&end=2021-01-01',
    api: fixtures(null, 0, {
      'PUT /download-user-filters': () => {
        throw new ApiFailure(400, 'unknown location ids: 79');
      },
    }),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Submit Filters' }));
  await waitFor(() => expect(toasts()).toEqual([{ message: 'unknown location ids: 79', severity: 'error' }]));
  expect(param(page.search(), 'locations')).toBe('79');
});

it('asks the count and the files again when the service is briefly unavailable (503), but not the save', async () => {
  const saved: SavedDownloadFilter = { user_uuid: 'public', parameters: [28], locations: [79], flow_conditions: [3], start_date: '2010-10-01', end_date: '2020-09-30' };
  /** A fixture that answers 503 (Retry-After: 0) the first time, then `answer`. */
  const busyOnce = <T,>(answer: T) => {
    let calls = 0;
    return () => {
      calls += 1;
      if (calls === 1) throw new ApiFailure(503, 'The server is busy; please retry in 5 seconds.', 0);
      return answer;
    };
  };
  const page = renderPage(<DownloadPage />, {
    url: '/tools/download',
    api: fixtures(saved, 10, {
      'POST /download-user-filters-recordcounts': busyOnce([{ sel_recordcount: 10, max_records: 110_000 }]),
      'POST /download-user-selected-data': busyOnce(undefined),
      'PUT /download-user-filters': () => {
        throw new ApiFailure(503, 'The database is not available at the moment; please retry in a few seconds.', 0);
      },
    }),
  });
  const calls = (route: string) => page.sent.filter((call) => call.route === route).length;
  const download = await screen.findByRole('button', { name: 'Download' });
  await waitFor(() => expect(download).toBeEnabled());
  expect(calls('POST /download-user-filters-recordcounts')).toBe(2);
  fireEvent.click(download);
  await waitFor(() => expect(calls('POST /download-user-selected-data')).toBe(2));

  fireEvent.click(screen.getByRole('button', { name: 'Select Only CCBWQA' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Submit Filters' }));
  await waitFor(() => expect(toasts()).toContainEqual({ message: 'The database is not available at the moment; please retry in a few seconds.', severity: 'error' }));
  expect(calls('PUT /download-user-filters')).toBe(1);
});

// The rules of the selection (selection.ts), without the page.
const flows: FlowConditionItem[] = [
  { flow_conditionsid: 3, flow_conditions: 'All' },
  { flow_conditionsid: 2, flow_conditions: 'Base' },
  { flow_conditionsid: 1, flow_conditions: 'Storm' },
];
const everything: Everything = {
  locations: [location(79, 'Reservoir', true), location(68, 'Surface Water', true), location(200, 'Surface Water', false)],
  parameters: [{ parameterid: 28, param_descrip: 'P28', param_groupid: 147, unit_name: 'µg/L' }, { parameterid: 29, param_descrip: 'P29', param_groupid: 147, unit_name: 'µg/L' }, { parameterid: 3, param_descrip: 'P3', param_groupid: 152, unit_name: 'mg/L' }],
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
    expect(narrowingHint(550_000, 110_000, thirty, currentT())).toBe(
      'This selection has 550,000 records. To download, narrow it with a shorter period (about 6 of its 30 years fit), fewer locations or fewer parameters, then Submit Filters again; or download it in parts.',
    );
    expect(narrowingHint(5_000_000, 110_000, thirty, currentT())).toContain('with a shorter period, fewer locations');
  });

  it('says it in Spanish, numbers formatted for es-US', async () => {
    await loadCatalogue(catalogue, 'en');
    await act(() => setLanguage('es'));
    try {
      const thirty = { ...saved, start_date: '1991-10-01', end_date: '2021-09-30' };
      expect(narrowingHint(550_000, 110_000, thirty, currentT())).toBe(
        'Esta selección tiene 550,000 registros. Para descargarla, redúzcala con un período más corto (caben aproximadamente 6 de sus 30 años), menos puntos de monitoreo o menos parámetros, y vuelva a usar Enviar filtros; o descárguela por partes.',
      );
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});

describe('the API request', () => {
  it('saves, counts and downloads with one cookie jar; quotes survive the shell', () => {
    const commands = curlCommands({ types: [], locations: [79], groups: [], parameters: [28], flows: [3], start: '2020-01-01', end: '2021-01-01' }, "http://x/api'o", currentT());
    expect(commands.split('\n').filter((line) => line.startsWith('curl'))).toHaveLength(5);
    expect(commands).toContain(`'http://x/api'\\''o/download-user-filters'`);
    expect(commands).toContain('"locations":[79]');
    expect(commands).toContain("-o 'Time Series Data.csv'");
    expect(commands).toContain("/download-user-selected-data/wqx' -d '{\"uuid\":\"public\"}' -o 'Time Series Data (WQX).csv'");
    expect(commands).toContain("-o 'Locations.geojson'");
  });
});
