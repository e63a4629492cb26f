/// <reference types="@testing-library/jest-dom" />
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CorrelationPoint } from '@basin/api/schemas';
import { currentT } from '@basin/shared';
import { ApiFailure, renderPage } from '@basin/shared/analysis/testing';
import CorrelationGraphPage from './CorrelationGraphPage';
import { correlationSummary, describeFit, locationFits, omittedLocations, scatterSeries } from './data';

jest.setTimeout(20_000);

// The English translator (jest preloads the English catalogues) for the pure functions.
const t = currentT();

function point(locationid: number, rdate: string, p1: number, p2: number, extra: Partial<CorrelationPoint> = {}): CorrelationPoint {
  const slope = 0.1;
  const intercept = 2;
  const fitted = intercept + slope * p1;
  return {
    locationid,
    location_name: `CCR-${locationid - 78}`,
    rdate,
    p1_value: p1,
    p2_value: p2,
    p1_unit: 'µg/L',
    p2_unit: 'µg/L',
    p1_nondetect: false,
    p2_nondetect: false,
    fitted,
    ci_lower: fitted - 1,
    ci_upper: fitted + 1,
    outlier: false,
    slope,
    intercept,
    r_squared: 0.5,
    n: 3,
    ...extra,
  };
}

const rows = [point(79, '2024-07-01', 80, 10), point(79, '2024-06-01', 60, 9, { p2_nondetect: true }), point(79, '2024-08-01', 120, 30, { outlier: true })];

describe('correlation data', () => {
  it('makes one series per location with its line across the x extent and its band sorted by x', () => {
    const [series] = scatterSeries(rows, false);
    expect(series!.label).toBe('CCR-1');
    expect(series!.points.map((p) => [p.x, p.y, p.nondetect, p.outlier])).toEqual([
      [80, 10, false, false],
      [60, 9, true, false],
      [120, 30, false, false],
    ]);
    expect(series!.fit!.line).toEqual([
      { x: 60, y: 8 },
      { x: 120, y: 14 },
    ]);
    expect(series!.fit!.band.map((b) => b.x)).toEqual([60, 80, 120]);
    expect(series!.fit!.band[0]).toEqual({ x: 60, low: 7, high: 9 });
  });

  it('marks outliers and leaves them out of the band only when they are excluded from the fit', () => {
    const [series] = scatterSeries(rows, true);
    expect(series!.points.map((p) => p.outlier)).toEqual([false, false, true]);
    expect(series!.fit!.band.map((b) => b.x)).toEqual([60, 80]);
    expect(series!.fit!.line.map((p) => p.x)).toEqual([60, 80]);
  });

  it('draws no line without a fit', () => {
    const [series] = scatterSeries([point(80, '2024-07-01', 1, 2, { slope: null, intercept: null, fitted: null, ci_lower: null, ci_upper: null, r_squared: null, n: 1 })], false);
    expect(series!.fit).toBeUndefined();
  });

  it('names the locations without pairs and describes each fit', () => {
    expect(omittedLocations(t, [79, 81, 999], rows, new Map([[81, 'CCR-3']]))).toEqual(['CCR-3', 'Location 999']);
    const fits = locationFits(rows);
    expect(fits).toHaveLength(1);
    expect(describeFit(t, fits[0]!)).toBe('CCR-1: r² = 0.50, n = 3, slope 0.1 µg/L per µg/L');
    expect(correlationSummary(t, fits, 'Total phosphorus', 'Chlorophyll-a')).toBe(
      'Chlorophyll-a shows a moderate relationship with total phosphorus at CCR-1: it rises 0.1 µg/L per µg/L (r² = 0.50, n = 3).',
    );
    expect(correlationSummary(t, [], 'Total phosphorus', 'Chlorophyll-a')).toMatch(/^No same-date results/);
  });
});

const dropdowns = {
  '/dropdown-locations-assoc': [
    { locationid: 79, location_descrip: 'CCR-1', location_type: 'Reservoir', is_ccbwqa: true, parameterid_array: [24, 28], param_groupid_array: [147, 148] },
    { locationid: 81, location_descrip: 'CCR-3', location_type: 'Reservoir', is_ccbwqa: true, parameterid_array: [24, 28], param_groupid_array: [147, 148] },
  ],
  '/dropdown-parameters': [
    { parameterid: 28, param_descrip: 'Total phosphorus', param_groupid: 147, unit_name: 'µg/L' },
    { parameterid: 24, param_descrip: 'Chlorophyll-a', param_groupid: 148, unit_name: 'µg/L' },
  ],
  '/dropdown-parameter-group': [
    { param_groupid: 147, param_group: 'Nutrients' },
    { param_groupid: 148, param_group: 'Biological' },
  ],
};

