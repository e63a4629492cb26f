import { useCallback, useMemo } from 'react';
import { ChartFrame } from './ChartFrame';
import { buildGroupedBarModel, groupedBarLegend, groupedBarTooltip, type BarGroup, type GroupedBarOptions } from './groupedBarData';
import type { ChartBaseProps, PlotModel, PlotSize } from './types';

export interface GroupedBarChartProps extends ChartBaseProps, GroupedBarOptions {
  /** The band axis, e.g. month names. */
  categories: readonly string[];
  /** One group per year (or site); YEAR_PALETTE colours by default. */
  groups: readonly BarGroup[];
  /** Unit of the values, in the tooltip. */
  units?: string;
}

/** Bars grouped by category (months), one bar per group (year) side by side, at most 18 px wide. */
export function GroupedBarChart({ categories, groups, units, summary, width, height, yMax, maxBarWidth, xLabel, yLabel }: GroupedBarChartProps) {
  const legend = useMemo(() => groupedBarLegend(groups), [groups]);
  const plot = useCallback(
    (size: PlotSize): PlotModel => {
      const model = buildGroupedBarModel(categories, groups, size, { yMax, maxBarWidth, xLabel, yLabel });
      return {
        x: model.x,
        left: model.left,
        marks: model.bars.map((bar) => (
          <rect key={bar.key} data-part="bar" data-series={bar.groupKey} x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={bar.color} />
        )),
        nearest: (x) => groupedBarTooltip(categories, groups, model, x, units),
      };
    },
    [categories, groups, units, yMax, maxBarWidth, xLabel, yLabel],
  );
  return <ChartFrame summary={summary} width={width} height={height} legend={legend} plot={plot} />;
}
