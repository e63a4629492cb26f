// The page's chart cards tell its map whether any chart still waits for data: the map engine and
// deck.gl (the heaviest part of a page) load only after the charts have had the main thread.
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
