import { screen, waitFor } from '@testing-library/react';
import { analysisPage } from './AnalysisPage';
import { renderPage } from './testing/renderPage';

const Charts = () => <p>The charts</p>;
const GatedPage = analysisPage(Charts);
const ExternalPage = analysisPage(Charts, { showsMonitoringData: false });

describe('a page on a portal without monitoring data (issue 29)', () => {
  it("shows the page's title and the shared notice in place of the page once no location has results", async () => {
    renderPage(<GatedPage />, { url: '/explore/year-comparison-graph', api: { '/results-simple/download-dropdown-locs-active': [] } });
    expect(await screen.findByRole('status', { name: 'No monitoring data yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Year Comparison Graph');
    expect(screen.queryByText('The charts')).not.toBeInTheDocument();
  });

  it('titles a site page after its route', async () => {
    renderPage(<GatedPage />, { url: '/sites/79', api: { '/results-simple/download-dropdown-locs-active': [] } });
    await screen.findByRole('status', { name: 'No monitoring data yet' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Site');
  });

  it('shows the page while the API is asked, when there are results, and when the question fails', async () => {
    const page = renderPage(<GatedPage />, { url: '/explore/year-comparison-graph', api: { '/results-simple/download-dropdown-locs-active': [{ label: 'CCR1', value: 79 }] } });
    expect(screen.getByText('The charts')).toBeInTheDocument();
    await waitFor(() => expect(page.requests.some((url) => url.pathname.endsWith('/download-dropdown-locs-active'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('The charts')).toBeInTheDocument();
    page.unmount();
    renderPage(<GatedPage />, { url: '/explore/year-comparison-graph' });
    expect(await screen.findByText('The charts')).toBeInTheDocument();
  });

  it('leaves a page of other content alone', async () => {
    const page = renderPage(<ExternalPage />, { url: '/explore/prf-statistics-tool', api: { '/results-simple/download-dropdown-locs-active': [] } });
    expect(screen.getByText('The charts')).toBeInTheDocument();
    expect(page.requests).toEqual([]);
  });
});
