// Helpers of the table's viewport layout: a scroll box no taller than the window (so its horizontal
// scrollbar and its pagination are on screen), and the phone query under which rows become cards.
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/** Below this width the table shows its rows as cards (when the page asks for cards). */
export const CARD_QUERY = '(max-width: 599.98px)';
/** The scroll box is never shorter than this (a short window still shows a few rows). */
export const MIN_BOX_HEIGHT = 240;
/** Room kept under the box for the pagination and a margin. */
export const BELOW_BOX = 64;

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

/**
 * The box's height for a window of `windowHeight` px when the box starts `top` px down the page: the
 * rest of the window under it less the pagination, at least MIN_BOX_HEIGHT. So on a page at its top
 * the whole box, its horizontal scrollbar and the pagination are in view; a box that starts further down
 * still fits the window once the page is scrolled to it.
 */
export function viewportBoxHeight(windowHeight: number, top: number): number {
  const rest = windowHeight - Math.max(0, top) - BELOW_BOX;
  return Math.max(MIN_BOX_HEIGHT, Math.min(windowHeight - BELOW_BOX, rest));
}

/** The max height of the box at `ref`, kept up to date on resize and when the content above it moves. */
export function useViewportBoxHeight(ref: RefObject<HTMLElement | null>, enabled: boolean): number | undefined {
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    if (!enabled) return;
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(viewportBoxHeight(window.innerHeight, top));
    };
    measure();
    window.addEventListener('resize', measure);
    // What is above the box (an alert, the toolbar wrapping) may change height after the first render.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref, enabled]);
  return height;
}
