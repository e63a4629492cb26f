import { act, render, screen, within } from '@testing-library/react';
import { lazy } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { findRoute, setRuntimeConfig, useBasinStore, type RuntimeConfig } from '@basin/shared';
import { forgetRemoteLoads } from '../federation/remotes';
import { App } from './App';

const loadRemote = jest.fn();
jest.mock('@module-federation/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: jest.fn(),
}));

const config = {
  remotes: { explore: 'http://explore/mf-manifest.json', wqUpdate: 'http://wq/mf-manifest.json', tools: 'http://tools/mf-manifest.json', map: 'http://map/mf-manifest.json' },
  remoteTimeoutMs: 1000,
  links: {
    importData: 'https://import.example/',
    floodAlert: 'https://flood.example/',
    annualReports: 'https://reports.example/',
    annualReportInteractive: 'https://reports.example/i',
    annualReportPdf: 'https://reports.example/p',
    annualReportExecutiveSummary: 'https://reports.example/s',
    prfDashboard: 'about:blank',
  },
  contact: { email: 'info@example.org', phone: '303-555-0100' },
} as unknown as RuntimeConfig;

async function renderAt(path: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>,
    );
  });
}

beforeEach(() => {
  forgetRemoteLoads();
  loadRemote.mockReset();
  setRuntimeConfig(config);
  localStorage.clear();
  act(() => useBasinStore.getState().setSidebarCollapsed(false));
});

describe('App', () => {
  it('renders the home page inside the layout: skip link first, landmarks, one h1, footer', async () => {
    await renderAt('/');
    const focusable = document.querySelectorAll('a[href], button');
    expect(focusable[0]).toHaveTextContent('Skip to main content');
    expect(focusable[0]).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Basin Water Quality Authority`);
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: 'Basin Water Portal' })).toHaveAttribute('href', '/');
    expect(banner.getByRole('link', { name: 'Annual Reports (opens in a new tab)' })).toHaveAttribute('href', 'https://reports.example/');
    expect(banner.getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('hides the sidebar when collapsed and remembers it', async () => {
    await renderAt('/');
    await act(async () => screen.getByRole('button', { name: 'Hide menu' }).click());
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(JSON.parse(localStorage.getItem('basin-portal-ui') ?? '{}').state).toEqual({ sidebarCollapsed: true });
  });

  it('shows the accessibility page with its title and the current link marked', async () => {
    await renderAt('/accessibility');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Accessibility' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(/WCAG\) 2\.2 at level AA/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@example.org' })).toHaveAttribute('href', 'mailto:info@example.org');
    expect(document.title).toBe('Accessibility | Basin Water Portal');
  });

  it('shows the 404 page for an unknown path', async () => {
    await renderAt('/no/such/page');
    expect(await screen.findByText('Page not found. The page you are looking for might have been removed.')).toBeInTheDocument();
  });

  it('renders a remote page inside the layout', async () => {
    const entry = findRoute('/tools/site-summary-table')!;
    loadRemote.mockResolvedValue({ default: [{ ...entry, Component: lazy(async () => ({ default: () => <h1>Site Summary Table</h1> })) }] });
    await renderAt(entry.path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Site Summary Table' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('remote_tools/routes');
  });

  it('renders an embed without the layout', async () => {
    const entry = findRoute('/data-access/public-map-i-frame')!;
    loadRemote.mockResolvedValue({ default: [{ ...entry, Component: lazy(async () => ({ default: () => <h1>Public Map</h1> })) }] });
    await renderAt(entry.path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Public Map' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('signs out on /auth/logout and goes home', async () => {
    act(() => useBasinStore.getState().signIn({ sub: 'abc', roles: [] }, { getAccessToken: async () => 'token', expire: () => undefined }));
    await renderAt('/auth/logout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Basin Water Portal' })).toBeInTheDocument();
    expect(useBasinStore.getState().user).toBeNull();
  });
});
