import { useMemo } from 'react';
import { Alert, Space, Typography } from 'antd';
import type { Analysis, Flow } from '@basin/api/domain';
import { useT, type Translate, analysisLabel, flowLabel, parameterName, trendLabel } from '@basin/shared';
import { formatDayMDY } from '@basin/shared/analysis';
import { ResultsTable, type ResultsTableColumn } from '@basin/shared/results-table';
import type { AnalyticsRow } from './resultsData';
import { Swatch, TrendLabel } from './parts';
import { summaryPeriodLabel, summaryPeriodShort } from './periodLabel';
import type { SummaryPeriod } from '../queries/wqSummary';

/** The statistic's text: '{parameter} not detected', the number, or that the flow has no data. */
function valueText(t: Translate, row: AnalyticsRow): string | number {
  if (row.notDetected) return t('map.analytics.notDetected', { parameter: parameterName(t, row.parameterId, row.parameter) });
  return row.value ?? t('map.analytics.noData');
}

function rangesText(t: Translate, row: AnalyticsRow): string {
  return row.ranges.length === 0 ? t('map.analytics.noBenchmarks') : row.ranges.map((range) => range.label).join('; ');
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
  const t = useT();
  // Issue 30: the trend right after the statistic, so a one-row table shows it without scrolling
  // sideways; on a phone each row is a card (the dates and benchmark ranges behind "More details").
  const columns = useMemo<ResultsTableColumn<AnalyticsRow>[]>(
    () => [
      { key: 'parameter', title: t('map.analytics.parameter'), card: 'title', format: (_value, row) => {
        const parameter = parameterName(t, row.parameterId, row.parameter);
        return row.units ? t('map.analytics.parameterWithUnits', { parameter, units: row.units }) : parameter;
      } },
      {
        key: 'value',
        title: t('map.analytics.statistic', { analysis: analysisLabel(t, analysis), flow: flowLabel(t, flow), period: summaryPeriodShort(period) }),
        format: (_value, row) => valueText(t, row),
        render: (_value, row) => {
          const text = valueText(t, row);
          return typeof text === 'number' ? t.intl.formatNumber(text, { maximumSignificantDigits: 6 }) : text;
        },
      },
      {
        key: 'trend',
        title: t('map.analytics.trend', { period: summaryPeriodShort(period) }),
        format: (_value, row) => (row.trend ? trendLabel(t, row.trend) : t('map.results.notAvailable')),
        render: (_value, row) => <TrendLabel trend={row.trend} />,
      },
      {
        key: 'benchmarkLabel',
        title: t('map.analytics.benchmarkClass'),
        format: (_value, row) => row.benchmarkLabel,
        render: (_value, row) => <Swatch color={row.benchmarkColor}>{row.benchmarkLabel}</Swatch>,
        sorter: (a, b) => a.benchmarkClass - b.benchmarkClass,
      },
      {
        key: 'recordCount',
        title: t('map.analytics.records'),
        // Non-detects without a known limit have no value to rank: the statistics leave them out, and say so.
        format: (_value, row) => (row.limitUnknown > 0 ? t('map.analytics.recordsWithUnknown', { count: String(row.recordCount), unknown: row.limitUnknown, unknownText: String(row.limitUnknown) }) : row.recordCount),
      },
      { key: 'periodStart', title: t('map.analytics.periodStart', { flow: flowLabel(t, flow) }), card: 'more', format: (_value, row) => (row.periodStart ? formatDayMDY(row.periodStart) : '') },
      { key: 'periodEnd', title: t('map.analytics.periodEnd', { flow: flowLabel(t, flow) }), card: 'more', format: (_value, row) => (row.periodEnd ? formatDayMDY(row.periodEnd) : '') },
      { key: 'fullPeriod', title: t('map.analytics.fullPeriod'), card: 'more', format: (_value, row) => t('map.analytics.fullPeriodValue', { start: formatDayMDY(row.fullStart), end: formatDayMDY(row.fullEnd) }) },
      {
        key: 'ranges',
        title: t('map.analytics.benchmarks'),
        card: 'more',
        format: (_value, row) => rangesText(t, row),
        render: (_value, row) =>
          row.ranges.length === 0 ? (
            <Typography.Text type="secondary">{t('map.analytics.noBenchmarks')}</Typography.Text>
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
    [t, flow, analysis, period],
  );

  if (rows.length === 0) return <Alert type="error" showIcon title={t('map.analytics.noDataMessage')} />;
  return (
    <>
      <Typography.Paragraph style={{ margin: '0 0 8px' }} data-part="analytics-period">
        {t.rich('map.analytics.periodIntro', { b: (chunks) => <strong key="b">{chunks}</strong>, period: summaryPeriodLabel(t, period) })}
      </Typography.Paragraph>
      <ResultsTable<AnalyticsRow>
        rows={rows}
        columns={columns}
        rowKey="key"
        caption={t('map.analytics.caption', { location: locationName, analysis: analysisLabel(t, analysis).toLocaleLowerCase(t.intl.locale), flow: flowLabel(t, flow).toLocaleLowerCase(t.intl.locale), period: summaryPeriodLabel(t, period) })}
        fileName={`analytics-${locationName}`}
        cards
      />
    </>
  );
}
