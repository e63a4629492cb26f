// A popup wholly on the map (issue 30): in graph mode the map ends where the results panel starts, and
// a popup near the bottom was cut off by it. After a popup opens, the map pans just enough to show it.
import type { MapInstance } from '@basin/shared/map';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * How far to pan the map ([dx, dy] in pixels, as map.panBy takes) so `inner` lies inside `outer` with
 * `margin` to spare; where it cannot fit, its top and left edges win (the popup's title and close button).
 */
export function panIntoView(inner: Box, outer: Box, margin = 12): [number, number] {
  const axis = (start: number, end: number, min: number, max: number) => {
    if (start - margin < min) return start - margin - min;
    if (end + margin > max) return Math.min(end + margin - max, start - margin - min);
    return 0;
  };
  return [axis(inner.left, inner.right, outer.left, outer.right), axis(inner.top, inner.bottom, outer.top, outer.bottom)];
}

/** Pans the map so the popup element is inside the map's container. */
export function keepPopupInView(map: MapInstance, popupElement: HTMLElement | undefined): void {
  if (!popupElement) return;
  const [dx, dy] = panIntoView(popupElement.getBoundingClientRect(), map.getContainer().getBoundingClientRect());
  if (dx !== 0 || dy !== 0) map.panBy([dx, dy], { duration: 0 });
}
