import { tokens } from '@basin/shared';
import type { MarkerShape } from './seriesStyle';

export interface MarkerProps {
  shape: MarkerShape | 'cross';
  x: number;
  y: number;
  color: string;
  /** Non-detect: an open symbol (white fill, stroke in the series colour). */
  open?: boolean;
  size?: number;
}

export const MARKER_SIZE = 4;

/** An × of half-width `d` centred on (x, y): outliers, and estimated values (colour is not the cue). */
export const crossPath = (x: number, y: number, d: number) => `M${x - d},${y - d}L${x + d},${y + d}M${x - d},${y + d}L${x + d},${y - d}`;

/**
 * A point symbol. Shapes differ by series (colour is never the only cue); non-detects are open;
 * outliers are a cross. Paint is in attributes, not CSS, so a saved PNG keeps it.
 */
export function Marker({ shape, x, y, color, open = false, size = MARKER_SIZE }: MarkerProps) {
  const paint = open
    ? { fill: tokens.colors.surface, stroke: color, strokeWidth: 1.5 }
    : { fill: color, stroke: tokens.colors.surface, strokeWidth: 0.75 };
  const common = { 'data-marker': shape, 'data-open': open ? 'true' : undefined, ...paint };
  switch (shape) {
    case 'cross': {
      return <path data-marker="cross" d={crossPath(x, y, size * 1.1)} stroke={color} strokeWidth={2} fill="none" />;
    }
    case 'square':
      return <rect {...common} x={x - size} y={y - size} width={size * 2} height={size * 2} />;
    case 'triangle': {
      const h = size * 1.2;
      return <path {...common} d={`M${x},${y - h}L${x + h},${y + h * 0.8}L${x - h},${y + h * 0.8}Z`} />;
    }
    case 'diamond': {
      const d = size * 1.3;
      return <path {...common} d={`M${x},${y - d}L${x + d},${y}L${x},${y + d}L${x - d},${y}Z`} />;
    }
    case 'circle':
      return <circle {...common} cx={x} cy={y} r={size} />;
  }
}
