import { fireEvent, screen } from '@testing-library/react';
import type { SiteStatus } from '@basin/api/schemas';
import { ApiFailure, renderPage } from '../analysis/testing/renderPage';
import { StatusCard } from './StatusCard';

const trend = (label: string, start: string) => ({
  period: { start, end: '2026-09-30', label },
  test: 'Seasonal Kendall' as const,
  trend: 'decreasing' as const,
  p: 0.0004,
  p_corrected: 0.002,
  slope: -3.21,
  results: 300,
  nondetects: 0,
  nondetect_share: 0,
  season_values: 100,
  water_years: 30,
  few_values: false,
  many_nondetects: false,
});

const STATUS: SiteStatus = {
  as_of: '2026-11-27',
  subject: { kind: 'location', name: 'CC-10', location_type: 'Surface Water', locationids: [68], location_names: ['CC-10'] },
  min_water_years: 5,
  min_season_values: 10,
  many_nondetects_share: 0.25,
  parameters: [
    {
      parameterid: 28,
      parameter: 'Total Phosphorus',
      unit: 'µg/L',
      standing: {
        kind: 'benchmark', statistic: 'median', period: { start: '2025-10-01', end: '2026-09-30', label: 'water year 2026' }, latest: true, value: 231, values: 20, nondetects: 0,
        reference: 170, approaching: 130, secondary: null, lower_is_worse: false, benchmark_class: 3, standard_locationids: [],
      },
      whole_record: trend('water years 1991-2026', '1990-10-01'),
      last_ten_years: trend('water years 2017-2026', '2016-10-01'),
    },
  ],
};

describe('StatusCard', () => {
  it('shows one sentence per key parameter and the test details behind a keyboard-reachable button', async () => {
    const page = renderPage(<StatusCard subject={68} />, { api: { '/site-status/:locationId': STATUS } });
    expect(screen.getByRole('heading', { level: 2, name: 'Now, and which way it is going' })).toBeInTheDocument();
    expect(await screen.findByText(/above the 170 µg\/L benchmark/)).toHaveTextContent(
      'Total Phosphorus: In water year 2026 (Oct 2025-Sep 2026) the median was 231 µg/L, above the 170 µg/L benchmark. Over the whole record (1991-2026) it has been falling, about 3.2 µg/L a year;',
    );
    expect(page.requests.map((url) => url.pathname)).toEqual(['/api/site-status/68']);
    const button = screen.getByRole('button', { name: /Show the test details/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table');
    expect(table).toHaveTextContent('Seasonal Kendall');
    expect(table).toHaveTextContent('< 0.001');
    expect(table).toHaveTextContent('−3.2 µg/L a year');
  });

  it('asks for the reservoir as a whole', async () => {
    const page = renderPage(<StatusCard subject="reservoir" headingLevel={3} />, { api: { '/site-status/reservoir': { ...STATUS, parameters: [] } } });
    expect(await screen.findByText('No results yet at this site.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(page.requests.map((url) => url.pathname)).toEqual(['/api/site-status/reservoir']);
  });

  it('says so when the status cannot be loaded, with a retry', async () => {
    renderPage(<StatusCard subject={68} />, {
      api: {
        '/site-status/:locationId': () => {
          throw new ApiFailure(400, 'unknown location ids: 68');
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The current status could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
