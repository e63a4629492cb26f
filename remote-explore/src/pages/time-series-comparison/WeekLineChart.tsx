// The kit's LineChart with week ticks on the x axis (spec 02 §9: "comparison x-axis unit is week").
// The kit's TimeChart takes no x-tick option, so this draws the same model (buildTimeModel) in the
// kit's ChartFrame with `weekTicks` instead of d3's date ticks. To fold into the kit as an option.
import { useCallback, useMemo } from 'react';
import { ChartFrame, Marker, buildTimeModel, timeLegend, timeTooltip, type LineSeries, type PlotModel, type PlotSize, type TimeModel, type TimeSeries } from '@basin/shared/analysis';
import { weekTicks } from './data';

export interface WeekLineChartProps {
  series: readonly LineSeries[];
  summary: string;
  width?: number;
  height?: number;
  gapDays?: number;
  leftLabel?: string;
  rightLabel?: string;
}

const pathOf = (segment: readonly { x: number; y: number }[]) => segment.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join('');

function Lines({ model }: { model: TimeModel }) {
  return (
    <>
      {model.lines.map((line) => (
        <g key={line.key} data-series={line.key}>
          {line.segments
            .filter((segment) => segment.length > 1)
            .map((segment, index) => (
              <path key={index} data-part="line-segment" d={pathOf(segment)} stroke={line.color} strokeWidth={2} strokeDasharray={line.dashed ? '6 3' : undefined} fill="none" />
            ))}
          {line.markers.map((marker, index) => (
            <Marker key={index} shape={line.shape} x={marker.x} y={marker.y} color={line.color} open={marker.open} />
          ))}
        </g>
      ))}
    </>
  );
}

export function WeekLineChart({ series, summary, width, height, gapDays, leftLabel, rightLabel }: WeekLineChartProps) {
  const lines = useMemo<TimeSeries[]>(() => series.map((entry) => ({ ...entry, kind: 'line' })), [series]);
  const legend = useMemo(() => timeLegend(lines), [lines]);
  const plot = useCallback(
    (size: PlotSize): PlotModel => {
      const model = buildTimeModel(lines, size, { gapDays, xLabel: 'Date (weeks)', leftLabel, rightLabel });
      const domain = (model.x.scale as unknown as { domain: () => [Date, Date] }).domain();
      return {
        x: { ...model.x, ticks: weekTicks(domain, size.width) },
        left: model.left,
        right: model.right,
        marks: <Lines model={model} />,
        nearest: (x) => timeTooltip(lines, model, x),
        crosshair: true,
      };
    },
    [lines, gapDays, leftLabel, rightLabel],
  );
  return <ChartFrame summary={summary} width={width} height={height} rightAxis={lines.some((entry) => entry.axis === 'right')} legend={legend} plot={plot} />;
}
