// remote-tools/tsconfig.json does not list the jest-dom matcher types (the jest preset loads them at run time).
/// <reference types="@testing-library/jest-dom" />
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiFailure, renderPage, type ApiFixtures } from '@basin/shared/analysis/testing';
import { useBasinStore } from '@basin/shared';
import type { LocationAssocItem, ParameterItem, SavedDownloadFilter } from '@basin/api/schemas';
import DownloadPage from './DownloadPage';

// The map engine is not loaded in jsdom: a stand-in lists the locations with their ring and offers a click.
jest.mock('@basin/shared/map', () => ({
  SimpleLocationsMap: ({ locations, selection, onLocationClick }: { locations: { locationid: number }[]; selection: { left: number[] }; onLocationClick: (location: unknown) => void }) => (
    <div data-testid="map" data-selected={selection.left.join(',')}>
      {locations.map((location) => (
        <button key={location.locationid} type="button" onClick={() => onLocationClick(location)}>
          {`map location ${location.locationid}`}
        </button>
      ))}
    </div>
  ),
}));

// antd's CSS-in-JS makes each render of a Select take a second or more in jsdom.
jest.setTimeout(60_000);

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
