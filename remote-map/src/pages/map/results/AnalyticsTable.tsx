import { useMemo } from 'react';
import { Alert, Space, Typography } from 'antd';
import { ANALYSIS_LABELS, FLOW_LABELS, TREND_LABELS, type Analysis, type Flow } from '@basin/api/domain';
import { formatDayMDY } from '@basin/shared/analysis';
import { ResultsTable, type ResultsTableColumn } from '@basin/shared/results-table';
import type { AnalyticsRow } from './resultsData';
import { NO_TREND_TEXT, Swatch, TrendLabel } from './parts';
import { summaryPeriodLabel, summaryPeriodShort } from './periodLabel';
import type { SummaryPeriod } from '../queries/wqSummary';

/** Spec 01 §8 panel messages. */
export const NO_DATA_MESSAGE = 'There is no data available with this query.';
export const NO_BENCHMARKS_MESSAGE = 'No benchmarks available';

const NUMBER_FORMAT = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 6 });

/** The statistic's text: '{parameter} not detected', the number, or that the flow has no data. */
function valueText(row: AnalyticsRow): string | number {
  return row.notDetected ?? row.value ?? 'No data';
}

function rangesText(row: AnalyticsRow): string {
  return row.ranges.length === 0 ? NO_BENCHMARKS_MESSAGE : row.ranges.map((range) => range.label).join('; ');
}

export interface AnalyticsTableProps {
  rows: AnalyticsRow[];
  locationName: string;
  flow: Flow;
  analysis: Analysis;
  /** The summary's period, which every number of the table describes (issue 30: said above the table). */
  period: SummaryPeriod;
}

/** The location's summary statistics for the selected parameters (graph mode analytics). */
export function AnalyticsTable({ rows, locationName, flow, analysis, period }: AnalyticsTableProps) {
  // Issue 30: the trend right after the statistic, so a one-row table shows it without scrolling
  // sideways; on a phone each row is a card (the dates and benchmark ranges behind "More details").
  const columns = useMemo<ResultsTableColumn<AnalyticsRow>[]>(
    () => [
      { key: 'parameter', title: 'Parameter', card: 'title', format: (_value, row) => (row.units ? `${row.parameter} (${row.units})` : row.parameter) },
      {
        key: 'value',
        title: `${ANALYSIS_LABELS[analysis]} (${FLOW_LABELS[flow]}), ${summaryPeriodShort(period)}`,
        format: (_value, row) => valueText(row),
        render: (_value, row) => {
          const text = valueText(row);
          return typeof text === 'number' ? NUMBER_FORMAT.format(text) : text;
        },
      },
      {
        key: 'trend',
        title: `Trend, ${summaryPeriodShort(period)}`,
        format: (_value, row) => (row.trend ? TREND_LABELS[row.trend] : NO_TREND_TEXT),
        render: (_value, row) => <TrendLabel trend={row.trend} />,
      },
      {
        key: 'benchmarkLabel',
        title: 'Benchmark class',
        format: (_value, row) => row.benchmarkLabel,
        render: (_value, row) => <Swatch color={row.benchmarkColor}>{row.benchmarkLabel}</Swatch>,
        sorter: (a, b) => a.benchmarkClass - b.benchmarkClass,
      },
      {
        key: 'recordCount',
        title: 'Records',
        // Non-detects without a known limit have no value to rank: the statistics leave them out, and say so.
        format: (_value, row) => (row.limitUnknown > 0 ? `${row.recordCount} (and ${row.limitUnknown} ${row.limitUnknown === 1 ? 'non-detect' : 'non-detects'} with an unknown limit, left out)` : row.recordCount),
      },
      { key: 'periodStart', title: `Period start (${FLOW_LABELS[flow]})`, card: 'more', format: (_value, row) => (row.periodStart ? formatDayMDY(row.periodStart) : '') },
      { key: 'periodEnd', title: `Period end (${FLOW_LABELS[flow]})`, card: 'more', format: (_value, row) => (row.periodEnd ? formatDayMDY(row.periodEnd) : '') },
      { key: 'fullPeriod', title: 'Full period of record', card: 'more' },
      {
        key: 'ranges',
        title: 'Benchmarks',
        card: 'more',
        format: (_value, row) => rangesText(row),
        render: (_value, row) =>
          row.ranges.length === 0 ? (
            <Typography.Text type="secondary">{NO_BENCHMARKS_MESSAGE}</Typography.Text>
          ) : (
            <Space orientation="vertical" size={2}>
              {row.ranges.map((range) => (
                <Swatch key={range.cls} color={range.color}>
                  {range.label}
                </Swatch>
              ))}
            </Space>
          ),
        sorter: false,
      },
    ],
    [flow, analysis, period],
  );

  if (rows.length === 0) return <Alert type="error" showIcon title={NO_DATA_MESSAGE} />;
  return (
    <>
      <Typography.Paragraph style={{ margin: '0 0 8px' }} data-part="analytics-period">
        <strong>Statistics for: {summaryPeriodLabel(period)}</strong>. The Daily tab charts every result; the status below is computed on the latest data.
      </Typography.Paragraph>
      <ResultsTable<AnalyticsRow>
        rows={rows}
        columns={columns}
        rowKey="key"
        caption={`Analytics for ${locationName}: ${ANALYSIS_LABELS[analysis].toLowerCase()}, ${FLOW_LABELS[flow].toLowerCase()}, ${summaryPeriodLabel(period)}`}
        fileName={`analytics-${locationName}`}
        cards
      />
    </>
  );
}
