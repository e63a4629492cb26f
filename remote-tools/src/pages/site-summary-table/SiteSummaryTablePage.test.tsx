// remote-tools/tsconfig.json does not list the jest-dom matcher types (the jest preset loads them at run time).
/// <reference types="@testing-library/jest-dom" />
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { PortalProviders, setRuntimeConfig, type RuntimeConfig } from '@basin/shared';
import type { SiteSummaryRow } from '@basin/api/schemas';
import { SiteSummaryTablePage } from './SiteSummaryTablePage';

// antd's CSS-in-JS makes each render of a Table take a second or more in jsdom.
jest.setTimeout(20_000);

function row(locationid: number, is_ccbwqa: boolean): SiteSummaryRow {
  return {
    locationid,
    parameterid: 29,
    is_ccbwqa,
    location_descrip: `Site ${locationid}`,
    location_type: 'Reservoir',
    param_descrip: 'Total Nitrogen',
    param_group: 'Nutrients',
    huc_8: '10190003',
    por_start: '2011-10-01',
    por_end: '2024-09-30',
    years: 13,
    loc_lat: 39.6,
    loc_lon: -104.85,
  };
}

const fetchMock = jest.fn();
let currentSearch = '';
function SearchSpy() {
  currentSearch = useLocation().search;
  return null;
}

function renderPage(path = '/tools/site-summary-table') {
  return render(
    <PortalProviders>
      <MemoryRouter initialEntries={[path]}>
        <SiteSummaryTablePage />
        <SearchSpy />
      </MemoryRouter>
    </PortalProviders>,
  );
}

beforeAll(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test/api' } as RuntimeConfig);
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('SiteSummaryTablePage', () => {
  it('lists CCBWQA locations by default and keeps the checkboxes in the URL', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => [row(1, true), row(2, false), row(3, true)] });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Site Summary Table');
    expect(await screen.findByText('2 rows')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('http://api.test/api/locations-param-summary', expect.anything());
    expect(screen.getByLabelText('CCBWQA Locations')).toBeChecked();
    expect(screen.getByLabelText('Other Public Locations')).not.toBeChecked();

    fireEvent.click(screen.getByLabelText('Other Public Locations'));
    expect(await screen.findByText('3 rows')).toBeInTheDocument();
    expect(currentSearch).toBe('?ccbwqa=1&other=1');
  });

  it('says so when the summary cannot be loaded', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 500, json: async () => ({ error: 'Internal', message: 'down' }) });
    renderPage('/tools/site-summary-table?ccbwqa=0&other=1');
    // react-query retries once (shared query client) before the page shows the error.
    expect(await screen.findByText('Error loading table.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('CCBWQA Locations')).not.toBeChecked();
  });
});
