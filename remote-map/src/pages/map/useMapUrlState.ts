import { useCallback, useEffect, useState } from 'react';
import { create } from 'zustand';
import { readMapUrlState, writeMapUrlState, type MapUrlState } from './logic/urlState';

type Update = Partial<MapUrlState> | ((state: MapUrlState) => MapUrlState);

interface UrlStateStore {
  state: MapUrlState;
  hasColorParam: boolean;
  replace: (state: MapUrlState, hasColorParam: boolean) => void;
}

/**
 * The page's filters, mode, selection and view live in the URL (bookmarkable, shareable). The page
 * renders from this store and writes the URL with `history.replaceState` after each change, instead
 * of a router navigation: a navigation re-renders the whole portal (layout, sidebar) on every click
 * and map move, and a filter change must apply within a frame. Replacing (not pushing) keeps the
 * back button leaving the page rather than undoing each click.
 */
const useUrlStateStore = create<UrlStateStore>((set) => ({
  state: readMapUrlState(new URLSearchParams()),
  hasColorParam: false,
  replace: (state, hasColorParam) => set({ state, hasColorParam }),
}));

function writeUrl(state: MapUrlState): boolean {
  const params = writeMapUrlState(state, new URLSearchParams(window.location.search));
  const search = params.toString();
  // The router keeps its own entry key in history.state; keep it so its navigation still works.
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`);
  return params.has('color');
}

function readFromUrl() {
  const params = new URLSearchParams(window.location.search);
  useUrlStateStore.getState().replace(readMapUrlState(params), params.has('color'));
}

/** Returns the state, its updater, and whether the URL names a colour-by choice (its default depends on the mode). */
export function useMapUrlState(): [MapUrlState, (update: Update) => void, boolean] {
  // Read the URL once when the page mounts (a bookmark or shared link), before anything subscribes.
  useState(readFromUrl);
  const state = useUrlStateStore((store) => store.state);
  const hasColorParam = useUrlStateStore((store) => store.hasColorParam);
  const update = useCallback((change: Update) => {
    const { state: previous, replace } = useUrlStateStore.getState();
    const next = typeof change === 'function' ? change(previous) : { ...previous, ...change };
    replace(next, writeUrl(next));
  }, []);
  // Back/forward to another map URL (a bookmark opened in the same tab) re-reads it.
  useEffect(() => {
    window.addEventListener('popstate', readFromUrl);
    return () => window.removeEventListener('popstate', readFromUrl);
  }, []);
  return [state, update, hasColorParam];
}
