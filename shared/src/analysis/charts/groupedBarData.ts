import { currentT, type Translate } from '@basin/shared';
import { scaleBand } from '@visx/scale';
import { formatTwoDecimals, withUnits } from './format';
import { yearColor } from './palette';
import { valueExtent, valueScale } from './scales';
import { categoryTicks, numberTicks } from './ticks';
import type { AxisModel, LegendItem, PlotSize, TooltipModel } from './types';

export interface BarGroup {
  key: string;
  /** E.g. the year. */
  label: string;
  color?: string;
  /** One value per category, in the categories' order; null draws no bar. */
  values: readonly (number | null)[];
  /** A year still running (calendarYearLabel): its bars are hatched, so it is not read as a whole year. */
  partial?: boolean;
}

export interface GroupedBarOptions {
  /** Fixed top of the value axis (a scale shared between charts); without it the axis is niced. */
  yMax?: number;
  /** Widest bar, px. Default 18 (spec 02 §9). */
  maxBarWidth?: number;
  xLabel?: string;
  yLabel?: string;
}

export interface DrawnGroupBar {
  key: string;
  groupKey: string;
  category: string;
  value: number;
  color: string;
  x: number;
  y: number;
  width: number;
  height: number;
  partial: boolean;
}

export interface GroupedBarModel {
  x: AxisModel;
  left: AxisModel;
  bars: DrawnGroupBar[];
  /** Each category's band: start and width in px (the tooltip picks the band under the pointer). */
  bands: { category: string; x: number; width: number }[];
}

export const GROUPED_BAR_MAX_WIDTH = 18;
/** Calendar months as bar categories (monthly means by year). */
export const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The months' abbreviations in the language: 'Jan' ... 'Dec' in English (MONTH_ABBREVIATIONS), 'ene' ... 'dic' in Spanish. */
export function monthAbbreviations(t: Translate): string[] {
  return MONTH_ABBREVIATIONS.map((_month, index) => t.intl.formatDate(Date.UTC(2000, index, 1), { month: 'short', timeZone: 'UTC' }));
}
const BAR_GAP = 2;

export const groupColor = (group: BarGroup, index: number) => group.color ?? yearColor(index);

/**
 * Bars of every group side by side within each category (months on a band axis), each at most
 * `maxBarWidth` wide and the set centred in its band; the value axis reaches 0.
 */
export function buildGroupedBarModel(
  categories: readonly string[],
  groups: readonly BarGroup[],
  size: PlotSize,
  options: GroupedBarOptions = {},
): GroupedBarModel {
  const { yMax, maxBarWidth = GROUPED_BAR_MAX_WIDTH } = options;
  const xScale = scaleBand<string>({ domain: [...categories], range: [0, size.width], paddingInner: 0.2, paddingOuter: 0.1 });
  const values = groups.flatMap((group) => group.values.filter((value): value is number => value !== null && Number.isFinite(value)));
  const extent = valueExtent(values, true);
  const fixed = yMax !== undefined && Number.isFinite(yMax) && yMax > extent[0];
  const yScale = valueScale(fixed ? [extent[0], yMax] : extent, [size.height, 0], size.height, fixed);

  const bandwidth = xScale.bandwidth();
  const count = Math.max(1, groups.length);
  const width = Math.max(1, Math.min(maxBarWidth, (bandwidth - BAR_GAP * (count - 1)) / count));
  const total = width * count + BAR_GAP * (count - 1);
  const zero = yScale(0);

  const bars: DrawnGroupBar[] = [];
  categories.forEach((category, categoryIndex) => {
    const start = (xScale(category) ?? 0) + (bandwidth - total) / 2;
    groups.forEach((group, groupIndex) => {
      const value = group.values[categoryIndex];
      if (value === null || value === undefined || !Number.isFinite(value)) return;
      const top = yScale(value);
      bars.push({
        key: `${group.key}-${category}`,
        groupKey: group.key,
        category,
        value,
        color: groupColor(group, groupIndex),
        x: start + groupIndex * (width + BAR_GAP),
        y: Math.min(top, zero),
        width,
        height: Math.abs(zero - top),
        partial: Boolean(group.partial),
      });
    });
  });

  return {
    x: { scale: xScale, ticks: categoryTicks(categories), label: options.xLabel },
    left: { scale: yScale, ticks: numberTicks(yScale, size.height), label: options.yLabel },
    bars,
    bands: categories.map((category) => ({ category, x: xScale(category) ?? 0, width: bandwidth })),
  };
}

/**
 * The top of a value axis shared by several grouped bar charts (a fixed scale): the largest value of
 * all their groups times `headroom` (e.g. 1.05 leaves room above the tallest bar); undefined without
 * values, so each chart falls back to its own axis.
 */
export function sharedValueMax(charts: readonly (readonly BarGroup[])[], headroom = 1): number | undefined {
  const values = charts.flatMap((groups) => groups.flatMap((group) => group.values.filter((value): value is number => value !== null && Number.isFinite(value))));
  if (values.length === 0) return undefined;
  const max = Math.max(...values);
  return max > 0 ? max * headroom : undefined;
}

/** The tooltip for the category under plot x: each group's value with 2 decimals and the unit. */
export function groupedBarTooltip(
  categories: readonly string[],
  groups: readonly BarGroup[],
  model: GroupedBarModel,
  x: number,
  units?: string,
  t: Translate = currentT(),
): TooltipModel | null {
  const step = model.bands.length > 1 ? (model.bands[1]?.x ?? 0) - (model.bands[0]?.x ?? 0) : Number.POSITIVE_INFINITY;
  const band = model.bands.find((candidate) => x >= candidate.x - (step - candidate.width) / 2 && x < candidate.x + candidate.width + (step - candidate.width) / 2);
  if (!band) return null;
  const index = categories.indexOf(band.category);
  const topBar = Math.min(...model.bars.filter((bar) => bar.category === band.category).map((bar) => bar.y));
  return {
    title: band.category,
    rows: groups.map((group, groupIndex) => {
      const value = group.values[index];
      return {
        key: group.key,
        label: group.label,
        value: value === null || value === undefined || !Number.isFinite(value) ? t('shared.analysis.chart.noData') : withUnits(formatTwoDecimals(value), units),
        color: groupColor(group, groupIndex),
      };
    }),
    x: band.x + band.width / 2,
    y: Number.isFinite(topBar) ? topBar : 0,
  };
}

export function groupedBarLegend(groups: readonly BarGroup[]): LegendItem[] {
  return groups.map((group, index) => ({ key: group.key, label: group.label, color: groupColor(group, index), swatch: 'bar', hatched: Boolean(group.partial) }));
}
