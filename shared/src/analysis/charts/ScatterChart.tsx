import { useT } from '@basin/shared';
import { useCallback, useMemo } from 'react';
import { Area, LinePath } from '@visx/shape';
import { ChartFrame } from './ChartFrame';
import { Marker } from './Marker';
import { buildScatterModel, scatterLegend, scatterTooltip, type ScatterModel, type ScatterOptions, type ScatterSeries } from './scatterData';
import type { ChartBaseProps, PlotModel, PlotSize } from './types';

export interface ScatterChartProps extends ChartBaseProps, ScatterOptions {
  series: readonly ScatterSeries[];
  formatValue?: (value: number) => string;
}

function ScatterMarks({ model }: { model: ScatterModel }) {
  return (
    <>
      {model.fits.map((fit) => (
        <g key={fit.key} data-series={fit.key}>
          <Area data-part="band" data={fit.band} x={(point) => point.x} y0={(point) => point.y0} y1={(point) => point.y1} fill={fit.color} fillOpacity={0.15} />
          <LinePath data-part="fit-line" data={fit.line} x={(point) => point.x} y={(point) => point.y} stroke={fit.color} strokeWidth={2} fill="none" />
        </g>
      ))}
      {model.points.map((point) => (
        <Marker key={point.key} shape={point.shape} x={point.px} y={point.py} color={point.color} open={point.open} />
      ))}
    </>
  );
}

/** Points of one or more series with each series' regression line and translucent 95 % band; outliers are crosses. */
export function ScatterChart({ series, summary, width, height, formatValue, xLabel, yLabel, xUnits, yUnits }: ScatterChartProps) {
  const t = useT();
  const legend = useMemo(() => scatterLegend(series, t), [series, t]);
  const plot = useCallback(
    (size: PlotSize): PlotModel => {
      const options = { xLabel, yLabel, xUnits, yUnits };
      const model = buildScatterModel(series, size, options);
      return {
        x: model.x,
        left: model.left,
        marks: <ScatterMarks model={model} />,
        nearest: (x, y) => scatterTooltip(series, model, x, y, { ...options, formatValue }, t),
      };
    },
    [series, xLabel, yLabel, xUnits, yUnits, formatValue, t],
  );
  return <ChartFrame summary={summary} width={width} height={height} legend={legend} plot={plot} />;
}
