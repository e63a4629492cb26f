import { createElement, useCallback, useRef, useState, type ReactNode } from 'react';
import { Button, Card, Space, Spin } from 'antd';
// One file per icon: the package index pulls in every icon (and is ESM-only under jest).
import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import TableOutlined from '@ant-design/icons/TableOutlined';
// Through the package names: toasts must reach the one store of '@basin/shared', and the table is its own shared module.
import { currentT, notify, tokens, useT, type Translate } from '@basin/shared';
import { ResultsTable, type ResultsTableColumn } from '@basin/shared/results-table';
import { saveSvgAsPng } from './charts/saveSvgAsPng';
import { visuallyHidden } from '../ui/visuallyHidden';
import { DEFAULT_CHART_HEIGHT } from './charts/ChartFrame';
import { useContainerWidth } from './charts/useContainerWidth';
import { useReportPendingChart } from './pendingCharts';

/** The empty texts of spec 02 §8: charts with no datasets, other empty data, and the depth profile, year and inflow pages. */
export type ChartEmptyText = 'No Data Available' | 'No data' | 'No data for current selections';

/** Raw-table page sizes of spec 02 §9. */
export const CHART_TABLE_PAGE_SIZES = [10, 20, 50];
export const CHART_TABLE_PAGE_SIZE = 10;

export interface ChartCardTable<Row extends object> {
  /** Exactly the rows behind the chart. */
  rows: readonly Row[];
  columns: readonly ResultsTableColumn<Row>[];
  rowKey: (keyof Row & string) | ((row: Row) => string);
  /** CSV file name ('.csv' is added). */
  fileName: string;
  caption: string;
}

/** What the chart gets: its size, and the summary to name its SVG with. */
export interface ChartRenderArgs {
  width: number;
  height: number;
  summary: string;
}

export interface ChartCardProps<Row extends object> {
  title: string;
  /** Level of the card's heading. Default 2. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The query's state (react-query's isPending and error). */
  status: { isPending: boolean; error: unknown };
  isEmpty: boolean;
  emptyText: ChartEmptyText;
  /** One plain-language sentence: shown under the chart and the SVG's accessible name. */
  summary: string;
  table?: ChartCardTable<Row>;
  /** PNG file name ('.png' is added). */
  exportFileName: string;
  /** Controls in the card's header (e.g. year chips). */
  extra?: ReactNode;
  /** Height of the chart in px. Default 400. */
  height?: number;
  /** Fixed chart width in px; without it the card's width (measured). */
  width?: number;
  /** More about the chart under it, in every state (e.g. its statistics in words). */
  footer?: ReactNode;
  children: (chart: ChartRenderArgs) => ReactNode;
}

/** The empty texts in the language (the type keeps the spec's English, which pages pass). */
function emptyTextOf(t: Translate, emptyText: ChartEmptyText): string {
  if (emptyText === 'No Data Available') return t('shared.analysis.chart.noDataAvailable');
  if (emptyText === 'No data') return t('shared.analysis.chart.noData');
  return t('shared.analysis.chart.noDataForSelections');
}

/** 'An error has occurred: ' and the error's message (spec 02 §8). */
export function errorText(error: unknown, t: Translate = currentT()): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : t('shared.analysis.chart.somethingWentWrong');
  return t('shared.analysis.chart.error', { message });
}

function StateBox({ height, children }: { height: number; children: ReactNode }) {
  return <div style={{ minHeight: height, display: 'flex', alignItems: 'center', justifyContent: 'center', textAlign: 'center' }}>{children}</div>;
}

/**
 * The card every analysis chart sits in: a heading, the page's controls, and one of four states
 * (loading, error, empty, data). With data: the chart, its one-sentence summary, Save PNG, and a
 * Graph / Table switch showing the rows behind the chart instead.
 */
