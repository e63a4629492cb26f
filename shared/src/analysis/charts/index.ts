// The analysis chart kit: one frame, thin kinds, their data shaping, summaries and formats.
export { ChartFrame, DEFAULT_CHART_HEIGHT, frameMargin, type ChartFrameProps, type Margin } from './ChartFrame';
export { TimeChart, type TimeChartProps } from './TimeChart';
export { TimeBrush, type TimeBrushProps } from './TimeBrush';
export {
  suggestLogScale,
  periodForShortcut,
  shortcutOfPeriod,
  describeShownPeriod,
  inShownPeriod,
  PERIOD_SHORTCUTS,
  periodShortcutLabel,
  periodShortcutName,
  LOG_SCALE_MIN_RATIO,
  type PeriodShortcut,
  type ShownPeriod,
} from './zoom';
export { LineChart, type LineChartProps, type LineSeries } from './LineChart';
export { BarLineChart, type BarLineChartProps, type BarLineSeries } from './BarLineChart';
export { GroupedBarChart, type GroupedBarChartProps } from './GroupedBarChart';
export { ScatterChart, type ScatterChartProps } from './ScatterChart';
export { DepthHeatMap, type DepthHeatMapProps } from './DepthHeatMap';
export { Legend, HatchPattern } from './Legend';
export { calendarYearLabel, type YearLabel } from './partialYear';
export { Marker, type MarkerProps } from './Marker';
export { useContainerWidth } from './useContainerWidth';
export {
  buildTimeModel,
  lineSegments,
  timeTooltip,
  timeLegend,
  placeReferences,
  REFERENCE_COLOR,
  DEFAULT_MAX_BAR_WIDTH,
  type TimeSeries,
  type TimePoint,
  type TimeBandPoint,
  type TimeReference,
  type TimeModel,
  type TimeModelOptions,
  type ValueBand,
} from './timeData';
export { buildGroupedBarModel, groupedBarTooltip, sharedValueMax, GROUPED_BAR_MAX_WIDTH, MONTH_ABBREVIATIONS, monthAbbreviations, type BarGroup, type GroupedBarOptions, type GroupedBarModel } from './groupedBarData';
export { buildScatterModel, scatterTooltip, type ScatterSeries, type ScatterPoint, type ScatterFit, type ScatterOptions, type ScatterModel } from './scatterData';
export {
  buildHeatMapModel,
  colourClassIndex,
  colourClassLabels,
  describeCell,
  describeDepthHeatMap,
  dynamicBreaks,
  lineRuns,
  spansAround,
  DEFAULT_MAX_HALF_LAYER,
  DEFAULT_MAX_HALF_SPAN_DAYS,
  type ColourScale,
  type DepthValue,
  type HeatCell,
  type HeatColumn,
  type HeatMapLine,
  type HeatMapModel,
  type HeatMapOptions,
  type Span,
} from './DepthHeatMapData';
export { YEAR_PALETTE, yearColor, contrastRatio } from './palette';
export { MAX_TICKS, dateTicks, weekTicks, numberTicks, categoryTicks, limitedTicks, type Tick } from './ticks';
export {
  resultCell,
  formatNumber,
  formatValue,
  formatTwoDecimals,
  formatDayMDY,
  parseDay,
  withUnits,
  endSentence,
} from './format';
export {
  describeSeries,
  describeSeriesSet,
  describeRegression,
  fitStrength,
  type FitStrength,
  describeGroupedBars,
  describeNoData,
  describePeriod,
  highestMonth,
  type SummaryPoint,
} from './summary';
export type { AxisModel, LegendItem, TooltipModel, TooltipRow, PlotModel, PlotSize, ChartBaseProps } from './types';
export { SERIES_COLORS, MARKER_SHAPES, seriesColor, seriesShape, type MarkerShape } from './seriesStyle';
export { saveSvgAsPng, serializeSvg } from './saveSvgAsPng';
