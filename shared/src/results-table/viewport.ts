// Helpers of the table's viewport layout: a scroll box as tall as the window less its pagination, and
// the phone query under which rows become cards.
import { useSyncExternalStore } from 'react';

/** Below this width the table shows its rows as cards (when the page asks for cards). */
export const CARD_QUERY = '(max-width: 599.98px)';
/** The scroll box is never shorter than this (a short window still shows a few rows). */
const MIN_BOX_HEIGHT = 240;
/** Room kept under the box for the pagination and a margin. */
const BELOW_BOX = 64;
/**
 * The scroll box's height: the window less the pagination. Scrolled to, the box, its horizontal scrollbar
 * and the pagination fill the window (at 900 px high, 20 one-line rows); on the page's first view the
 * box starts under the title and the tools and runs past the window's bottom edge, and scrolling on past
 * the box's last row brings the page down to it. (Rows of three wrapped lines in a box ending at the
 * window's edge on the first view showed 5 of 60 rows on a laptop, issue 30.)
 */
export const VIEWPORT_BOX_HEIGHT = `max(${MIN_BOX_HEIGHT}px, calc(100vh - ${BELOW_BOX}px))`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(CARD_QUERY);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

const narrowNow = () => typeof window.matchMedia === 'function' && window.matchMedia(CARD_QUERY).matches;

/** Whether the window is a phone's (cards instead of a table); known on the first render. */
export function useNarrowWindow(): boolean {
  return useSyncExternalStore(subscribe, narrowNow, () => false);
}
