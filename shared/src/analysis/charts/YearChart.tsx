import { useCallback, useMemo } from 'react';
import { LinePath } from '@visx/shape';
import { tokens, useT } from '@basin/shared';
import { ChartFrame } from './ChartFrame';
import { Marker } from './Marker';
import { buildYearModel, yearLegend, yearTooltip, type YearChartOptions, type YearModel, type YearSeries } from './yearData';
import type { ChartBaseProps, PlotModel, PlotSize } from './types';

export interface YearChartProps extends ChartBaseProps, YearChartOptions {
  series: readonly YearSeries[];
  formatValue?: (value: number) => string;
}

function YearMarks({ model, size }: { model: YearModel; size: PlotSize }) {
  return (
    <>
      {model.shaded.map((column) => (
        <rect key={column.year} data-part="year-column" x={column.x} y={0} width={column.width} height={size.height} fill={tokens.colors.background} />
      ))}
      {model.references.map((line) => (
        <line key={line.key} data-part="reference-line" x1={0} x2={size.width} y1={line.y} y2={line.y} stroke={line.color} strokeWidth={2} strokeDasharray="6 3" />
      ))}
      {model.lines.map((line) => (
        <g key={line.key} data-series={line.key}>
          {line.segments
            .filter((segment) => segment.length > 1)
            .map((segment, index) => (
              <LinePath key={index} data-part="line-segment" data={segment} x={(point) => point.x} y={(point) => point.y} stroke={line.color} strokeWidth={2} fill="none" />
            ))}
          {line.markers.map((marker) => (
            <Marker key={marker.year} shape={line.shape} x={marker.x} y={marker.y} color={line.color} />
          ))}
        </g>
      ))}
    </>
  );
}

/**
 * One value per year and series (a yearly or seasonal mean) on a year axis, with dashed reference
 * lines (a standard) and every other year's column shaded, half a year either side of its mark.
 */
export function YearChart({ series, summary, width, height, formatValue, xLabel, yLabel, units, references }: YearChartProps) {
  const t = useT();
  const legend = useMemo(() => yearLegend(series, references), [series, references]);
  const plot = useCallback(
    (size: PlotSize): PlotModel => {
      const options = { xLabel, yLabel, units, references };
      const model = buildYearModel(series, size, options, t);
      return {
        x: model.x,
        left: model.left,
        marks: <YearMarks model={model} size={size} />,
        nearest: (x) => yearTooltip(series, model, x, { ...options, formatValue }, t),
        crosshair: true,
      };
    },
    [series, xLabel, yLabel, units, references, formatValue, t],
  );
  return <ChartFrame summary={summary} width={width} height={height} legend={legend} plot={plot} />;
}