export function ChartCard<Row extends object>({
  title,
  headingLevel = 2,
  status,
  isEmpty,
  emptyText,
  summary,
  table,
  exportFileName,
  extra,
  height = DEFAULT_CHART_HEIGHT,
  width: fixedWidth,
  footer,
  children,
}: ChartCardProps<Row>) {
  const t = useT();
  const [view, setView] = useState<'graph' | 'table'>('graph');
  const [measureRef, width] = useContainerWidth(fixedWidth);
  const chartRef = useRef<HTMLDivElement | null>(null);
  // One stable ref: it keeps the element for Save PNG and hands it to the width measurement.
  const setChartElement = useCallback(
    (element: HTMLDivElement | null) => {
      chartRef.current = element;
      measureRef(element);
    },
    [measureRef],
  );

  // The page's map waits while this chart loads (and then for an idle moment, by which the chart is drawn).
  useReportPendingChart(status.isPending);

  const heading = createElement(`h${headingLevel}`, { style: { margin: 0, fontSize: 18, fontWeight: 600, color: tokens.colors.text } }, title);

  const handleSave = () => {
    const svg = chartRef.current?.querySelector<SVGSVGElement>('svg[role="img"]');
    if (!svg) return;
    // The legend is HTML under the chart: drawn into the picture too, so a saved chart names its series.
    const legend = chartRef.current?.querySelector<HTMLElement>('ul[data-part="legend"]');
    saveSvgAsPng(svg, exportFileName, 2, legend).catch((error: unknown) => {
      console.error('Saving the graph as PNG failed', error);
      notify({ message: t('shared.analysis.chart.somethingWentWrong'), severity: 'error' });
    });
  };

  let body: ReactNode;
  if (status.isPending) {
    body = (
      <StateBox height={height}>
        <div role="status" aria-label={t('shared.analysis.chart.loading', { title })}>
          <Spin size="large" />
          <span style={visuallyHidden}>{t('shared.analysis.chart.loading', { title })}</span>
        </div>
      </StateBox>
    );
  } else if (status.error) {
    body = (
      <StateBox height={height}>
        <p role="alert" style={{ color: tokens.colors.error, margin: 0 }}>
          {errorText(status.error, t)}
        </p>
      </StateBox>
    );
  } else if (isEmpty) {
    body = (
      <StateBox height={height}>
        <p style={{ color: tokens.colors.textSecondary, margin: 0, fontSize: 16 }}>{emptyTextOf(t, emptyText)}</p>
      </StateBox>
    );
  } else {
    body = (
      <>
        <Space wrap size="small" style={{ width: '100%', justifyContent: 'flex-end', marginBottom: 8 }}>
          {table && (
            <Space.Compact role="group" aria-label={t('shared.analysis.chart.showAs', { title })}>
              <Button icon={<BarChartOutlined aria-hidden />} aria-pressed={view === 'graph'} type={view === 'graph' ? 'primary' : 'default'} onClick={() => setView('graph')}>
                {t('shared.analysis.chart.graph')}
              </Button>
              <Button icon={<TableOutlined aria-hidden />} aria-pressed={view === 'table'} type={view === 'table' ? 'primary' : 'default'} onClick={() => setView('table')}>
                {t('shared.analysis.chart.table')}
              </Button>
            </Space.Compact>
          )}
          {view === 'graph' && (
            <Button icon={<DownloadOutlined aria-hidden />} onClick={handleSave}>
              {t('shared.analysis.chart.savePng')}
            </Button>
          )}
        </Space>
        {view === 'graph' || !table ? (
          <div
            ref={setChartElement}
            data-part="chart"
            style={{ minHeight: height }}
          >
            {width > 0 && children({ width, height, summary })}
          </div>
        ) : (
          <ResultsTable
            rows={table.rows}
            columns={table.columns}
            rowKey={table.rowKey}
            caption={table.caption}
            fileName={table.fileName}
            pageSizeOptions={CHART_TABLE_PAGE_SIZES}
            defaultPageSize={CHART_TABLE_PAGE_SIZE}
          />
        )}
        <p data-part="summary" style={{ margin: '8px 0 0', color: tokens.colors.text }}>
          {summary}
        </p>
      </>
    );
  }

  return (
    <Card title={heading} extra={extra} styles={{ body: { padding: 16 }, title: { whiteSpace: 'normal', overflow: 'visible' } }}>
      {body}
      {footer}
    </Card>
  );
}
