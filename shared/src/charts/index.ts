// `@basin/shared/charts`: its own module (like results-table), so pages without a chart do not load visx.
export { TimeSeriesChart, type TimeSeriesChartProps } from './TimeSeriesChart';
export type { TimeSeries, TimeSeriesPoint, BenchmarkLine, TimeSeriesVariant } from './types';
export { saveSvgAsPng, serializeSvg } from './saveSvgAsPng';
export { SERIES_COLORS, chartTheme, seriesColor } from './chartTheme';
export { toDate, isoDate } from './chartData';
