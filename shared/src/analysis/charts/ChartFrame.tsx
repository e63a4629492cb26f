import { useId, useMemo, useState, type PointerEvent, type ReactNode } from 'react';
import { Group } from '@visx/group';
import { GridRows } from '@visx/grid';
import { localPoint } from '@visx/event';
import { tokens } from '@basin/shared';
import { CHART_FONT_SIZE } from './seriesStyle';
import { Axes } from './Axes';
import { Legend } from './Legend';
import { TooltipBox } from './TooltipBox';
import { useContainerWidth } from './useContainerWidth';
import type { LegendItem, PlotModel, PlotSize, TooltipModel } from './types';

export const DEFAULT_CHART_HEIGHT = 400;

export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Below this chart width (a phone), the margins shrink so the plot keeps most of the width. */
export const NARROW_CHART_WIDTH = 480;

/**
 * Room for tick labels and axis labels; a right axis needs as much as the left. On a narrow chart
 * (a phone) the side margins shrink to what five-character tick labels and the axis label need.
 */
export function frameMargin(rightAxis: boolean, width = Number.POSITIVE_INFINITY): Margin {
  const side = width < NARROW_CHART_WIDTH ? 60 : 76;
  return { top: 16, right: rightAxis ? side : width < NARROW_CHART_WIDTH ? 12 : 24, bottom: 52, left: side };
}

export interface ChartFrameProps {
  /** The SVG's accessible name: the chart's one-sentence summary. */
  summary: string;
  width?: number;
  height?: number;
  /** Whether the chart has a right y axis (reserves its margin). */
  rightAxis?: boolean;
  legend: readonly LegendItem[];
  /** The kind's drawing for the plot size inside the margins (keep it stable: useCallback). */
  plot: (size: PlotSize) => PlotModel;
  /** Margins other than the frame's (e.g. room on the right for the last date tick's label). */
  margin?: Partial<Margin>;
  /** Drawn over the plot after the axes, in plot coordinates, not clipped (e.g. the active cell's outline). */
  overlay?: ReactNode;
  /**
   * For a kind that keeps its own active datum (a heat map's cell, moved by the keyboard too): the
   * pointer's plot coordinates go to `onPointer` (null when it leaves the plot), and the frame shows
   * `tooltip` rather than the plot's `nearest`.
   */
  onPointer?: (point: { x: number; y: number } | null) => void;
  tooltip?: TooltipModel | null;
}

/**
 * The base of every analysis chart: measures its width, lays out margins, draws the grid, the axes
 * (x at the bottom, y left and optionally right, each with its label), the kind's marks (clipped to the
 * plot), an HTML legend below, and a tooltip for the point nearest the pointer. The <svg> is one image
 * (role img) named by the summary; the card beside it offers the data as a table.
 */
export function ChartFrame({
  summary,
  width: fixedWidth,
  height = DEFAULT_CHART_HEIGHT,
  rightAxis = false,
  legend,
  plot,
  margin: ownMargin,
  overlay,
  onPointer,
  tooltip: ownTooltip,
}: ChartFrameProps) {
  const [ref, width] = useContainerWidth(fixedWidth);
  const [nearestTooltip, setTooltip] = useState<TooltipModel | null>(null);
  const tooltip = onPointer ? (ownTooltip ?? null) : nearestTooltip;
  const clipId = useId();
  const margin = { ...frameMargin(rightAxis, width), ...ownMargin };
  const inner = { width: Math.max(0, width - margin.left - margin.right), height: Math.max(0, height - margin.top - margin.bottom) };
  // Rebuilt when the data or the size change, not on every pointer move (the tooltip is this component's state).
  const model = useMemo(
    () => (inner.width > 0 && inner.height > 0 ? plot({ width: inner.width, height: inner.height }) : null),
    [plot, inner.width, inner.height],
  );

  const handlePointer = (event: PointerEvent<SVGRectElement>) => {
    const point = localPoint(event);
    if (!point) return;
    if (onPointer) onPointer({ x: point.x - margin.left, y: point.y - margin.top });
    else if (model?.nearest) setTooltip(model.nearest(point.x - margin.left, point.y - margin.top));
  };
  const handleLeave = () => (onPointer ? onPointer(null) : setTooltip(null));

  return (
    <div ref={ref} style={{ position: 'relative', width: fixedWidth ?? '100%', fontFamily: tokens.fontFamily }}>
      {model && (
        <svg
          role="img"
          aria-label={summary}
          width={width}
          height={height}
          fontFamily={tokens.fontFamily}
          fontSize={CHART_FONT_SIZE}
          style={{ display: 'block', background: tokens.colors.surface }}
        >
          <defs>
            <clipPath id={clipId}>
              {/* A little outside the plot, so markers on its edge stay whole. */}
              <rect x={-6} y={-6} width={inner.width + 12} height={inner.height + 12} />
            </clipPath>
          </defs>
          <Group left={margin.left} top={margin.top}>
            <GridRows
              scale={model.left.scale}
              tickValues={model.left.ticks.map((tick) => tick.value) as never[]}
              width={inner.width}
              stroke={tokens.colors.border}
            />
            <g data-part="marks" clipPath={`url(#${clipId})`}>
              {model.marks}
            </g>
            <Axes x={model.x} left={model.left} right={model.right} width={inner.width} height={inner.height} valueLabelOffset={margin.left - 32} />
            {tooltip && model.crosshair && (
              <line
                data-part="crosshair"
                x1={tooltip.x}
                x2={tooltip.x}
                y1={0}
                y2={inner.height}
                stroke={tokens.colors.textSecondary}
                strokeDasharray="3 3"
                pointerEvents="none"
              />
            )}
            {overlay}
            {(model.nearest || onPointer) && (
              <rect
                data-part="pointer-area"
                width={inner.width}
                height={inner.height}
                fill="transparent"
                onPointerMove={handlePointer}
                onPointerDown={handlePointer}
                onPointerLeave={handleLeave}
              />
            )}
          </Group>
        </svg>
      )}
      {tooltip && <TooltipBox model={tooltip} left={margin.left + tooltip.x} top={margin.top + tooltip.y} flip={tooltip.x > inner.width / 2} />}
      <Legend items={legend} />
    </div>
  );
}
