// The page's chart cards tell the rest of the page whether any chart still waits for data: the heavy
// parts below the first chart (the map engine and deck.gl, a large table) render only after the charts
// have had the main thread, so the first chart comes first.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

type ChangePending = (delta: 1 | -1) => void;

const PendingCountContext = createContext(0);
const ChangePendingContext = createContext<ChangePending>(() => {});

/** Counts the chart cards below it that are loading (analysisPage() puts it around every page). */
export function PendingChartsProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  // Two contexts: a chart card re-renders for nothing when the count changes, only the map does.
  const [change] = useState<ChangePending>(() => (delta: 1 | -1) => setCount((current) => current + delta));
  return (
    <ChangePendingContext.Provider value={change}>
      <PendingCountContext.Provider value={count}>{children}</PendingCountContext.Provider>
    </ChangePendingContext.Provider>
  );
}

/** A chart card reports that it is loading, for as long as it is. */
export function useReportPendingChart(pending: boolean): void {
  const change = useContext(ChangePendingContext);
  useEffect(() => {
    if (!pending) return;
    change(1);
    return () => change(-1);
  }, [pending, change]);
}

/** True while a chart card of the page is loading. */
export function useChartsPending(): boolean {
  return useContext(PendingCountContext) > 0;
}

/**
 * True once no chart of the page is loading and the browser has then had an idle moment (at most
 * `timeout` ms later), or at the latest `latest` ms after mounting: for the heavy parts of a page that
 * should not hold up its first chart (the map, a separate table).
 */
export function useAfterCharts(timeout = 2000, latest = 5000): boolean {
  const chartsPending = useChartsPending();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const deadline = setTimeout(() => setReady(true), latest);
    return () => clearTimeout(deadline);
  }, [ready, latest]);
  useEffect(() => {
    if (ready || chartsPending) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setReady(true), 200);
    return () => clearTimeout(timer);
  }, [ready, chartsPending, timeout]);
  return ready;
}
