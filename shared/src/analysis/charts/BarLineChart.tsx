import { seriesColor } from './seriesStyle';
import { TimeChart, type TimeChartProps } from './TimeChart';
import type { TimeSeries } from './timeData';

export type BarLineSeries = Omit<TimeSeries, 'kind' | 'axis' | 'dashed'>;

export interface BarLineChartProps extends Omit<TimeChartProps, 'series'> {
  /** Bars on the left axis (e.g. daily precipitation per location). */
  bars: readonly BarLineSeries[];
  /** Dashed lines on the right axis (e.g. cumulative precipitation per location). */
  lines: readonly BarLineSeries[];
}

/**
 * Bars on the left axis and dashed lines without markers on the right axis (daily precipitation
 * bars with cumulative lines). The i-th line takes the i-th bar's colour unless given its own, so a
 * location's bars and its cumulative line match.
 */
export function BarLineChart({ bars, lines, ...props }: BarLineChartProps) {
  const series: TimeSeries[] = [
    ...bars.map((entry, index): TimeSeries => ({ ...entry, color: entry.color ?? seriesColor(index), kind: 'bar', axis: 'left' })),
    ...lines.map(
      (entry, index): TimeSeries => ({
        markers: false,
        ...entry,
        color: entry.color ?? bars[index]?.color ?? seriesColor(index),
        kind: 'line',
        axis: 'right',
        dashed: true,
      }),
    ),
  ];
  return <TimeChart {...props} series={series} />;
}
