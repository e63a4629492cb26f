import { useContext, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { Axis, DataContext, GlyphSeries, Grid, LineSeries, Tooltip, XYChart } from '@visx/xychart';
import { Button, Space } from 'antd';
// One file per icon, as antd itself imports them: the package index pulls in every icon (and is ESM-only under jest).
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import TableOutlined from '@ant-design/icons/TableOutlined';
// Through the package name, as results-table does: toasts must reach the one store of '@basin/shared'.
import { notify, tokens } from '@basin/shared';
import { visuallyHidden } from '../ui/visuallyHidden';
import { CHART_FONT_SIZE, chartTheme, seriesColor, seriesShape, type MarkerShape } from './chartTheme';
import {
  dateExtent,
  defaultTickFormat,
  defaultValueFormat,
  describeChart,
  isoDate,
  toDate,
  toPlotSeries,
  valueDomain,
  type PlotPoint,
  type PlotSeries,
} from './chartData';
import { saveSvgAsPng } from './saveSvgAsPng';
import type { BenchmarkLine, TimeSeries, TimeSeriesVariant } from './types';

export interface TimeSeriesChartProps {
  /** Names the chart: starts the SVG's aria-label and is the caption of the table alternative. */
  title: string;
  /** One line per series; colours (and marker shapes) follow the order. */
  series: readonly TimeSeries[];
  /** Label of the value axis, e.g. 'Total phosphorus (µg/L)'. */
  yLabel: string;
  /** Label of the date axis. Default 'Date'. */
  xLabel?: string;
  /** Horizontal reference lines (benchmarks), dashed, named in the legend. */
  benchmarks?: readonly BenchmarkLine[];
  /** Date axis extent; points outside it are left out of the chart and its table. Default: the points' extent. */
  dateDomain?: readonly [string | Date, string | Date];
  /** Fixed width in px; without it the chart takes its container's width (and follows it). */
  width?: number;
  /** Height of the plot with its axes, in px (the legend adds its own rows). Default 320. */
  height?: number;
  /** Lines joining the points, the points, or both (default). */
  variant?: TimeSeriesVariant;
  /** Dates in the tooltip, the table and the aria-label. Default 'YYYY-MM-DD'. */
  formatDate?: (date: Date) => string;
  /** Date axis ticks. Default: years over long periods, month and year otherwise. */
  formatTick?: (date: Date) => string;
  /** Values in the tooltip and the table. Default: up to 6 significant digits. */
  formatValue?: (value: number) => string;
  /** Shows a 'Save graph as PNG' button saving under this name ('.png' is added). */
  exportFileName?: string;
  /** Whether the table alternative starts visible (it is always in the page for screen readers). Default false. */
  tableVisible?: boolean;
}

const DEFAULT_HEIGHT = 320;
const MARKER_SIZE = 4;
const LEGEND_ROW_HEIGHT = 20;
const LEGEND_SWATCH = 22;
/** Rough width of one character of the legend font; enough to wrap the legend into rows without measuring text. */
const CHAR_WIDTH = CHART_FONT_SIZE * 0.58;
const BASE_MARGIN = { top: 12, right: 24, bottom: 52, left: 76 };

/** The width of an element, following its resizes; 0 until measured (or where layout is missing, as in jsdom). */
function useElementWidth(ref: RefObject<HTMLElement | null>, enabled: boolean): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return undefined;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return width;
}

interface MarkerProps {
  shape: MarkerShape;
  x: number;
  y: number;
  size: number;
  color: string;
  /** Open marker (e.g. a non-detect): a different look that does not rely on colour. */
  hollow: boolean;
}

function Marker({ shape, x, y, size, color, hollow }: MarkerProps) {
  const paint = hollow
    ? { fill: tokens.colors.surface, stroke: color, strokeWidth: 1.5 }
    : { fill: color, stroke: tokens.colors.surface, strokeWidth: 0.75 };
  switch (shape) {
    case 'square':
      return <rect x={x - size} y={y - size} width={size * 2} height={size * 2} {...paint} />;
    case 'triangle': {
      const h = size * 1.2;
      return <path d={`M${x},${y - h} L${x + h},${y + h * 0.8} L${x - h},${y + h * 0.8} Z`} {...paint} />;
    }
    case 'diamond': {
      const d = size * 1.3;
      return <path d={`M${x},${y - d} L${x + d},${y} L${x},${y + d} L${x - d},${y} Z`} {...paint} />;
    }
    case 'circle':
      return <circle cx={x} cy={y} r={size} {...paint} />;
  }
}

