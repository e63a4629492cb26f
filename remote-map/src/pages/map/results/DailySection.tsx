import { useMemo } from 'react';
import { Alert } from 'antd';
import type { Flow } from '@basin/api/domain';
import type { WqSummaryRow } from '@basin/api/schemas';
import { TimeSeriesChart } from '@basin/shared/charts';
import { ResultsTable, type ResultsTableColumn } from '@basin/shared/results-table';
import { useDailySeries } from '../queries/dailySeries';
import { chartBenchmarkLines, dailyChartSeries, dailyTableRows, flowConditionText, inFlow, resultAxisLabel, type DailyTableRow } from './resultsData';
import { Loading, useLogFetchError } from './parts';

/** Spec 01 §8 panel message. */
export const NO_DAILY_DATA_MESSAGE = 'There is no daily data available for these filters.';

const columns: ResultsTableColumn<DailyTableRow>[] = [
  { key: 'collect_date', title: 'Date' },
  { key: 'parameter', title: 'Parameter' },
  { key: 'result', title: 'Result' },
  { key: 'units', title: 'Units' },
  { key: 'nondetect', title: 'Non-detect', format: (_value, row) => (row.nondetect ? 'Yes' : 'No') },
  { key: 'flow_conditions', title: 'Flow conditions', format: (_value, row) => flowConditionText(row.flow_conditions) },
  { key: 'location_name', title: 'Location' },
  { key: 'organization', title: 'Organization' },
];

export interface DailySectionProps {
  locationId: number;
  locationName: string;
  parameters: number[];
  nameOf: (id: number) => string;
  summaryRowOf: (id: number) => WqSummaryRow | undefined;
  flow: Flow;
}

/** Every result of the selected parameters at the location for the flow: chart and table. */
export function DailySection({ locationId, locationName, parameters, nameOf, summaryRowOf, flow }: DailySectionProps) {
  const query = useDailySeries(locationId, parameters);
  useLogFetchError(query.error, 'daily time series');

  const points = useMemo(
    () => (query.data ?? []).filter((point) => parameters.includes(point.parameterid) && inFlow(point, flow)),
    [query.data, parameters, flow],
  );
  const series = useMemo(() => dailyChartSeries(points, parameters, nameOf), [points, parameters, nameOf]);
  const rows = useMemo(() => dailyTableRows(points, nameOf), [points, nameOf]);

  if (query.isLoading) return <Loading>Loading daily data…</Loading>;
  // A failed fetch is only logged (spec 01 §8), so the panel says there is no data to show.
  if (rows.length === 0) return <Alert type="error" showIcon title={NO_DAILY_DATA_MESSAGE} />;

  return (
    <div>
      <TimeSeriesChart
        title={`Daily results at ${locationName}`}
        series={series}
        yLabel={resultAxisLabel(series.map((entry) => entry.units))}
        benchmarks={chartBenchmarkLines(series, summaryRowOf)}
        exportFileName={`daily-${locationName}`}
      />
      <div style={{ marginTop: 16 }}>
        <ResultsTable<DailyTableRow> rows={rows} columns={columns} rowKey="key" caption={`Daily results at ${locationName}`} fileName={`daily-${locationName}`} />
      </div>
    </div>
  );
}
