import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REBUILD_NO_UPDATE_MESSAGE } from '@basin/api/domain';
import { notify } from '@basin/shared';
import { pollRebuild, REBUILD_MESSAGES, REBUILD_POLL_INTERVAL_MS } from './logic/rebuildPolling';
import { mapKeys } from './queries/keys';
import { fetchRebuildStatus, startRebuild } from './queries/rebuild';

/**
 * Recalculate (graph mode): rebuild the summary for the chosen dates, poll its status and tell the
 * user with the spec's toasts; on success the summary, locations and filters are fetched again.
 */
export function useRecalculate() {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const unmounted = useRef(false);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
    };
  }, []);

  const recalculate = useCallback(async (startDate: string, endDate: string) => {
    setRunning(true);
    try {
      const answer = await startRebuild(startDate, endDate);
      if (answer.status === 'complete' && answer.message === REBUILD_NO_UPDATE_MESSAGE) {
        notify({ message: REBUILD_MESSAGES.noUpdate, severity: 'info' });
        return;
      }
      const outcome = await pollRebuild({
        fetchStatus: fetchRebuildStatus,
        sleep: () => new Promise((resolve) => setTimeout(resolve, REBUILD_POLL_INTERVAL_MS)),
        isCancelled: () => unmounted.current,
      });
      if (outcome === 'complete') {
        await queryClient.invalidateQueries({ queryKey: mapKeys.all });
        notify({ message: REBUILD_MESSAGES.success, severity: 'success' });
      } else if (outcome === 'timeout') notify({ message: REBUILD_MESSAGES.timeout, severity: 'warning' });
      else if (outcome === 'polling-error') notify({ message: REBUILD_MESSAGES.pollingError, severity: 'error' });
      else if (outcome === 'failed') notify({ message: REBUILD_MESSAGES.failed, severity: 'error' });
    } catch (error) {
      console.error('Rebuild request failed', error);
      notify({ message: REBUILD_MESSAGES.failed, severity: 'error' });
    } finally {
      if (!unmounted.current) setRunning(false);
    }
  }, [queryClient]);

  return { recalculate, running };
}