type LegendItem =
  | { kind: 'series'; label: string; color: string; shape: MarkerShape; line: boolean }
  | { kind: 'benchmark'; label: string; color: string }
  | { kind: 'flag'; label: string };

interface PlacedLegendItem {
  item: LegendItem;
  x: number;
  row: number;
}

/** Places the legend items left to right, wrapping into rows that fit `width`. */
function layoutLegend(items: readonly LegendItem[], width: number): { placed: PlacedLegendItem[]; rows: number } {
  const placed: PlacedLegendItem[] = [];
  let x = 0;
  let row = 0;
  for (const item of items) {
    const itemWidth = LEGEND_SWATCH + 6 + item.label.length * CHAR_WIDTH + 16;
    if (x > 0 && x + itemWidth > width) {
      row += 1;
      x = 0;
    }
    placed.push({ item, x, row });
    x += itemWidth;
  }
  return { placed, rows: items.length === 0 ? 0 : row + 1 };
}

/** The legend, drawn inside the SVG so that a saved PNG explains itself. */
function ChartLegend({ placed, left, top }: { placed: readonly PlacedLegendItem[]; left: number; top: number }) {
  return (
    <g data-part="legend" transform={`translate(${left}, ${top})`} fontFamily={tokens.fontFamily} fontSize={CHART_FONT_SIZE}>
      {placed.map(({ item, x, row }) => {
        const y = row * LEGEND_ROW_HEIGHT + LEGEND_ROW_HEIGHT / 2;
        return (
          <g key={`${item.kind}-${item.label}`} transform={`translate(${x}, ${y})`}>
            {item.kind === 'series' && (
              <>
                {item.line && <line x1={0} x2={LEGEND_SWATCH} y1={0} y2={0} stroke={item.color} strokeWidth={2} />}
                <Marker shape={item.shape} x={LEGEND_SWATCH / 2} y={0} size={MARKER_SIZE} color={item.color} hollow={false} />
              </>
            )}
            {item.kind === 'benchmark' && <line x1={0} x2={LEGEND_SWATCH} y1={0} y2={0} stroke={item.color} strokeWidth={2} strokeDasharray="6 3" />}
            {item.kind === 'flag' && <Marker shape="circle" x={LEGEND_SWATCH / 2} y={0} size={MARKER_SIZE} color={tokens.colors.textSecondary} hollow />}
            <text x={LEGEND_SWATCH + 6} y={0} dy="0.35em" fill={tokens.colors.text}>
              {item.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** Dashed horizontal reference lines across the plot, placed with the chart's own value scale. */
function BenchmarkLines({ lines }: { lines: readonly BenchmarkLine[] }) {
  const { yScale, margin, innerWidth } = useContext(DataContext);
  if (!yScale || !margin || innerWidth === undefined) return null;
  return (
    <g>
      {lines.map((line) => {
        const y = Number(yScale(line.value));
        if (!Number.isFinite(y)) return null;
        return (
          <line
            key={`${line.label}-${line.value}`}
            x1={margin.left}
            x2={margin.left + innerWidth}
            y1={y}
            y2={y}
            stroke={line.color}
            strokeWidth={2}
            strokeDasharray="6 3"
          />
        );
      })}
    </g>
  );
}

/**
 * A time-series line/point chart in the portal's look: one colour and marker shape per series,
 * dashed benchmark lines, a legend, a tooltip, and always a table alternative listing the same points
 * (visually hidden until shown, so screen readers get it either way: WCAG 1.1.1).
 */
export function TimeSeriesChart({
  title,
  series,
  yLabel,
  xLabel = 'Date',
  benchmarks = [],
  dateDomain,
  width: fixedWidth,
  height = DEFAULT_HEIGHT,
  variant = 'line-points',
  formatDate = isoDate,
  formatTick,
  formatValue = defaultValueFormat,
  exportFileName,
  tableVisible: initiallyVisible = false,
}: TimeSeriesChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const measuredWidth = useElementWidth(containerRef, fixedWidth === undefined);
  const width = fixedWidth ?? measuredWidth;
  const [tableVisible, setTableVisible] = useState(initiallyVisible);
  const tableId = useId();

  const domain = useMemo<[Date, Date] | undefined>(
    () => (dateDomain ? [toDate(dateDomain[0]), toDate(dateDomain[1])] : undefined),
    [dateDomain],
  );
  const plotSeries = useMemo(() => toPlotSeries(series, seriesColor, domain), [series, domain]);
  const extent = domain ?? dateExtent(plotSeries);
  const pointCount = plotSeries.reduce((sum, entry) => sum + entry.points.length, 0);
  const flags = [...new Set(plotSeries.flatMap((entry) => entry.points.flatMap((point) => (point.flag ? [point.flag] : []))))];
  const label = describeChart(title, plotSeries, benchmarks, formatDate);

  const legendItems: LegendItem[] = [
    ...plotSeries.map(({ series: entry, index, color }): LegendItem => ({
      kind: 'series',
      label: entry.units ? `${entry.label} (${entry.units})` : entry.label,
      color,
      shape: seriesShape(index),
      line: variant !== 'points',
    })),
    ...benchmarks.map((line): LegendItem => ({ kind: 'benchmark', label: line.label, color: line.color })),
    ...flags.map((flag): LegendItem => ({ kind: 'flag', label: `Open marker: ${flag}` })),
  ];
  const legend = layoutLegend(legendItems, Math.max(1, width - BASE_MARGIN.left - BASE_MARGIN.right));
  const margin = { ...BASE_MARGIN, top: BASE_MARGIN.top + legend.rows * LEGEND_ROW_HEIGHT };
  const svgHeight = height + legend.rows * LEGEND_ROW_HEIGHT;
  const tickFormat = formatTick ?? (extent ? defaultTickFormat(extent[0], extent[1]) : isoDate);
  const seriesByKey = new Map(plotSeries.map((entry) => [entry.series.key, entry]));
  const drawChart = pointCount > 0 && width > 0;

  // visx's <svg> takes no role; set it after each render (the element persists between renders).
  useLayoutEffect(() => {
    containerRef.current?.querySelector('svg')?.setAttribute('role', 'img');
  });

  const handleSave = () => {
    const svg = containerRef.current?.querySelector('svg');
    if (!svg || !exportFileName) return;
    saveSvgAsPng(svg, exportFileName).catch((error: unknown) => {
      console.error('Saving the graph as PNG failed', error);
      notify({ message: 'Something went wrong.', severity: 'error' });
    });
  };

  return (
    <div style={{ position: 'relative', fontFamily: tokens.fontFamily }}>
      <div ref={containerRef} style={{ width: fixedWidth ?? '100%' }}>
        {drawChart && (
          <XYChart
            width={width}
            height={svgHeight}
            margin={margin}
            theme={chartTheme}
            accessibilityLabel={label}
            xScale={{ type: 'utc', ...(domain ? { domain } : {}) }}
            yScale={{ type: 'linear', domain: valueDomain(plotSeries, benchmarks), nice: true, zero: false }}
          >
            <ChartLegend placed={legend.placed} left={margin.left} top={BASE_MARGIN.top / 2} />
            <Grid columns={false} numTicks={5} />
            <BenchmarkLines lines={benchmarks} />
            {plotSeries.map(({ series: entry, index, color, points }) => (
              <g key={entry.key}>
                {variant !== 'points' && points.length > 1 && (
                  <LineSeries
                    dataKey={`${entry.key}-line`}
                    data={points}
                    xAccessor={(point: PlotPoint) => point.date}
                    yAccessor={(point: PlotPoint) => point.value}
                    colorAccessor={() => color}
                    strokeWidth={1.5}
                    // The markers carry the tooltip; a line datum would show each point twice.
                    enableEvents={variant === 'line'}
                  />
                )}
                {(variant !== 'line' || points.length === 1) && (
                  <GlyphSeries
                    dataKey={entry.key}
                    data={points}
                    xAccessor={(point: PlotPoint) => point.date}
                    yAccessor={(point: PlotPoint) => point.value}
                    colorAccessor={() => color}
                    size={MARKER_SIZE}
                    renderGlyph={({ x, y, size, datum }) => (
                      <Marker shape={seriesShape(index)} x={x} y={y} size={size} color={color} hollow={Boolean(datum.flag)} />
                    )}
                  />
                )}
              </g>
            ))}
            <Axis orientation="bottom" label={xLabel} numTicks={Math.max(2, Math.floor(width / 110))} tickFormat={(value) => tickFormat(value instanceof Date ? value : new Date(Number(value)))} />
            <Axis orientation="left" label={yLabel} numTicks={5} labelOffset={44} tickFormat={(value) => formatValue(Number(value))} />
            <Tooltip<PlotPoint>
              snapTooltipToDatumX
              snapTooltipToDatumY
              showVerticalCrosshair
              // Above the map and its controls: the tooltip is portalled to the end of <body>.
              zIndex={1100}
              verticalCrosshairStyle={{ stroke: tokens.colors.textSecondary, strokeDasharray: '3 3' }}
              renderTooltip={({ tooltipData }) => {
                const point = tooltipData?.nearestDatum?.datum;
                const entry = point ? seriesByKey.get(point.seriesKey) : undefined;
                if (!point || !entry) return null;
                return (
                  <div style={{ fontFamily: tokens.fontFamily, fontSize: CHART_FONT_SIZE, color: tokens.colors.text }}>
                    <div style={{ color: entry.color, fontWeight: 600 }}>{entry.series.label}</div>
                    <div>{formatDate(point.date)}</div>
                    <div>
                      {formatValue(point.value)}
                      {entry.series.units ? ` ${entry.series.units}` : ''}
                      {point.flag ? ` (${point.flag})` : ''}
                    </div>
                  </div>
                );
              }}
            />
          </XYChart>
        )}
      </div>
      <Space wrap size="small" style={{ marginTop: 4 }}>
        <Button
          size="small"
          icon={<TableOutlined aria-hidden />}
          aria-expanded={tableVisible}
          aria-controls={tableId}
          onClick={() => setTableVisible((visible) => !visible)}
        >
          {tableVisible ? 'Hide data table' : 'Show data table'}
        </Button>
        {exportFileName && (
          <Button size="small" icon={<DownloadOutlined aria-hidden />} disabled={!drawChart} onClick={handleSave}>
            Save graph as PNG
          </Button>
        )}
      </Space>
      <ChartDataTable id={tableId} title={title} series={plotSeries} visible={tableVisible} formatDate={formatDate} formatValue={formatValue} />
    </div>
  );
}

interface ChartDataTableProps {
  id: string;
  title: string;
  series: readonly PlotSeries[];
  visible: boolean;
  formatDate: (date: Date) => string;
  formatValue: (value: number) => string;
}

const cellStyle: CSSProperties = { padding: '2px 8px', borderBottom: `1px solid ${tokens.colors.border}`, textAlign: 'left' };

/** The chart's points as a plain table (series by series, by date): the chart's text alternative. */
function ChartDataTable({ id, title, series, visible, formatDate, formatValue }: ChartDataTableProps) {
  const hasFlags = series.some((entry) => entry.points.some((point) => point.flag));
  return (
    <div id={id} style={visible ? { maxHeight: 320, overflow: 'auto', marginTop: 8 } : visuallyHidden}>
      <table style={{ borderCollapse: 'collapse', fontSize: CHART_FONT_SIZE + 1, color: tokens.colors.text }}>
        <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>{`${title} (data table)`}</caption>
        <thead>
          <tr>
            <th scope="col" style={cellStyle}>Date</th>
            <th scope="col" style={cellStyle}>Series</th>
            <th scope="col" style={cellStyle}>Value</th>
            {hasFlags && <th scope="col" style={cellStyle}>Note</th>}
          </tr>
        </thead>
        <tbody>
          {series.flatMap(({ series: entry, points }) =>
            points.map((point, index) => (
              <tr key={`${entry.key}-${index}`}>
                <td style={cellStyle}>{formatDate(point.date)}</td>
                <td style={cellStyle}>{entry.label}</td>
                <td style={cellStyle}>{`${formatValue(point.value)}${entry.units ? ` ${entry.units}` : ''}`}</td>
                {hasFlags && <td style={cellStyle}>{point.flag ?? ''}</td>}
              </tr>
            )),
          )}
          {series.every((entry) => entry.points.length === 0) && (
            <tr>
              <td style={cellStyle} colSpan={hasFlags ? 4 : 3}>
                No data
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
