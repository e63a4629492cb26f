import { useCallback, useEffect, useState } from 'react';
import { create } from 'zustand';
import { mapUrlSearch, readMapUrlState, type MapUrlState } from './logic/urlState';

type Update = Partial<MapUrlState> | ((state: MapUrlState) => MapUrlState);

interface UrlStateStore {
  state: MapUrlState;
  replace: (state: MapUrlState) => void;
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
  replace: (state) => set({ state }),
}));

/** Long enough to leave the frame of the change, short enough that a copied address is current. */
export const URL_WRITE_DELAY_MS = 50;

/**
 * The URL is written after the change has been drawn: `replaceState` costs Chromium about 3 ms, a
 * fifth of the frame a filter change has. Leaving the document in between (a link to another site, a
 * closed tab) still writes the latest state on pagehide, so Back or a restored tab finds it; a reload
 * has already taken the address by then and gets the state of 50 ms earlier. Leaving the page within
 * the portal cancels the write, so the next page's URL is never touched. The query string is built then
 * too (nuqs' serializer over the URL codecs), so a change only stores its state and sets a timer.
 */
const pendingUrl = {
  state: null as MapUrlState | null,
  timer: undefined as ReturnType<typeof setTimeout> | undefined,
  pathname: '',
};

function flushUrl() {
  clearTimeout(pendingUrl.timer);
  const { state, pathname } = pendingUrl;
  pendingUrl.state = null;
  // The router may have left the page meanwhile; then the URL is no longer the map's.
  if (state === null || window.location.pathname !== pathname) return;
  const search = mapUrlSearch(state, new URLSearchParams(window.location.search));
  // The router keeps its own entry key in history.state; keep it so its navigation still works.
  window.history.replaceState(window.history.state, '', `${pathname}${search}${window.location.hash}`);
}

function cancelUrlWrite() {
  clearTimeout(pendingUrl.timer);
  pendingUrl.state = null;
}

function scheduleUrl(state: MapUrlState) {
  pendingUrl.state = state;
  pendingUrl.pathname = window.location.pathname;
  clearTimeout(pendingUrl.timer);
  pendingUrl.timer = setTimeout(flushUrl, URL_WRITE_DELAY_MS);
}

function readFromUrl() {
  cancelUrlWrite();
  useUrlStateStore.getState().replace(readMapUrlState(new URLSearchParams(window.location.search)));
}

/**
 * One value of the state, for a part that shows it without needing the page to re-render it (the
 * contents of a popover: re-rendering the popover itself costs a few milliseconds of a filter's frame).
 */
export function useMapUrlValue<T>(select: (state: MapUrlState) => T): T {
  return useUrlStateStore((store) => select(store.state));
}

/** Returns the state and its updater (stable: children may be memoised on it). */
export function useMapUrlState(): [MapUrlState, (update: Update) => void] {
  // Read the URL once when the page mounts (a bookmark or shared link), before anything subscribes.
  useState(readFromUrl);
  const state = useUrlStateStore((store) => store.state);
  const update = useCallback((change: Update) => {
    const { state: previous, replace } = useUrlStateStore.getState();
    const next = typeof change === 'function' ? change(previous) : { ...previous, ...change };
    replace(next);
    scheduleUrl(next);
  }, []);
  useEffect(() => {
    // Back/forward to another map URL (a bookmark opened in the same tab) re-reads it.
    window.addEventListener('popstate', readFromUrl);
    window.addEventListener('pagehide', flushUrl);
    return () => {
      window.removeEventListener('popstate', readFromUrl);
      window.removeEventListener('pagehide', flushUrl);
      cancelUrlWrite();
    };
  }, []);
  return [state, update];
}
