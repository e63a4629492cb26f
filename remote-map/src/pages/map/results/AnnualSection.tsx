import { useMemo } from 'react';
import { Alert } from 'antd';
import type { WqSummaryRow } from '@basin/api/schemas';
import { useT, analysisLabel, flowLabel } from '@basin/shared';
import { ChartCard, TimeChart, type TimeSeries } from '@basin/shared/analysis';
import { ResultsTable, type ResultsTableColumn } from '@basin/shared/results-table';
import { useAnnualSeries } from '../queries/annualSeries';
import {
  annualAmount,
  annualChartSeries,
  annualTableRows,
  chartBenchmarkLines,
  describeAnnualSeries,
  resultAxisLabel,
  waterYearLabel,
  type AnnualTableRow,
} from './resultsData';
import { Loading, useLogFetchError } from './parts';
import { useMapResults } from './useMapResults';

const CHART_HEIGHT = 320;

/** The median or 85th percentile of each water year for the flow: chart and table (the map's selection, useMapResults). */
export function AnnualSection() {
  const t = useT();
  const { location, parameters, nameOf, summaryRowOf, flow, analysis } = useMapResults();
  const locationId = location?.locationid ?? null;
  const locationName = location?.location_name ?? '';
  const query = useAnnualSeries(locationId, parameters);
  useLogFetchError(query.error, 'annual time series');

  const unitsOf = useMemo(() => (id: number) => summaryRowOf(id)?.units, [summaryRowOf]);
  const points = query.data;
  const series = useMemo(
    () => annualChartSeries(points ?? [], parameters, flow, analysis, nameOf, unitsOf),
    [points, parameters, flow, analysis, nameOf, unitsOf],
  );
  const rows = useMemo(() => annualTableRows(points ?? [], parameters, flow, analysis, nameOf, unitsOf), [points, parameters, flow, analysis, nameOf, unitsOf]);
  const statistic = t('map.annual.statistic', { analysis: analysisLabel(t, analysis), flow: flowLabel(t, flow) });
  const columns = useMemo<ResultsTableColumn<AnnualTableRow>[]>(
    () => [
      { key: 'waterYear', title: t('map.annual.waterYear') },
      { key: 'parameter', title: t('map.annual.parameter') },
      { key: 'value', title: statistic },
      { key: 'units', title: t('map.annual.units') },
    ],
    [t, statistic],
  );

  if (query.isLoading) return <Loading>{t('map.annual.loading')}</Loading>;
  // A failed fetch is only logged (spec 01 §8), so the panel says there is no data to show.
  if (rows.length === 0) return <Alert type="error" showIcon title={t('map.annual.noDataMessage')} />;

  return (
    <div>
      {/* One chart per parameter: each on its own unit axis with its own benchmark lines. */}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        {series.map((entry) => (
          <AnnualChart
            key={entry.key}
            series={entry}
            rows={rows.filter((row) => row.parameterId === Number(entry.key))}
            statistic={statistic}
            axisLabel={resultAxisLabel(t, [entry.units], analysisLabel(t, analysis))}
            locationName={locationName}
            summaryRowOf={summaryRowOf}
          />
        ))}
      </div>
      <div style={{ marginTop: 16 }}>
        <ResultsTable<AnnualTableRow>
          rows={rows}
          columns={columns}
          rowKey="key"
          caption={t('map.annual.caption', { statistic: statistic.toLocaleLowerCase(t.intl.locale), location: locationName })}
          fileName={`annual-${locationName}`}
        />
      </div>
    </div>
  );
}

interface AnnualChartProps {
  series: TimeSeries;
  /** The table rows of this parameter: the chart's table alternative. */
  rows: readonly AnnualTableRow[];
  /** 'Median (All data)'. */
  statistic: string;
  axisLabel: string;
  locationName: string;
  summaryRowOf: (id: number) => WqSummaryRow | undefined;
}

/** One parameter's annual statistic by water year: a kit chart card (summary, Save PNG, Graph / Table). */
function AnnualChart({ series, rows, statistic, axisLabel, locationName, summaryRowOf }: AnnualChartProps) {
  const t = useT();
  const chartSeries = useMemo(() => [series], [series]);
  const references = useMemo(() => chartBenchmarkLines(t, chartSeries, summaryRowOf), [t, chartSeries, summaryRowOf]);
  const lowerStatistic = statistic.toLocaleLowerCase(t.intl.locale);
  const title = t('map.annual.chartTitle', { statistic: lowerStatistic, series: series.label, location: locationName });
  const columns = useMemo<ResultsTableColumn<AnnualTableRow>[]>(
    () => [
      { key: 'waterYear', title: t('map.annual.waterYear') },
      { key: 'parameter', title: t('map.annual.series') },
      { key: 'value', title: t('map.annual.value'), format: (_value, row) => annualAmount(row.value, row.units || undefined) },
    ],
    [t],
  );
  return (
    <ChartCard<AnnualTableRow>
      title={title}
      headingLevel={3}
      status={{ isPending: false, error: null }}
      isEmpty={series.points.length === 0}
      emptyText="No data"
      summary={describeAnnualSeries(t, series, lowerStatistic, locationName, references)}
      height={CHART_HEIGHT}
      exportFileName={`annual-${series.label}-${locationName}`}
      table={{ rows, columns, rowKey: 'key', fileName: `annual-${series.label}-${locationName}`, caption: t('map.annual.tableCaption', { title }) }}
    >
      {({ width, height, summary }) => (
        <TimeChart
          series={chartSeries}
          summary={summary}
          width={width}
          height={height}
          xLabel={t('map.annual.xLabel')}
          xUnit="year"
          formatDate={waterYearLabel}
          formatValue={(value) => annualAmount(value)}
          leftLabel={axisLabel}
          references={references}
        />
      )}
    </ChartCard>
  );
}
