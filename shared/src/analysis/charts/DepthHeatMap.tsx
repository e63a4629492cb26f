import { useCallback, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { HeatmapRect } from '@visx/heatmap';
import { scaleLinear, scaleUtc } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { tokens, useT } from '@basin/shared';
import { CHART_FONT_SIZE } from './seriesStyle';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { ChartFrame, DEFAULT_CHART_HEIGHT, frameMargin } from './ChartFrame';
import { useContainerWidth } from './useContainerWidth';
import { dateTicks, numberTicks } from './ticks';
import { buildHeatMapModel, colourClassLabels, describeCell, lineRuns, type ColourScale, type DepthValue, type HeatCell, type HeatColumn, type HeatMapLine } from './DepthHeatMapData';
import { formatDayMDY, formatValue } from './format';
import type { ChartBaseProps, PlotModel, TooltipModel } from './types';

export interface DepthHeatMapProps extends ChartBaseProps {
  values: readonly DepthValue[];
  scale: ColourScale;
  units?: string | null;
  /** The period on the x axis, 'YYYY-MM-DD'. */
  period?: readonly [string, string];
  /** Depth lines drawn over the cells (e.g. the thermocline), each in the legend. */
  lines?: readonly HeatMapLine[];
  /** A sampling date stands for at most this many days either side (a longer gap shows). Default 31. */
  maxHalfSpanDays?: number;
  /** A depth stands for at most this many m above and below. Default 0.5. */
  maxHalfLayer?: number;
  /** Values in tooltips. Default: 4 significant digits. */
  formatValue?: (value: number) => string;
}

const SWATCH = { width: 24, height: 14 };
const LINE_WIDTH = 2.5;
/** Room on the right for the last date tick's label (the axis ends on the period's last day). */
const MARGIN = { right: 44 };
/** The heat map draws its own legend (colour classes, the hatching); the frame's stays empty. */
const NO_LEGEND: [] = [];
/** The legend item of cells without a sample. */
const NOT_SAMPLED_KEY = 'not-sampled';

/** The legend: one swatch per colour class, one for 'Not sampled', one per overlay line (drawn into a saved PNG too). */
function HeatLegend({ scale, labels, lines, hatchId }: { scale: ColourScale; labels: readonly string[]; lines: readonly HeatMapLine[]; hatchId: string }) {
  const t = useT();
  const item = (key: string, swatch: ReactNode, label: string) => (
    <li key={key} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
      <svg width={SWATCH.width} height={SWATCH.height} aria-hidden focusable="false" style={{ flex: 'none' }}>
        {swatch}
      </svg>
      <span>{label}</span>
    </li>
  );
  return (
    <ul
      aria-label={t('shared.analysis.chart.legend')}
      data-part="legend"
      style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', listStyle: 'none', margin: '4px 0 0', padding: 0, fontFamily: tokens.fontFamily, fontSize: CHART_FONT_SIZE + 1, color: tokens.colors.text }}
    >
      {scale.colors.map((color, index) =>
        item(`class-${index}`, <rect x={0.5} y={0.5} width={SWATCH.width - 1} height={SWATCH.height - 1} fill={color} stroke={tokens.colors.textSecondary} strokeWidth={1} />, labels[index] ?? ''),
      )}
      {item(
        NOT_SAMPLED_KEY,
        <>
          <defs>
            <Hatch id={`${hatchId}-legend`} />
          </defs>
          <rect x={0.5} y={0.5} width={SWATCH.width - 1} height={SWATCH.height - 1} fill={`url(#${hatchId}-legend)`} stroke={tokens.colors.textSecondary} strokeWidth={1} />
        </>,
        t('shared.analysis.heatMap.notSampled'),
      )}
      {lines.map((line) =>
        item(
          `line-${line.key}`,
          <>
            <line x1={0} x2={SWATCH.width} y1={SWATCH.height / 2} y2={SWATCH.height / 2} stroke={line.color} strokeWidth={LINE_WIDTH} strokeDasharray={line.dashed ? '5 3' : undefined} />
            <circle cx={SWATCH.width / 2} cy={SWATCH.height / 2} r={3.5} fill={line.color} stroke={tokens.colors.surface} strokeWidth={1} />
          </>,
          line.label,
        ),
      )}
    </ul>
  );
}

/** Grey diagonal hatching: what the plot shows where nothing was sampled (distinct from every colour class). */
function Hatch({ id }: { id: string }) {
  return (
    <pattern id={id} width={6} height={6} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width={6} height={6} fill={tokens.colors.surface} />
      <line x1={0} x2={0} y1={0} y2={6} stroke="#b8c0cc" strokeWidth={2} />
    </pattern>
  );
}

/** The cell next to `cell` in a direction: up/down within its column, left/right to the nearest depth of the next column. */
function neighbour(columns: readonly HeatColumn[], cell: HeatCell, key: string): HeatCell | undefined {
  const column = columns[cell.column]!;
  const nearestIn = (target: HeatColumn | undefined) =>
    target?.cells.reduce((best, candidate) => (Math.abs(candidate.depth - cell.depth) < Math.abs(best.depth - cell.depth) ? candidate : best));
  switch (key) {
    case 'ArrowUp':
      return column.cells[cell.row - 1];
    case 'ArrowDown':
      return column.cells[cell.row + 1];
    case 'ArrowLeft':
      return nearestIn(columns[cell.column - 1]);
    case 'ArrowRight':
      return nearestIn(columns[cell.column + 1]);
    case 'Home':
      return nearestIn(columns[0]);
    case 'End':
      return nearestIn(columns.at(-1));
    case 'PageUp':
      return column.cells[0];
    case 'PageDown':
      return column.cells.at(-1);
    default:
      return undefined;
  }
}

/**
 * A heat map of a value by sampling date (across) and depth (down), drawn with @visx/heatmap: each
 * date's column as wide as the time it represents (so sparse winter sampling keeps its width and a
 * long gap shows, hatched), each depth's cell as deep as its layer, coloured by the classes of a
 * break-value scale; optional depth lines over it (thermocline, hypoxic boundary). The <svg> is one
 * image named by the summary, drawn in the kit's ChartFrame (axes, pointer area, tooltip); the plot is
 * one tab stop whose arrow keys move through the cells, showing each cell's tooltip and reading it out
 * (a live region). The legend below names every class and line and goes into a saved PNG.
 */
export function DepthHeatMap({
  values,
  scale,
  units,
  period,
  lines = [],
  maxHalfSpanDays,
  maxHalfLayer,
  summary,
  width: fixedWidth,
  height = DEFAULT_CHART_HEIGHT,
  formatValue: format = formatValue,
}: DepthHeatMapProps) {
  const [ref, width] = useContainerWidth(fixedWidth);
  const [active, setActive] = useState<{ cell: HeatCell; fromKeyboard: boolean } | null>(null);
  const [focused, setFocused] = useState(false);
  const ids = useId();
  const hatchId = `${ids}-hatch`;
  const hintId = `${ids}-hint`;
  // The frame's margins (measured here too: the keyboard's cell geometry needs the plot's size).
  const margin = { ...frameMargin(false, width), ...MARGIN };
  const inner = { width: Math.max(0, width - margin.left - margin.right), height: Math.max(0, height - margin.top - margin.bottom) };

  const model = useMemo(() => buildHeatMapModel(values, { scale, period, maxHalfSpanDays, maxHalfLayer }), [values, scale, period, maxHalfSpanDays, maxHalfLayer]);
  const t = useT();
  const labels = useMemo(() => colourClassLabels(scale, units, undefined, t), [scale, units, t]);
  const x = useMemo(() => scaleUtc<number>({ domain: model.timeDomain.map((time) => new Date(time)), range: [0, inner.width] }), [model.timeDomain, inner.width]);
  const y = useMemo(() => scaleLinear<number>({ domain: model.depthDomain, range: [0, inner.height] }), [model.depthDomain, inner.height]);
  const axes = useMemo(
    () => ({
      x: { scale: x, ticks: dateTicks(x, inner.width), label: t('shared.analysis.heatMap.samplingDate') },
      left: { scale: y, ticks: numberTicks(y, inner.height), label: t('shared.analysis.heatMap.depthAxis') },
    }),
    [x, y, inner.width, inner.height, t],
  );
  const geometry = (cell: HeatCell) => {
    const column = model.columns[cell.column]!;
    const left = x(new Date(column.start));
    const top = y(cell.top);
    return { x: left, y: top, width: Math.max(1, x(new Date(column.end)) - left), height: Math.max(1, y(cell.bottom) - top) };
  };
  const dateX = (date: string) => x(new Date(`${date}T00:00:00Z`));

  const cellAt = (px: number, py: number) => {
    const time = x.invert(px).getTime();
    const depth = y.invert(py);
    const column = model.columns.find((candidate) => time >= candidate.start && time < candidate.end);
    return column?.cells.find((cell) => depth >= cell.top && depth < cell.bottom);
  };
  const handlePointer = (point: { x: number; y: number } | null) => {
    if (!point) {
      setActive((current) => (current?.fromKeyboard ? current : null));
      return;
    }
    const cell = cellAt(point.x, point.y);
    setActive(cell ? { cell, fromKeyboard: false } : null);
  };
  const firstCell = model.columns[0]?.cells[0];
  const handleKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      setActive(null);
      return;
    }
    const from = active?.cell ?? firstCell;
    if (!from) return;
    const next = active ? neighbour(model.columns, from, event.key) : ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'].includes(event.key) ? from : undefined;
    if (!next) return;
    event.preventDefault();
    setActive({ cell: next, fromKeyboard: true });
  };

  const activeBox = active ? geometry(active.cell) : null;
  const tooltip: TooltipModel | null =
    active && activeBox
      ? {
          title: formatDayMDY(active.cell.date),
          rows: [
            { key: 'depth', label: t('shared.analysis.heatMap.depth'), value: `${formatValue(active.cell.depth)} m` },
            { key: 'value', label: t('shared.analysis.heatMap.value'), value: units ? `${format(active.cell.value)} ${units}` : format(active.cell.value), color: active.cell.color },
            ...(labels[active.cell.classIndex] ? [{ key: 'class', label: t('shared.analysis.heatMap.class'), value: labels[active.cell.classIndex]! }] : []),
            {
              key: 'span',
              label: t('shared.analysis.heatMap.standsFor'),
              value: t('shared.analysis.heatMap.range', { from: formatDayMDY(new Date(model.columns[active.cell.column]!.start)), to: formatDayMDY(new Date(model.columns[active.cell.column]!.end - 1)) }),
            },
          ],
          x: activeBox.x + activeBox.width / 2,
          y: activeBox.y + activeBox.height / 2,
        }
      : null;
  const announcement = active?.fromKeyboard ? describeCell(active.cell, labels, units, format, t) : '';

  // The cells, the unsampled hatching and the depth lines: rebuilt with the data and the size, not on each pointer move.
  const plot = useCallback(
    (): PlotModel => ({
      x: axes.x,
      left: axes.left,
      marks: (
        <>
          <defs>
            <Hatch id={hatchId} />
          </defs>
          <rect data-part="not-sampled" width={inner.width} height={inner.height} fill={`url(#${hatchId})`} />
          {/* visx iterates the columns and bins and colours each by its class; the geometry is ours (columns of
              different widths, cells of different depths), so each bin is drawn from its cell. */}
          <HeatmapRect<HeatColumn, HeatCell>
            data={model.columns}
            bins={(column) => column.cells}
            count={(cell) => cell.classIndex}
            colorScale={(classIndex) => scale.colors[Math.min(Number(classIndex), scale.colors.length - 1)]}
            xScale={(column) => x(new Date(model.columns[column]!.start))}
            yScale={() => 0}
            gap={0}
          >
            {(heatmap) =>
              heatmap.flat().map((bin) => {
                const box = geometry(bin.bin);
                return (
                  <rect
                    key={bin.bin.key}
                    data-part="cell"
                    data-date={bin.bin.date}
                    data-depth={bin.bin.depth}
                    data-value={bin.bin.value}
                    // Snapped to whole pixels: no hairline seams between neighbouring cells.
                    shapeRendering="crispEdges"
                    {...box}
                    fill={bin.color}
                  />
                );
              })
            }
          </HeatmapRect>
          {lines.map((line) => (
            <g key={line.key} data-part="depth-line" data-line={line.key}>
              {lineRuns(line, model.columns).map((run, index) => (
                <g key={index}>
                  {run.length > 1 && (
                    // A white halo under the line keeps it readable on dark and light cells alike.
                    <LinePath data={run} x={(point) => dateX(point.date)} y={(point) => y(point.depth)} stroke={tokens.colors.surface} strokeWidth={LINE_WIDTH + 3} fill="none" />
                  )}
                  {run.length > 1 && (
                    <LinePath
                      data={run}
                      x={(point) => dateX(point.date)}
                      y={(point) => y(point.depth)}
                      stroke={line.color}
                      strokeWidth={LINE_WIDTH}
                      strokeDasharray={line.dashed ? '6 3' : undefined}
                      fill="none"
                    />
                  )}
                  {run.map((point) => (
                    <circle key={point.date} data-part="depth-point" cx={dateX(point.date)} cy={y(point.depth)} r={4} fill={line.color} stroke={tokens.colors.surface} strokeWidth={1.5} />
                  ))}
                </g>
              ))}
            </g>
          ))}
        </>
      ),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- geometry and dateX are functions of x, y and model.
    [axes, hatchId, inner.width, inner.height, model, scale, lines, x, y],
  );

  return (
    <div ref={ref} style={{ position: 'relative', width: fixedWidth ?? '100%', fontFamily: tokens.fontFamily }}>
      {inner.width > 0 && inner.height > 0 && (
        <div
          data-part="heatmap-keyboard"
          tabIndex={0}
          role="group"
          aria-label={t('shared.analysis.heatMap.cells')}
          aria-describedby={hintId}
          onKeyDown={handleKey}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setActive(null);
          }}
          style={{ outline: focused ? `2px solid ${tokens.colors.primary}` : 'none', outlineOffset: 2 }}
        >
          <ChartFrame
            summary={summary}
            width={width}
            height={height}
            legend={NO_LEGEND}
            plot={plot}
            margin={MARGIN}
            onPointer={handlePointer}
            tooltip={tooltip}
            overlay={
              activeBox && (
                <rect
                  data-part="active-cell"
                  x={activeBox.x}
                  y={activeBox.y}
                  width={activeBox.width}
                  height={activeBox.height}
                  fill="none"
                  stroke={tokens.colors.text}
                  strokeWidth={2}
                  pointerEvents="none"
                />
              )
            }
          />
        </div>
      )}
      <p id={hintId} style={{ margin: '4px 0 0', fontSize: CHART_FONT_SIZE, color: tokens.colors.textSecondary }}>
        {t('shared.analysis.heatMap.keyboardHint')}
      </p>
      <div aria-live="polite" style={visuallyHidden} data-part="cell-announcement">
        {announcement}
      </div>
      <HeatLegend scale={scale} labels={labels} lines={lines} hatchId={hatchId} />
    </div>
  );
}
