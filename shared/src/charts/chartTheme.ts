import { buildChartTheme } from '@visx/xychart';
import { tokens } from '@basin/shared';
import { CHART_FONT_SIZE, SERIES_COLORS } from './seriesStyle';

export { SERIES_COLORS, MARKER_SHAPES, CHART_FONT_SIZE, seriesColor, seriesShape, type MarkerShape } from './seriesStyle';

/** The visx theme from the portal's design tokens: font, text and grid colours, series colours. */
export const chartTheme = buildChartTheme({
  backgroundColor: tokens.colors.surface,
  colors: [...SERIES_COLORS],
  tickLength: 4,
  gridColor: tokens.colors.border,
  gridColorDark: tokens.colors.textSecondary,
  svgLabelBig: { fontFamily: tokens.fontFamily, fontSize: CHART_FONT_SIZE + 1, fontWeight: 600, fill: tokens.colors.text },
  svgLabelSmall: { fontFamily: tokens.fontFamily, fontSize: CHART_FONT_SIZE - 1, fontWeight: 400, fill: tokens.colors.textSecondary },
  htmlLabel: { fontFamily: tokens.fontFamily, fontSize: CHART_FONT_SIZE, color: tokens.colors.text },
  xAxisLineStyles: { stroke: tokens.colors.textSecondary, strokeWidth: 1 },
  yAxisLineStyles: { stroke: tokens.colors.textSecondary, strokeWidth: 1 },
});
