import portalRuntimePlugin from './runtimePlugin';
import { isUnavailable } from './unavailable';

type Hooks = Required<ReturnType<typeof portalRuntimePlugin>>;
const plugin = portalRuntimePlugin() as Hooks;
const callFetch = (url: string) => (plugin.fetch as unknown as (url: string, init: RequestInit) => Promise<Response>)(url, {});
const callErrorLoadRemote = (lifecycle: string) =>
  (plugin.errorLoadRemote as unknown as (args: object) => Promise<unknown>)({ id: 'remote_explore/routes', error: new Error('down'), lifecycle, from: 'runtime' });

const ok = { ok: true, status: 200 } as Response;
const notFound = { ok: false, status: 404 } as Response;

const realFetch = global.fetch;
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  global.fetch = realFetch;
});

describe('portal runtime plugin', () => {
  it('retries a manifest fetch that fails on the network, once', async () => {
    const fetchMock = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok);
    global.fetch = fetchMock;
    await expect(callFetch('http://explore/mf-manifest.json')).resolves.toBe(ok);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries a manifest that answers with an error status, and gives up after the second try', async () => {
    const fetchMock = jest.fn().mockResolvedValue(notFound);
    global.fetch = fetchMock;
    await expect(callFetch('http://explore/mf-manifest.json')).resolves.toBe(notFound);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('answers a module that cannot be loaded with the fallback routes module, and leaves other lifecycles alone', async () => {
    const fallback = await callErrorLoadRemote('onLoad');
    expect(isUnavailable(fallback)).toBe(true);
    expect((fallback as { default: unknown[] }).default).toEqual([]);
    await expect(callErrorLoadRemote('afterResolve')).resolves.toBeUndefined();
    await expect(callErrorLoadRemote('beforeRequest')).resolves.toBeUndefined();
  });

  it('retries a remote entry that failed to load, after clearing the failed load', async () => {
    const exportsOfEntry = { init: jest.fn(), get: jest.fn() };
    const getRemoteEntry = jest.fn().mockResolvedValue(exportsOfEntry);
    const globalLoading: Record<string, unknown> = { 'remote_explore:http://explore/remoteEntry.js': Promise.resolve() };
    const result = await (plugin.loadEntryError as unknown as (args: object) => Promise<unknown>)({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'remote_explore' },
      globalLoading,
      uniqueKey: 'remote_explore:http://explore/remoteEntry.js',
    });
    expect(result).toBe(exportsOfEntry);
    expect(globalLoading).toEqual({});
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });
});
