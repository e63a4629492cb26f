// Series colours, marker shapes and the chart font size: the plain values every chart kind uses.
import { tokens } from '@basin/shared';

/**
 * One colour per series, in order. Okabe-Ito based (colour-blind-friendly) and each at least 3:1
 * against white (WCAG 1.4.11 for graphics); series also differ by marker shape and are named in the
 * legend, so colour is never the only cue.
 */
export const SERIES_COLORS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#6a3d9a', '#8c564b', '#a6761d', '#666666'] as const;

/** Marker shapes, cycled with the colours so that neighbouring series differ in shape too. */
export const MARKER_SHAPES = ['circle', 'square', 'triangle', 'diamond'] as const;
export type MarkerShape = (typeof MARKER_SHAPES)[number];

export const CHART_FONT_SIZE = 12;

export function seriesColor(index: number): string {
  return SERIES_COLORS[index % SERIES_COLORS.length] ?? tokens.colors.primary;
}

export function seriesShape(index: number): MarkerShape {
  return MARKER_SHAPES[index % MARKER_SHAPES.length] ?? 'circle';
}
