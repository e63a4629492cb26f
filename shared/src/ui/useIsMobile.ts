import { useSyncExternalStore } from 'react';

/** Below 768 px the sidebar becomes a temporary drawer (spec 02 "Layout"). */
export const MOBILE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(MOBILE_QUERY);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

const isMobileNow = () => window.matchMedia(MOBILE_QUERY).matches;

/** Whether the viewport is a phone's; known on the first render, so the layout does not flash. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
