import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { findRoute, setRuntimeConfig, type RemoteRoute, type RouteEntry, type RuntimeConfig } from '@basin/shared';
import { RemoteBoundary } from './RemoteBoundary';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

// The host keeps one load per remote, so each test uses a page of a different remote.
const downPage = findRoute('/explore/precipitation')!;
const slowPage = findRoute('/water-quality-update/nutrient-ratios')!;
const throwingPage = findRoute('/tools/download')!;
const workingPage = findRoute('/tools/map')!;

function routesModule(entry: RouteEntry, Component: RemoteRoute['Component']) {
  return { default: [{ ...entry, Component }] };
}

const WorkingPage = lazy(async () => ({ default: () => <p>The remote page</p> }));

/** Renders inside an awaited act(), so React 19 flushes the suspended remote load. */
async function renderBoundary(entry: RouteEntry) {
  await act(async () => {
    render(
      <MemoryRouter>
        <RemoteBoundary entry={entry} />
      </MemoryRouter>,
    );
  });
}

beforeEach(() => {
  loadRemote.mockReset();
  registerRemotes.mockReset();
  setRuntimeConfig({
    remotes: { explore: 'http://explore/mf-manifest.json', wqUpdate: 'http://wq/mf-manifest.json', tools: 'http://tools/mf-manifest.json', map: 'http://map/mf-manifest.json' },
    remoteTimeoutMs: 200,
  } as unknown as RuntimeConfig);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteBoundary', () => {
  it('shows the message and Retry when the remote is down, and Retry loads it afresh', async () => {
    loadRemote.mockResolvedValueOnce({ default: [], unavailable: true }).mockResolvedValueOnce(routesModule(downPage, WorkingPage));
    await renderBoundary(downPage);
    expect(await screen.findByText('This part of the portal could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(downPage.title);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByText('The remote page')).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'remote_explore', entry: 'http://explore/mf-manifest.json?attempt=1' }], { force: true });
  });

  it('times out a remote that does not answer', async () => {
    loadRemote.mockReturnValue(new Promise(() => undefined));
    await renderBoundary(slowPage);
    expect(await screen.findByText(/did not answer in time/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('catches a remote page that throws while rendering', async () => {
    const Broken = lazy(async () => ({
      default: () => {
        throw new Error('boom');
      },
    }));
    loadRemote.mockResolvedValue(routesModule(throwingPage, Broken));
    await renderBoundary(throwingPage);
    expect(await screen.findByText('This part of the portal could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('renders the remote page when it loads', async () => {
    loadRemote.mockResolvedValue(routesModule(workingPage, WorkingPage));
    await renderBoundary(workingPage);
    expect(await screen.findByText('The remote page')).toBeInTheDocument();
    expect(document.title).toBe(`${workingPage.title} | Basin Water Portal`);
  });
});
