// remote-explore/tsconfig.json does not list the jest-dom matcher types (the jest preset loads them at run time).
/// <reference types="@testing-library/jest-dom" />
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { currentT, setRuntimeConfig, type RuntimeConfig } from '@basin/shared';
import PrfStatisticsToolPage, { PRF_LOAD_TIMEOUT_MS } from './PrfStatisticsToolPage';

/** The frame's title in English (jest preloads the English catalogues). */
const PRF_FRAME_TITLE = currentT()('explore.prf.frameTitle');

const DASHBOARD = 'https://prf-dashboard.example/';

function renderTool() {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test/api', links: { prfDashboard: DASHBOARD } } as RuntimeConfig);
  window.history.replaceState(null, '', '/explore/prf-statistics-tool');
  return render(
    <BrowserRouter>
      <PrfStatisticsToolPage />
    </BrowserRouter>,
  );
}

const frame = () => screen.getByTitle(PRF_FRAME_TITLE);

describe('PrfStatisticsToolPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads the configured dashboard in a titled frame, hidden behind a spinner until it has loaded', () => {
    renderTool();
    expect(screen.getByRole('heading', { level: 1, name: 'PRF Statistics Tool' })).toBeInTheDocument();
    expect(frame()).toHaveAttribute('src', DASHBOARD);
    expect(frame()).toHaveStyle({ visibility: 'hidden' });
    expect(screen.getByRole('status', { name: 'Loading the PRF statistics dashboard' })).toBeInTheDocument();

    fireEvent.load(frame());
    expect(frame()).toHaveStyle({ visibility: 'visible' });
    expect(screen.queryByRole('status', { name: 'Loading the PRF statistics dashboard' })).not.toBeInTheDocument();
    // A loaded frame never gets the time-out message.
    act(() => jest.advanceTimersByTime(PRF_LOAD_TIMEOUT_MS * 2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so after 20 s without a load and offers the dashboard in a new tab', () => {
    renderTool();
    act(() => jest.advanceTimersByTime(PRF_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('The PRF statistics dashboard has not loaded after 20 seconds.');
    expect(screen.queryByRole('status', { name: 'Loading the PRF statistics dashboard' })).not.toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Open the PRF statistics dashboard in a new tab' });
    for (const link of links) {
      expect(link).toHaveAttribute('href', DASHBOARD);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    // A late load still shows the dashboard.
    fireEvent.load(frame());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(frame()).toHaveStyle({ visibility: 'visible' });
  });

  it('opens the dashboard in a full-screen dialog and closes it', async () => {
    jest.useRealTimers();
    renderTool();
    fireEvent.click(screen.getByRole('button', { name: 'View Fullscreen' }));
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByTitle(`${PRF_FRAME_TITLE} (full screen)`)).toHaveAttribute('src', DASHBOARD);
    fireEvent.click(screen.getByRole('button', { name: 'Close full screen' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
  });
});
