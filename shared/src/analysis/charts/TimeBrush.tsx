import { useMemo } from 'react';
import { Brush } from '@visx/brush';
import { Group } from '@visx/group';
import { tokens } from '@basin/shared';
import { dayTime } from './format';
import { frameMargin } from './ChartFrame';
import { dayScale } from './scales';
import { useContainerWidth } from './useContainerWidth';
import type { ShownPeriod } from './zoom';

export interface TimeBrushProps {
  /** The dates of the whole record ('YYYY-MM-DD'); each is drawn as a tick so the strip shows where data are. */
  days: readonly string[];
  /** The period shown; null: all of it. */
  shown: ShownPeriod | null;
  onShownChange: (period: ShownPeriod | null) => void;
  /** The name of the control: what it zooms. */
  label: string;
  /** Fixed width (tests); default the container's. */
  width?: number;
  height?: number;
}

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
/** visx gives the brush's ends in the x scale's domain: Dates on a time scale. */
const timeOf = (value: number | Date) => (value instanceof Date ? value.getTime() : Number(value));

/**
 * A strip under a time chart showing the whole record, where dragging selects the period the chart
 * shows (@visx/brush); a click outside the selection shows everything again. Pointer only: the
 * period buttons beside the chart do the same by keyboard. Aligned with the chart's plot (same margins).
 */
export function TimeBrush({ days, shown, onShownChange, label, width: fixedWidth, height = 44 }: TimeBrushProps) {
  const [ref, width] = useContainerWidth(fixedWidth);
  const margin = frameMargin(false);
  const inner = Math.max(0, width - margin.left - margin.right);
  const xScale = useMemo(() => dayScale(days, [0, inner]), [days, inner]);
  const yScale = useMemo(() => dayScale(days, [height, 0]), [days, height]);
  const ticks = useMemo(() => [...new Set(days)].map((day) => xScale(new Date(dayTime(day)))), [days, xScale]);
  const initial = shown ? { start: { x: xScale(new Date(dayTime(shown.start))) }, end: { x: xScale(new Date(dayTime(shown.end))) } } : undefined;

  // visx reports the end from inside its own state update: tell the page after it.
  const handleEnd = (bounds: { x0: number | Date; x1: number | Date } | null) => {
    const start = bounds ? iso(timeOf(bounds.x0)) : '';
    const end = bounds ? iso(timeOf(bounds.x1)) : '';
    queueMicrotask(() => onShownChange(start && start < end ? { start, end } : null));
  };

  return (
    <div ref={ref} data-part="brush" style={{ width: fixedWidth ?? '100%' }}>
      {inner > 0 && (
        <svg role="group" aria-label={label} width={width} height={height} style={{ display: 'block', touchAction: 'none' }}>
          <Group left={margin.left}>
            <rect width={inner} height={height} fill={tokens.colors.background} stroke={tokens.colors.border} />
            {ticks.map((x, index) => (
              <line key={index} x1={x} x2={x} y1={height * 0.3} y2={height * 0.7} stroke={tokens.colors.textSecondary} strokeOpacity={0.6} />
            ))}
            <Brush
              // A new period from outside (the buttons) starts a new brush at it.
              key={shown ? `${shown.start}:${shown.end}` : 'all'}
              xScale={xScale}
              yScale={yScale}
              width={inner}
              height={height}
              handleSize={8}
              brushDirection="horizontal"
              resizeTriggerAreas={['left', 'right']}
              initialBrushPosition={initial}
              onBrushEnd={(bounds) => handleEnd(bounds as { x0: number | Date; x1: number | Date } | null)}
              onClick={() => onShownChange(null)}
              selectedBoxStyle={{ fill: tokens.colors.primary, fillOpacity: 0.2, stroke: tokens.colors.primary, strokeWidth: 1 }}
              useWindowMoveEvents
              disableDraggingSelection={false}
            />
          </Group>
        </svg>
      )}
    </div>
  );
}
