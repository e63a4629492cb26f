import type { CSSProperties } from 'react';

/**
 * Hidden on screen, read by screen readers (table captions, a chart's table before it is shown). An
 * inline style rather than a class, so shared parts work in any app without its stylesheet.
 */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
