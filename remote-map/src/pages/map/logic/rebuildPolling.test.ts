import type { RebuildStatus } from '@basin/api/schemas';
import { pollRebuild, REBUILD_MAX_POLLS } from './rebuildPolling';

const statuses = (...list: Array<RebuildStatus['status'] | Error>) => {
  const fetchStatus = jest.fn(async () => {
    const next = list.length > 1 ? list.shift()! : list[0]!;
    if (next instanceof Error) throw next;
    return { status: next } as RebuildStatus;
  });
  return fetchStatus;
};
const sleep = () => Promise.resolve();

describe('rebuild polling (spec 01 §7)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('polls until the status is no longer running', async () => {
    const fetchStatus = statuses('running', 'running', 'complete');
    await expect(pollRebuild({ fetchStatus, sleep })).resolves.toBe('complete');
    expect(fetchStatus).toHaveBeenCalledTimes(3);
  });

  it('gives up after 36 polls with a timeout', async () => {
    const fetchStatus = statuses('running');
    await expect(pollRebuild({ fetchStatus, sleep })).resolves.toBe('timeout');
    expect(fetchStatus).toHaveBeenCalledTimes(REBUILD_MAX_POLLS);
    expect(REBUILD_MAX_POLLS).toBe(36);
  });

  it('reports a failed rebuild and a failed poll', async () => {
    await expect(pollRebuild({ fetchStatus: statuses('running', 'failed'), sleep })).resolves.toBe('failed');
    await expect(pollRebuild({ fetchStatus: statuses('running', new Error('offline')), sleep })).resolves.toBe('polling-error');
  });

  it('stops when cancelled (the page was left)', async () => {
    const fetchStatus = statuses('running');
    await expect(pollRebuild({ fetchStatus, sleep, isCancelled: () => true })).resolves.toBe('cancelled');
    expect(fetchStatus).not.toHaveBeenCalled();
  });
});
