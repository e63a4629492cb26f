import { useMemo } from 'react';
import { Alert } from 'antd';
import { ANALYSIS_LABELS, FLOW_LABELS } from '@basin/api/domain';
import { TimeSeriesChart } from '@basin/shared/charts';
import { ResultsTable, type ResultsTableColumn } from '@basin/shared/results-table';
import { useAnnualSeries } from '../queries/annualSeries';
import { annualChartSeries, annualTableRows, chartBenchmarkLines, resultAxisLabel, waterYearLabel, type AnnualTableRow } from './resultsData';
import { Loading, useLogFetchError } from './parts';
import { useMapResults } from './useMapResults';

/** Spec 01 §8 panel message. */
export const NO_ANNUAL_DATA_MESSAGE = 'There is no annual data available for these filters.';

/** Yearly ticks name the water year; finer ticks (a short record) stay unlabelled to avoid repeating it. */
function waterYearTick(date: Date): string {
  return date.getUTCMonth() === 0 && date.getUTCDate() === 1 ? waterYearLabel(date) : '';
}

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
      {series.map((entry) => (
        <TimeSeriesChart
          key={entry.key}
          title={`Annual ${statistic.toLowerCase()} of ${entry.label} at ${locationName} by water year`}
          series={[entry]}
          xLabel="Water year (October to September)"
          yLabel={resultAxisLabel([entry.units], ANALYSIS_LABELS[analysis])}
          benchmarks={chartBenchmarkLines([entry], summaryRowOf)}
          formatDate={waterYearLabel}
          formatTick={waterYearTick}
          exportFileName={`annual-${entry.label}-${locationName}`}
        />
      ))}
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
