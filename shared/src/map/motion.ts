// Motion on the maps. Visitors who ask their system for less motion (prefers-reduced-motion: reduce,
// WCAG 2.3.3) get maps that jump instead of flying or easing, labels that appear without fading in and
// paint changes without transitions. Every camera move of the portal's maps goes through moveMap.
import type { StyleSpecification } from 'maplibre-gl';
import type { MapInstance } from './engine';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for less motion (read at each call, so a change of the setting applies). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/** Options of the Map constructor for the visitor's preference: no fade-in of labels and symbols when less motion is asked. */
export function motionMapOptions(): { fadeDuration?: number } {
  return prefersReducedMotion() ? { fadeDuration: 0 } : {};
}

/** A basemap style for the visitor's preference: no paint transitions (layer opacity, colours) when less motion is asked. */
export function motionStyle(style: string | StyleSpecification): string | StyleSpecification {
  if (typeof style === 'string' || !prefersReducedMotion()) return style;
  return { ...style, transition: { duration: 0, delay: 0 } };
}

export interface CameraTarget {
  center: [number, number];
  zoom?: number;
}

/**
 * Moves the map to a target: a fly (zoom out and in) or an ease, or a jump when less motion is asked.
 * (maplibre-gl already jumps for reduced motion; mapbox-gl does not in every call, so the portal decides.)
 */
export function moveMap(map: Pick<MapInstance, 'flyTo' | 'easeTo' | 'jumpTo'>, how: 'fly' | 'ease', target: CameraTarget): void {
  if (prefersReducedMotion()) map.jumpTo(target);
  else if (how === 'fly') map.flyTo(target);
  else map.easeTo(target);
}
