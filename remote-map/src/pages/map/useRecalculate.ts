import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REBUILD_NO_UPDATE_MESSAGE } from '@basin/api/domain';
import { currentT, notify } from '@basin/shared';
import { pollRebuild, REBUILD_MESSAGES, REBUILD_POLL_INTERVAL_MS } from './logic/rebuildPolling';
import { fetchRebuildStatus, startRebuild } from './queries/rebuild';
import { wqSummaryQuery, type SummaryPeriod } from './queries/wqSummary';

/**
 * Recalculate (graph mode): have the API compute the summary of the chosen dates, poll its status and
 * tell the user with the spec's toasts; on success this visitor's map shows that period (`onPeriod`
 * puts it in the URL). Nobody else's view changes: the period is named in each visitor's URL.
 * - The dates already shown: 'No update needed' without asking the server.
 * - A period already computed (by anyone): the server says 'No update needed'; for this visitor the
 *   view does change, so it is shown with the success toast.
 */
export function useRecalculate(current: SummaryPeriod, onPeriod: (period: SummaryPeriod) => void) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const unmounted = useRef(false);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
    };
  }, []);

  const recalculate = useCallback(
    async (startDate: string, endDate: string) => {
      if (startDate === current.start && endDate === current.end) {
        notify({ message: currentT()(REBUILD_MESSAGES.noUpdate), severity: 'info' });
        return;
      }
      setRunning(true);
      const period = { start: startDate, end: endDate };
      try {
        const answer = await startRebuild(startDate, endDate);
        const computed = answer.status === 'complete' && answer.message === REBUILD_NO_UPDATE_MESSAGE;
        const outcome = computed
          ? 'complete'
          : await pollRebuild({
              fetchStatus: () => fetchRebuildStatus(startDate, endDate),
              sleep: () => new Promise((resolve) => setTimeout(resolve, REBUILD_POLL_INTERVAL_MS)),
              isCancelled: () => unmounted.current,
            });
        if (outcome === 'complete') {
          await queryClient.prefetchQuery(wqSummaryQuery(period));
          if (unmounted.current) return;
          onPeriod(period);
          notify({ message: currentT()(REBUILD_MESSAGES.success), severity: 'success' });
        } else if (outcome === 'timeout') notify({ message: currentT()(REBUILD_MESSAGES.timeout), severity: 'warning' });
        else if (outcome === 'polling-error') notify({ message: currentT()(REBUILD_MESSAGES.pollingError), severity: 'error' });
        else if (outcome === 'failed') notify({ message: currentT()(REBUILD_MESSAGES.failed), severity: 'error' });
      } catch (error) {
        console.error('Rebuild request failed', error);
        notify({ message: currentT()(REBUILD_MESSAGES.failed), severity: 'error' });
      } finally {
        if (!unmounted.current) setRunning(false);
      }
    },
    [queryClient, current.start, current.end, onPeriod],
  );

  return { recalculate, running };
}
