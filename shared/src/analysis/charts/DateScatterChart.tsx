import { useCallback, useMemo } from 'react';
import { ChartFrame } from './ChartFrame';
import { Marker } from './Marker';
import { buildDateScatterModel, dateScatterLegend, dateScatterTooltip, type DateScatterOptions, type DateScatterSeries } from './dateScatterData';
import type { ChartBaseProps, PlotModel, PlotSize } from './types';

export interface DateScatterChartProps extends ChartBaseProps, DateScatterOptions {
  series: readonly DateScatterSeries[];
  formatValue?: (value: number) => string;
}

/** Single results over dates, one marker shape and colour per series, not joined (each is one sample); x ticks by day or by month. */
export function DateScatterChart({ series, summary, width, height, formatValue, xLabel, yLabel, units, tickUnit }: DateScatterChartProps) {
  const legend = useMemo(() => dateScatterLegend(series), [series]);
  const plot = useCallback(
    (size: PlotSize): PlotModel => {
      const options = { xLabel, yLabel, units, tickUnit };
      const model = buildDateScatterModel(series, size, options);
      return {
        x: model.x,
        left: model.left,
        marks: (
          <>
            {model.points.map((point) => (
              <Marker key={point.key} shape={point.shape} x={point.px} y={point.py} color={point.color} open={point.open} />
            ))}
          </>
        ),
        nearest: (x, y) => dateScatterTooltip(series, model, x, y, { ...options, formatValue }),
      };
    },
    [series, xLabel, yLabel, units, tickUnit, formatValue],
  );
  return <ChartFrame summary={summary} width={width} height={height} legend={legend} plot={plot} />;
}
