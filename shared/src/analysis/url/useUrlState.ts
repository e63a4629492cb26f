// The analysis pages' filters live in the URL (spec 02 §4): one hook over nuqs. The URL always holds
// the page's whole filter state, defaults included, so a shared link shows the same view after
// "today" has moved on (a default end date of today is written into the URL on the first visit).
import { useCallback, useEffect, useState } from 'react';
import { useQueryStates, type UseQueryStatesKeysMap } from 'nuqs';
import { describeInvalidValue } from './linkProblems';
import { useRegisterUrlReset, useReportLinkProblems } from './LinkProblems';

export interface UrlStateOptions {
  /** Delay of the URL write in ms: the state changes at once, the address later (nuqs' throttle). */
  throttleMs?: number;
}

/**
 * `const [filters, setFilters] = useUrlState({ locationid: urlCodecs.idList([79]), p1: urlCodecs.id(28) })`.
 * Changes replace the history entry (the Back button leaves the page, not a filter).
 */
export function useUrlState<Codecs extends UseQueryStatesKeysMap>(codecs: Codecs, { throttleMs }: UrlStateOptions = {}) {
  const [state, setState] = useQueryStates(codecs, { history: 'replace', clearOnDefault: false, scroll: false, throttleMs });
  useWriteDefaultsIntoUrl(codecs, state, setState);
  // The values of the link the page opened with that did not parse (their defaults are used), said in
  // words by the page shell until the visitor goes back to the defaults (issue 30).
  const [invalid, setInvalid] = useState(() => invalidValues(codecs, window.location.search));
  useReportLinkProblems(`url:${Object.keys(codecs).join(',')}`, invalid);
  const reset = useCallback(() => {
    setInvalid([]);
    void setState(Object.fromEntries(Object.entries(codecs).map(([key, codec]) => [key, (codec as { defaultValue?: unknown }).defaultValue ?? null])) as never);
  }, [codecs, setState]);
  useRegisterUrlReset(reset);
  return [state, setState] as const;
}

/** The message of each field whose value in `search` does not parse (an empty value reads as absent). */
export function invalidValues(codecs: UseQueryStatesKeysMap, search: string): string[] {
  const params = new URLSearchParams(search);
  return Object.entries(codecs).flatMap(([key, codec]) => {
    const raw = params.getAll(key);
    if (raw.length === 0 || raw.every((value) => value === '')) return [];
    const quiet = console.warn;
    // The codec warns on its own (spec 02 §5); this second read only asks whether it parses.
    console.warn = () => undefined;
    try {
      const parsed = codec.type === 'multi' ? codec.parse(raw) : codec.parse(raw[0] ?? '');
      return parsed === null ? [describeInvalidValue(key, raw.join(','))] : [];
    } catch {
      return [describeInvalidValue(key, raw.join(','))];
    } finally {
      console.warn = quiet;
    }
  });
}

/** On the first render, writes every field (defaults and corrected invalid values) into the URL. */
function useWriteDefaultsIntoUrl<Codecs extends UseQueryStatesKeysMap>(
  codecs: Codecs,
  state: ReturnType<typeof useQueryStates<Codecs>>[0],
  setState: ReturnType<typeof useQueryStates<Codecs>>[1],
) {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const stale = Object.keys(codecs).some((key) => {
      const codec = codecs[key]!;
      const written = params.getAll(key);
      // An optional field without a value is absent from the URL.
      const value = state[key];
      const expected = value === null ? '' : (codec.serialize?.(value as never) ?? '');
      return written.join(',') !== (Array.isArray(expected) ? expected.join(',') : expected);
    });
    if (stale) void setState(state as never);
    // Only once, with the state the page opened with; later changes write themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
