// The page's collector of link problems (see linkProblems.ts): useUrlState reports values that do not
// parse, pages report ids the portal does not have, and the page shell says them in words with a link
// back to the page's defaults.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

interface LinkProblemsValue {
  /** Every problem reported, by who reported it. */
  problems: ReadonlyMap<string, readonly string[]>;
  report: (source: string, messages: readonly string[]) => void;
  /** How each URL state goes back to its defaults (registered by useUrlState). */
  resetters: Set<() => void>;
}

const LinkProblemsContext = createContext<LinkProblemsValue | null>(null);

export function LinkProblemsProvider({ children }: { children: ReactNode }) {
  const [problems, setProblems] = useState<ReadonlyMap<string, readonly string[]>>(new Map());
  const [resetters] = useState(() => new Set<() => void>());
  const report = useCallback((source: string, messages: readonly string[]) => {
    setProblems((current) => {
      const before = current.get(source) ?? [];
      if (before.length === messages.length && before.every((message, index) => message === messages[index])) return current;
      const next = new Map(current);
      if (messages.length) next.set(source, messages);
      else next.delete(source);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ problems, report, resetters }), [problems, report, resetters]);
  return <LinkProblemsContext.Provider value={value}>{children}</LinkProblemsContext.Provider>;
}

/**
 * Reports what is wrong with the page's link (the messages of describeUnknownIds / describeInvalidValue);
 * an empty list withdraws the report. `source` tells apart several reporters of one page.
 */
export function useReportLinkProblems(source: string, messages: readonly (string | null)[]) {
  const context = useContext(LinkProblemsContext);
  const report = context?.report;
  const key = messages.filter((message): message is string => message !== null).join('\n');
  useEffect(() => {
    report?.(source, key ? key.split('\n') : []);
  }, [report, source, key]);
  useEffect(() => () => report?.(source, []), [report, source]);
}

/** Registers how a URL state returns to its defaults (the notice's link). */
export function useRegisterUrlReset(reset: () => void) {
  const resetters = useContext(LinkProblemsContext)?.resetters;
  useEffect(() => {
    if (!resetters) return undefined;
    resetters.add(reset);
    return () => void resetters.delete(reset);
  }, [resetters, reset]);
}

/** The problems reported on this page, in order, and how to go back to the defaults. */
export function useLinkProblems(): { messages: string[]; resetToDefaults: () => void } {
  const context = useContext(LinkProblemsContext);
  return useMemo(
    () => ({
      messages: context ? [...context.problems.values()].flat() : [],
      resetToDefaults: () => {
        if (!context) return;
        for (const reset of context.resetters) reset();
        for (const source of context.problems.keys()) context.report(source, []);
      },
    }),
    [context],
  );
}
