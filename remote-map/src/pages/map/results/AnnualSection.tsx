import { useMemo } from 'react';
import { Alert } from 'antd';
import { ANALYSIS_LABELS, FLOW_LABELS } from '@basin/api/domain';
import type { WqSummaryRow } from '@basin/api/schemas';
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

/** Spec 01 §8 panel message. */
export const NO_ANNUAL_DATA_MESSAGE = 'There is no annual data available for these filters.';
const CHART_HEIGHT = 320;

/** The median or 85th percentile of each water year for the flow: chart and table (the map's selection, useMapResults). */
export function AnnualSection() {
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
  const statistic = `${ANALYSIS_LABELS[analysis]} (${FLOW_LABELS[flow]})`;
  const columns = useMemo<ResultsTableColumn<AnnualTableRow>[]>(
    () => [
      { key: 'waterYear', title: 'Water year' },
      { key: 'parameter', title: 'Parameter' },
      { key: 'value', title: statistic },
      { key: 'units', title: 'Units' },
    ],
    [statistic],
  );

  if (query.isLoading) return <Loading>Loading annual data…</Loading>;
  // A failed fetch is only logged (spec 01 §8), so the panel says there is no data to show.
  if (rows.length === 0) return <Alert type="error" showIcon title={NO_ANNUAL_DATA_MESSAGE} />;

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
            axisLabel={resultAxisLabel([entry.units], ANALYSIS_LABELS[analysis])}
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
          caption={`Annual ${statistic.toLowerCase()} at ${locationName}`}
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
  const chartSeries = useMemo(() => [series], [series]);
  const references = useMemo(() => chartBenchmarkLines(chartSeries, summaryRowOf), [chartSeries, summaryRowOf]);
  const title = `Annual ${statistic.toLowerCase()} of ${series.label} at ${locationName} by water year`;
  const columns = useMemo<ResultsTableColumn<AnnualTableRow>[]>(
    () => [
      { key: 'waterYear', title: 'Water year' },
      { key: 'parameter', title: 'Series' },
      { key: 'value', title: 'Value', format: (_value, row) => annualAmount(row.value, row.units || undefined) },
    ],
    [],
  );
  return (
    <ChartCard<AnnualTableRow>
      title={title}
      headingLevel={3}
      status={{ isPending: false, error: null }}
      isEmpty={series.points.length === 0}
      emptyText="No data"
      summary={describeAnnualSeries(series, statistic.toLowerCase(), locationName, references)}
      height={CHART_HEIGHT}
      exportFileName={`annual-${series.label}-${locationName}`}
      table={{ rows, columns, rowKey: 'key', fileName: `annual-${series.label}-${locationName}`, caption: `${title} (data table)` }}
    >
      {({ width, height, summary }) => (
        <TimeChart
          series={chartSeries}
          summary={summary}
          width={width}
          height={height}
          xLabel="Water year (October to September)"
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
