import { useCallback, useMemo } from 'react';
import { Area, LinePath } from '@visx/shape';
import { tokens } from '@basin/shared';
import { ChartFrame } from './ChartFrame';
import { MARKER_SIZE, Marker } from './Marker';

/** Markers of a points-only series: the symbol is the whole mark, so a little larger than on a line. */
const POINT_MARKER_SIZE = MARKER_SIZE + 1.5;
import { buildTimeModel, timeLegend, timeTooltip, type TimeModel, type TimeModelOptions, type TimeSeries } from './timeData';
import type { ChartBaseProps, PlotModel, PlotSize } from './types';

export interface TimeChartProps extends ChartBaseProps, TimeModelOptions {
  series: readonly TimeSeries[];
  /** Values in the tooltip. Default: 4 significant digits. */
  formatValue?: (value: number) => string;
  /** The legend's words for the open (non-detect) symbol. Default 'Non-detect (< DL)'. */
  nondetectLabel?: string;
}

function TimeMarks({ model, width }: { model: TimeModel; width: number }) {
  return (
    <>
      {model.valueBands.map((band) => (
        <rect key={`value-band-${band.key}`} data-part="value-band" data-band={band.key} x={0} y={band.y} width={width} height={band.height} fill={band.color} fillOpacity={0.16} />
      ))}
      {model.references.map((reference) => (
        <g key={`reference-${reference.key}`} data-part="reference" data-reference={reference.key}>
          <line x1={0} x2={width} y1={reference.y} y2={reference.y} stroke={reference.color} strokeWidth={1.5} strokeDasharray={reference.dashed ? '8 4' : undefined} />
        </g>
      ))}
      {model.bands.map((band) =>
        band.segments.map((segment, index) => (
          <Area
            key={`${band.key}-band-${index}`}
            data-part="band"
            data={segment}
            x={(point) => point.x}
            y0={(point) => point.y0}
            y1={(point) => point.y1}
            fill={band.color}
            fillOpacity={0.2}
            stroke="none"
          />
        )),
      )}
      {model.bars.map((bar) => (
        <rect
          key={bar.key}
          data-part="bar"
          data-series={bar.seriesKey}
          x={bar.x}
          y={bar.y}
          width={bar.width}
          height={bar.height}
          fill={bar.open ? tokens.colors.surface : bar.color}
          stroke={bar.open ? bar.color : 'none'}
        />
      ))}
      {model.lines.map((line) => (
        <g key={line.key} data-series={line.key}>
          {line.segments
            .filter((segment) => segment.length > 1)
            .map((segment, index) => (
              <LinePath
                key={index}
                data-part="line-segment"
                data={segment}
                x={(point) => point.x}
                y={(point) => point.y}
                stroke={line.color}
                strokeWidth={2}
                strokeDasharray={line.dashed ? '6 3' : undefined}
                fill="none"
              />
            ))}
          {line.markers.map((marker, index) => (
            <Marker key={index} shape={line.shape} x={marker.x} y={marker.y} color={line.color} open={marker.open} size={line.pointsOnly ? POINT_MARKER_SIZE : undefined} />
          ))}
        </g>
      ))}
      {/* Reference labels last, over the data, each on a halo of the background: never hidden under a line. */}
      {model.references.map((reference) => (
        <text
          key={`reference-label-${reference.key}`}
          data-part="reference-label"
          data-reference={reference.key}
          x={width - 4}
          y={reference.labelY}
          textAnchor="end"
          fontWeight={600}
          fill={reference.color}
          stroke={tokens.colors.surface}
          strokeWidth={4}
          strokeLinejoin="round"
          paintOrder="stroke"
        >
          {reference.label}
        </text>
      ))}
    </>
  );
}

/**
 * Lines, bars and points over calendar dates, with an optional right value axis: null values and gaps
 * longer than `gapDays` break lines, bars of several series on one date stand side by side, a band
 * draws a range around its series, `points` series are markers only (shape per series), reference
 * lines mark thresholds.
 */
export function TimeChart({
  series,
  summary,
  width,
  height,
  formatValue,
  gapDays,
  maxBarWidth,
  xLabel,
  leftLabel,
  rightLabel,
  xUnit,
  references,
  period,
  shown,
  logScale,
  valueBands,
  nondetectLabel,
}: TimeChartProps) {
  const legend = useMemo(() => timeLegend(series, references, valueBands, nondetectLabel), [series, references, valueBands, nondetectLabel]);
  const plot = useCallback(
    (size: PlotSize): PlotModel => {
      const model = buildTimeModel(series, size, { gapDays, maxBarWidth, xLabel, leftLabel, rightLabel, xUnit, references, period, shown, logScale, valueBands });
      return {
        x: model.x,
        left: model.left,
        right: model.right,
        marks: <TimeMarks model={model} width={size.width} />,
        nearest: (x) => timeTooltip(series, model, x, formatValue),
        crosshair: true,
      };
    },
    [series, gapDays, maxBarWidth, xLabel, leftLabel, rightLabel, xUnit, references, period, shown, logScale, valueBands, formatValue],
  );
  return (
    <ChartFrame
      summary={summary}
      width={width}
      height={height}
      rightAxis={series.some((entry) => entry.axis === 'right')}
      legend={legend}
      plot={plot}
    />
  );
}
