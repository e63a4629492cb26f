// remote-tools/tsconfig.json does not list the jest-dom matcher types (the jest preset loads them at run time).
/// <reference types="@testing-library/jest-dom" />
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadCatalogue, setLanguage, sharedCatalogue } from '@basin/shared';
import { ApiFailure, renderPage } from '@basin/shared/analysis/testing';
import type { SiteSummaryRow } from '@basin/api/schemas';
import { catalogue } from '../../i18n/catalogue';
import SiteSummaryTablePage from './SiteSummaryTablePage';

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
    param_groupid: 147,
    huc_8: '10190003',
    por_start: '2011-10-01',
    por_end: '2024-09-30',
    years: 13,
    loc_lat: 39.6,
    loc_lon: -104.85,
  };
}

const summaryFixture = [row(1, true), row(2, false), row(3, true)];

describe('SiteSummaryTablePage', () => {
  it('lists CCBWQA locations by default and keeps the checkboxes in the URL', async () => {
    const page = renderPage(<SiteSummaryTablePage />, { url: '/tools/site-summary-table', api: { '/locations-param-summary': summaryFixture } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Site Summary Table');
    expect(await screen.findByText('2 rows')).toBeInTheDocument();
    // Its one list, and whether the portal has monitoring data at all (issue 29: the kit asks, once per visit).
    expect(page.requests.map(String).sort()).toEqual(['http://api.test/api/locations-param-summary', 'http://api.test/api/results-simple/download-dropdown-locs-active']);
    await waitFor(() => expect(page.search()).toBe('?ccbwqa=1&other=0'));
    expect(screen.getByLabelText('CCBWQA Locations')).toBeChecked();
    expect(screen.getByLabelText('Other Public Locations')).not.toBeChecked();

    fireEvent.click(screen.getByLabelText('Other Public Locations'));
    expect(await screen.findByText('3 rows')).toBeInTheDocument();
    await waitFor(() => expect(page.search()).toBe('?ccbwqa=1&other=1'));
  });

  it('says so when the summary cannot be loaded', async () => {
    renderPage(<SiteSummaryTablePage />, {
      url: '/tools/site-summary-table?ccbwqa=0&other=1',
      api: {
        '/locations-param-summary': () => {
          throw new ApiFailure(500, 'down');
        },
      },
    });
    expect(await screen.findByText('Error loading table.')).toBeInTheDocument();
    expect(screen.getByLabelText('CCBWQA Locations')).not.toBeChecked();
  });

  it('on a portal without monitoring data shows the notice in place of the table', async () => {
    renderPage(<SiteSummaryTablePage />, { url: '/tools/site-summary-table', api: { '/locations-param-summary': [], '/results-simple/download-dropdown-locs-active': [] } });
    expect(await screen.findByRole('status', { name: 'No monitoring data yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  describe('in Spanish', () => {
    beforeEach(async () => {
      // setLanguage switches the catalogues already in use: this page's and shared's (the route's title).
      await Promise.all([loadCatalogue(catalogue, 'en'), loadCatalogue(sharedCatalogue, 'en')]);
      await act(() => setLanguage('es'));
    });
    afterEach(() => act(() => setLanguage('en')));

    it('shows its heading, checkboxes and columns in Spanish', async () => {
      renderPage(<SiteSummaryTablePage />, { url: '/tools/site-summary-table', api: { '/locations-param-summary': summaryFixture } });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tabla resumen de sitios');
      expect(screen.getByRole('group', { name: 'Puntos de monitoreo que se listan' })).toBeInTheDocument();
      expect(screen.getByText('Cada punto de monitoreo y parámetro con su período de registro. Elija qué puntos de monitoreo listar:')).toBeInTheDocument();
      expect(screen.getByLabelText('Puntos de monitoreo de CCBWQA')).toBeChecked();
      expect(screen.getByLabelText('Otros puntos de monitoreo públicos')).not.toBeChecked();
      const table = await screen.findByRole('table');
      for (const title of ['Punto de monitoreo de CCBWQA', 'Punto de monitoreo', 'Primera muestra', 'Última muestra', 'Años de datos']) {
        expect(within(table).getByRole('columnheader', { name: title })).toBeInTheDocument();
      }
      expect(await within(table).findAllByRole('cell', { name: 'Sí' })).toHaveLength(2);
    });
  });
});
