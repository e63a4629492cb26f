import type { ReactNode } from 'react';
import type { AxisScale } from '@visx/axis';
import type { MarkerShape } from './seriesStyle';
import type { Tick } from './ticks';

/** One axis as the frame draws it: its scale, its ticks (value and text) and its label. */
export interface AxisModel {
  scale: AxisScale;
  ticks: readonly Tick[];
  label?: string;
}

/** A legend entry: the swatch's look and the words. */
export interface LegendItem {
  key: string;
  label: string;
  color: string;
  swatch: 'line' | 'bar' | 'area' | 'marker';
  dashed?: boolean;
  shape?: MarkerShape | 'cross';
  /** Open symbol (non-detect): white fill, coloured stroke. */
  open?: boolean;
  /** Hatched bar (a partial year, a value not approved). */
  hatched?: boolean;
  /** A dotted line (values not approved): the line swatch dotted, or drawn across a bar swatch. */
  dotted?: boolean;
}

/** One line of the tooltip. */
export interface TooltipRow {
  key: string;
  label: string;
  value: string;
  color?: string;
}

/** What the tooltip shows for the point nearest the pointer, and where it is (plot coordinates). */
export interface TooltipModel {
  title: string;
  rows: readonly TooltipRow[];
  x: number;
  y: number;
}

/** A kind's drawing for one plot size: the axes, the marks and how to find the nearest point. */
export interface PlotModel {
  x: AxisModel;
  left: AxisModel;
  right?: AxisModel;
  marks: ReactNode;
  /** The tooltip for a pointer at (x, y) in plot coordinates; null shows none. */
  nearest?: (x: number, y: number) => TooltipModel | null;
  /** Draw a vertical guide at the nearest point (time charts). */
  crosshair?: boolean;
}

/** Size of the plot area inside the margins. */
export interface PlotSize {
  width: number;
  height: number;
}

/** Props every chart kind takes from its card (or page). */
export interface ChartBaseProps {
  /** The one-sentence summary: the SVG's accessible name (and the card's visible paragraph). */
  summary: string;
  /** Fixed width in px; without it the chart follows its container's width. */
  width?: number;
  /** Height of the SVG in px (the legend below adds its own). Default 400. */
  height?: number;
}