describe('CorrelationGraphPage', () => {
  it('asks for the defaults (79, p1 28, p2 24, outliers kept), writes them into the URL and shows the fit', async () => {
    const page = renderPage(<CorrelationGraphPage />, { url: '/explore/correlation-graph', api: { ...dropdowns, '/results-simple/correlation-graph': rows } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Correlation Graph');
    expect(await screen.findByText('CCR-1: r² = 0.50, n = 3, slope 0.1 µg/L per µg/L')).toBeInTheDocument();
    const call = page.requests.find((url) => url.pathname.endsWith('/correlation-graph'))!;
    expect(Object.fromEntries(call.searchParams)).toEqual({ locationids: '79', p1: '28', p2: '24', exclude_outliers: 'false' });
    await waitFor(() => expect(page.search()).toBe('?locationids=79&p1=28&p2=24&exclude_outliers=0'));
    expect(screen.getByText(/Chlorophyll-a shows a moderate relationship with total phosphorus at CCR-1: it rises 0.1 µg\/L per µg\/L/)).toBeInTheDocument();
  });

  it('says in words that the link asks for a parameter the portal does not have, never shows or asks for it, and offers the defaults', async () => {
    const page = renderPage(<CorrelationGraphPage />, { url: '/explore/correlation-graph?locationids=79&p1=99999&p2=24', api: { ...dropdowns, '/results-simple/correlation-graph': rows } });
    expect(await screen.findByText('The link asks for parameter 99999, which this portal does not have.')).toBeInTheDocument();
    expect(await screen.findByText('CCR-1: r² = 0.50, n = 3, slope 0.1 µg/L per µg/L')).toBeInTheDocument();
    expect(page.requests.filter((url) => url.pathname.endsWith('/correlation-graph')).map((url) => url.searchParams.get('p1'))).toEqual(['28']);
    expect(screen.queryByText('99999')).not.toBeInTheDocument();
    expect(screen.queryByText(/Parameter 99999/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Show this page with its default choices' }));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(page.search()))).toEqual({ locationids: '79', p1: '28', p2: '24', exclude_outliers: '0' }));
    expect(screen.queryByText(/The link asks for/)).not.toBeInTheDocument();
  }, 90_000);

  it('says so when a value of the link cannot be read', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPage(<CorrelationGraphPage />, { url: '/explore/correlation-graph?locationids=79&p1=abc&p2=24', api: { ...dropdowns, '/results-simple/correlation-graph': rows } });
    expect(await screen.findByText("The link's p1 'abc' cannot be read here; the page uses its default instead.")).toBeInTheDocument();
  });

  it('swaps the axes and asks again', async () => {
    const page = renderPage(<CorrelationGraphPage />, { url: '/explore/correlation-graph?locationids=79,81&p1=28&p2=24', api: { ...dropdowns, '/results-simple/correlation-graph': rows } });
    expect(await screen.findByText(/No same-date pairs of the two parameters at CCR-3/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Swap Axes/ }));
    await waitFor(() => expect(page.search()).toContain('p1=24&p2=28'));
    await waitFor(() => expect(page.requests.filter((url) => url.pathname.endsWith('/correlation-graph')).at(-1)!.searchParams.get('p1')).toBe('24'));
  });

  it("says 'No Data Available' without pairs and the error with the spec's words", async () => {
    renderPage(<CorrelationGraphPage />, { url: '/explore/correlation-graph', api: { ...dropdowns, '/results-simple/correlation-graph': [] } });
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
  });

  it('shows the error', async () => {
    renderPage(<CorrelationGraphPage />, {
      url: '/explore/correlation-graph',
      api: {
        ...dropdowns,
        '/results-simple/correlation-graph': () => {
          throw new ApiFailure(400, 'p1 is not a known parameter');
        },
      },
    });
    expect(await screen.findByText('An error has occurred: p1 is not a known parameter')).toBeInTheDocument();
  });
});
