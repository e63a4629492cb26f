import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { analysisPage } from './AnalysisPage';
import { ChartCard } from './ChartCard';
import { LocationsMap } from './LocationsMap';
import { renderPage } from './testing/renderPage';

/** A page with one chart card (loading until 'Data arrives') and the map. */
const Page = analysisPage(function PageWithMapAndChart() {
  const [pending, setPending] = useState(true);
  return (
    <>
      <button onClick={() => setPending(false)}>Data arrives</button>
      <ChartCard title="Chart" status={{ isPending: pending, error: null }} isEmpty emptyText="No data" summary="" exportFileName="chart">
        {() => null}
      </ChartCard>
      <LocationsMap />
    </>
  );
});

const asksForLocations = (requests: URL[]) => requests.some((url) => url.pathname.endsWith('/public-map/wells'));

test('the map asks for its locations only once no chart is loading, so the first chart comes first', async () => {
  const page = renderPage(<Page />, { api: { '/public-map/wells': [] } });
  // Longer than the idle fallback (200 ms without requestIdleCallback): still waiting for the chart.
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(asksForLocations(page.requests)).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Data arrives' }));
  await waitFor(() => expect(asksForLocations(page.requests)).toBe(true));
});
