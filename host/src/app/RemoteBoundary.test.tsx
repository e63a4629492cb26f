import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { findRoute, setRuntimeConfig, type RemoteRoute, type RemoteName, type RouteEntry, type RuntimeConfig } from '@basin/shared';
import { forgetRemoteLoads } from '../federation/remotes';
import { unavailableRoutesModule } from '../federation/unavailable';
import { RemoteBoundary } from './RemoteBoundary';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

const page = findRoute('/explore/precipitation') as RouteEntry & { remote: RemoteName };
const sibling = findRoute('/explore/correlation-graph') as RouteEntry & { remote: RemoteName };
const FAILURE = 'This part of the portal could not be loaded.';

const WorkingPage = lazy(async () => ({ default: () => <p>The remote page</p> }));
const SiblingPage = lazy(async () => ({ default: () => <p>The sibling page</p> }));
const BrokenPage = lazy(async () => ({
  default: () => {
    throw new Error('A remote page crashed while rendering');
  },
}));

function routesModule(Component: RemoteRoute['Component'], entry: RouteEntry = page) {
  return { default: [{ ...entry, Component }, { ...sibling, Component: SiblingPage }] };
}

/** Renders inside an awaited act(), so React 19 flushes the suspended remote load. */
async function renderBoundary(entry: RouteEntry & { remote: RemoteName } = page) {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <MemoryRouter>
        <RemoteBoundary key={entry.path} remote={entry.remote} path={entry.path} />
      </MemoryRouter>,
    );
  });
  return result;
}

async function clickRetry() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  });
}

beforeEach(() => {
  forgetRemoteLoads();
  loadRemote.mockReset();
  registerRemotes.mockReset();
  setRuntimeConfig({
    remotes: { explore: 'http://explore/mf-manifest.json', wqUpdate: 'http://wq/mf-manifest.json', tools: 'http://tools/mf-manifest.json', map: 'http://map/mf-manifest.json' },
    remoteTimeoutMs: 150,
  } as unknown as RuntimeConfig);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('RemoteBoundary', () => {
  it('renders the remote page, sets the document title, and loads a remote once for all its pages', async () => {
    loadRemote.mockResolvedValue(routesModule(WorkingPage));
    const { unmount } = await renderBoundary();
    expect(await screen.findByText('The remote page')).toBeInTheDocument();
    expect(document.title).toBe(`${page.title} | Basin Water Portal`);
    expect(loadRemote).toHaveBeenCalledWith('remote_explore/routes');
    unmount();
    await renderBoundary(sibling);
    expect(await screen.findByText('The sibling page')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('shows the title, the message and Retry when the remote is down (runtime plugin fallback), and Retry loads it afresh', async () => {
    loadRemote.mockResolvedValueOnce(unavailableRoutesModule(new Error('connection refused'))).mockResolvedValueOnce(routesModule(WorkingPage));
    await renderBoundary();
    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(page.title);
    await clickRetry();
    expect(await screen.findByText('The remote page')).toBeInTheDocument();
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
    // The runtime must not serve the cached failure: the remote is registered again, under a new URL.
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'remote_explore', entry: 'http://explore/mf-manifest.json?attempt=1' }], { force: true });
  });

  it('shows the message when the load rejects', async () => {
    loadRemote.mockRejectedValue(new Error('RUNTIME-003: failed to get manifest'));
    await renderBoundary();
    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('times out a remote that does not answer, and Retry tries again', async () => {
    loadRemote.mockReturnValueOnce(new Promise(() => undefined)).mockResolvedValueOnce(routesModule(WorkingPage));
    await renderBoundary();
    expect(await screen.findByText(/did not answer in time/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(page.title);
    await clickRetry();
    expect(await screen.findByText('The remote page')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('catches a remote page that throws while rendering, and Retry loads the remote again', async () => {
    loadRemote.mockResolvedValueOnce(routesModule(BrokenPage)).mockResolvedValueOnce(routesModule(WorkingPage));
    await renderBoundary();
    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
    expect(screen.getByText(/Something went wrong while showing this page/)).toBeInTheDocument();
    await clickRetry();
    expect(await screen.findByText('The remote page')).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('shows the message when the remote does not have the page', async () => {
    loadRemote.mockResolvedValue({ default: [] });
    await renderBoundary();
    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
  });
});
