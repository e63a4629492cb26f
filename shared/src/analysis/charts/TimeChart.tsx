import { useCallback, useId, useMemo } from 'react';
import { Area, LinePath } from '@visx/shape';
import { tokens, useT } from '@basin/shared';
import { ChartFrame } from './ChartFrame';
import { DOTTED_LINE, HatchPattern } from './Legend';
import { MARKER_SIZE, Marker, crossPath } from './Marker';

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

/** An estimated value's ×, on a halo of the background so it shows over its line. */
function EstimatedMark({ x, y, color }: { x: number; y: number; color: string }) {
  const d = MARKER_SIZE * 1.25;
  return (
    <g data-part="estimated">
      <path d={crossPath(x, y, d)} stroke={tokens.colors.surface} strokeWidth={4.5} fill="none" />
      <path d={crossPath(x, y, d)} stroke={color} strokeWidth={2} fill="none" />
    </g>
  );
}

function TimeMarks({ model, width }: { model: TimeModel; width: number }) {
  const hatchId = useId();
  // One hatch per colour of the bars not approved (their pattern is their colour's stripes on white).
  const hatchColors = [...new Set(model.bars.filter((bar) => bar.status).map((bar) => bar.color))];
  const hatchOf = (color: string) => `${hatchId}-${hatchColors.indexOf(color)}`;
  return (
    <>
      {hatchColors.map((color) => (
        <HatchPattern key={color} id={hatchOf(color)} color={color} />
      ))}
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
          data-status={bar.status}
          x={bar.x}
          y={bar.y}
          width={bar.width}
          height={bar.height}
          fill={bar.open ? tokens.colors.surface : bar.status ? `url(#${hatchOf(bar.color)})` : bar.color}
          stroke={bar.open ? bar.color : 'none'}
        />
      ))}
      {model.bars
        .filter((bar) => bar.status === 'estimated')
        .map((bar) => (
          <EstimatedMark key={`estimated-${bar.key}`} x={bar.x + bar.width / 2} y={bar.y - MARKER_SIZE * 1.5} color={bar.color} />
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
          {/* Its own part, not a line segment: the stretches to and from values not approved. */}
          {line.unsureSegments
            .filter((segment) => segment.length > 1)
            .map((segment, index) => (
              <LinePath
                key={`unsure-${index}`}
                data-part="unsure-segment"
                data={segment}
                x={(point) => point.x}
                y={(point) => point.y}
                stroke={line.color}
                strokeWidth={2}
                strokeDasharray={DOTTED_LINE}
                fill="none"
              />
            ))}
          {line.markers.map((marker, index) => (
            <Marker key={index} shape={line.shape} x={marker.x} y={marker.y} color={line.color} open={marker.open} size={line.pointsOnly ? POINT_MARKER_SIZE : undefined} />
          ))}
          {line.estimated.map((point, index) => (
            <EstimatedMark key={`estimated-${index}`} x={point.x} y={point.y} color={line.color} />
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
 * lines mark thresholds. Values not approved (a point's `status`) are drawn apart: lines dotted to and
 * from them, bars hatched, estimated values crossed, each named in the legend.
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
  formatDate,
  references,
  period,
  shown,
  logScale,
  valueBands,
  nondetectLabel,
}: TimeChartProps) {
  const t = useT();
  const legend = useMemo(() => timeLegend(series, references, valueBands, nondetectLabel, t), [series, references, valueBands, nondetectLabel, t]);
  const plot = useCallback(
    (size: PlotSize): PlotModel => {
      const model = buildTimeModel(series, size, { gapDays, maxBarWidth, xLabel, leftLabel, rightLabel, xUnit, formatDate, references, period, shown, logScale, valueBands }, t);
      return {
        x: model.x,
        left: model.left,
        right: model.right,
        marks: <TimeMarks model={model} width={size.width} />,
        nearest: (x) => timeTooltip(series, model, x, formatValue, formatDate, t),
        crosshair: true,
      };
    },
    [series, gapDays, maxBarWidth, xLabel, leftLabel, rightLabel, xUnit, formatDate, references, period, shown, logScale, valueBands, formatValue, t],
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
