import { useT } from '@basin/shared';
import { useCallback, useId, useMemo } from 'react';
import { ChartFrame } from './ChartFrame';
import { HatchPattern } from './Legend';
import { buildGroupedBarModel, groupColor, groupedBarLegend, groupedBarTooltip, type BarGroup, type GroupedBarOptions } from './groupedBarData';
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
  const t = useT();
  const legend = useMemo(() => groupedBarLegend(groups), [groups]);
  const hatchId = useId();
  const plot = useCallback(
    (size: PlotSize): PlotModel => {
      const model = buildGroupedBarModel(categories, groups, size, { yMax, maxBarWidth, xLabel, yLabel });
      const hatch = (key: string) => `${hatchId}-${key}`;
      return {
        x: model.x,
        left: model.left,
        marks: (
          <>
            {groups.map((group, index) => group.partial && <HatchPattern key={group.key} id={hatch(group.key)} color={groupColor(group, index)} />)}
            {model.bars.map((bar) => (
              <rect
                key={bar.key}
                data-part="bar"
                data-series={bar.groupKey}
                data-partial={bar.partial || undefined}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                fill={bar.partial ? `url(#${hatch(bar.groupKey)})` : bar.color}
                stroke={bar.partial ? bar.color : undefined}
              />
            ))}
          </>
        ),
        nearest: (x) => groupedBarTooltip(categories, groups, model, x, units, t),
      };
    },
    [categories, groups, units, yMax, maxBarWidth, xLabel, yLabel, hatchId, t],
  );
  return <ChartFrame summary={summary} width={width} height={height} legend={legend} plot={plot} />;
}
