import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readMapUrlState, writeMapUrlState, type MapUrlState } from './logic/urlState';

/**
 * The page's filters, mode, selection and view, kept in the URL (bookmarkable, shareable). Updates
 * replace the history entry: the back button leaves the page instead of undoing each click.
 */
/** Returns the state, its updater, and whether the URL names a colour-by choice (its default depends on the mode). */
export function useMapUrlState(): [MapUrlState, (update: Partial<MapUrlState> | ((state: MapUrlState) => MapUrlState)) => void, boolean] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readMapUrlState(params), [params]);
  const update = useCallback(
    (change: Partial<MapUrlState> | ((state: MapUrlState) => MapUrlState)) =>
      setParams(
        (current) => {
          const previous = readMapUrlState(current);
          const next = typeof change === 'function' ? change(previous) : { ...previous, ...change };
          return writeMapUrlState(next, current);
        },
        { replace: true },
      ),
    [setParams],
  );
  return [state, update, params.has('color')];
}
