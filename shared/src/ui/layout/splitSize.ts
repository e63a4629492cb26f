/** Size limits of a resizable pane, in percent of the split's length, and the keyboard steps. */
export interface SplitBounds {
  min: number;
  max: number;
  /** Arrow keys move by this much. */
  step: number;
  /** Page Up / Page Down move by this much. */
  pageStep: number;
}

export function clampSize(size: number, { min, max }: Pick<SplitBounds, 'min' | 'max'>): number {
  return Math.min(max, Math.max(min, Math.round(size)));
}

/**
 * The pane's size after a key on a horizontal separator above it (WAI-ARIA window splitter): Up grows
 * the pane below (the separator moves up), Down shrinks it, Home and End go to the limits. Right and
 * Left act as Up and Down for keyboards used to sliders. Null for any other key.
 */
export function sizeAfterKey(key: string, size: number, bounds: SplitBounds): number | null {
  switch (key) {
    case 'ArrowUp':
    case 'ArrowRight':
      return clampSize(size + bounds.step, bounds);
    case 'ArrowDown':
    case 'ArrowLeft':
      return clampSize(size - bounds.step, bounds);
    case 'PageUp':
      return clampSize(size + bounds.pageStep, bounds);
    case 'PageDown':
      return clampSize(size - bounds.pageStep, bounds);
    case 'Home':
      return bounds.min;
    case 'End':
      return bounds.max;
    default:
      return null;
  }
}

/** The pane's size while its separator is dragged to `pointerY` in a split from `top` to `bottom` (pixels). */
export function sizeAtPointer(pointerY: number, top: number, bottom: number, bounds: Pick<SplitBounds, 'min' | 'max'>): number {
  const length = bottom - top;
  if (length <= 0) return bounds.min;
  return clampSize(((bottom - pointerY) / length) * 100, bounds);
}
