import { TimeChart, type TimeChartProps } from './TimeChart';
import type { TimeSeries } from './timeData';

export type LineSeries = Omit<TimeSeries, 'kind'>;

export interface LineChartProps extends Omit<TimeChartProps, 'series'> {
  /** Lines; `axis: 'right'` puts a series on the right value axis. */
  series: readonly LineSeries[];
}

/** Lines over dates (TimeChart with every series a line). */
export function LineChart({ series, ...props }: LineChartProps) {
  return <TimeChart {...props} series={series.map((entry) => ({ ...entry, kind: 'line' }))} />;
}
