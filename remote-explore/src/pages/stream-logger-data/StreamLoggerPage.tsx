import { useDeferredValue } from 'react';
import { Card, Space, Spin, Typography } from 'antd';
import { tokens } from '@basin/shared';
import { ResultsTable } from '@basin/shared/results-table';
import { AnalysisPage, CHART_TABLE_PAGE_SIZE, CHART_TABLE_PAGE_SIZES, DateFilter, LocationsMap, analysisPage, useAfterCharts } from '@basin/shared/analysis';
import { streamLoggerColumns, streamLoggerRowKey } from './columns';
import { parameterLabel } from './data';
import { StreamLoggerChart, StreamLoggerSelectors, useStreamLogger } from './useStreamLogger';
import { Term } from '@basin/shared/glossary';

const PATH = '/explore/stream-logger-data';

function StreamLoggerPage() {
  const view = useStreamLogger();
  // The table (an antd Table: the costliest render of the page, ~0.4 s of a first visit) appears once the
  // chart has drawn, and later follows the chart's changes in an interruptible render.
  const tableMayRender = useAfterCharts();
  const tableRows = useDeferredValue(view.rows);
  const { filters, setFilters, locationIds, setLocations, telemetry } = view;
  const label = parameterLabel(view.parameterId);
  const telemetryIds = (telemetry.data ?? []).map((location) => location.locationid);

  return (
    <AnalysisPage
      path={PATH}
      about={
        <Typography.Paragraph>
          Daily flow and stage at the basin&apos;s stream gauges, from their 15-minute <Term name="telemetry">telemetry</Term> readings. For each location the line is
          the daily average and the shaded band runs from the day&apos;s lowest to its highest reading (America/Denver calendar days). Choose
          Flow or Stage, the locations and the dates; clicking a gauge on the map adds it to the graph or takes it off. The newest
          telemetry data are provisional (subject to revision by the agency) until the agency reviews them: the line is dotted where they
          are, an estimated day is crossed, the date under the graph says how far the values are approved, and the table&apos;s Status
          column gives each day&apos;s.
        </Typography.Paragraph>
      }
      filters={
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <div role="group" aria-labelledby="streamflow-dates">
            <Typography.Text id="streamflow-dates" strong style={{ display: 'block', marginBottom: 8, color: tokens.colors.text }}>
              Date Filters
            </Typography.Text>
            <DateFilter
              value={{ start: filters.start_date, end: filters.end_date, rolling: false, days: 0 }}
              onChange={({ start, end }) => void setFilters({ ...(start && { start_date: start }), ...(end && { end_date: end }) })}
            />
          </div>
          <StreamLoggerSelectors view={view} />
        </Space>
      }
      map={
        <LocationsMap
          locationIds={telemetryIds}
          selection={{ left: locationIds }}
          ariaLabel="Map of the telemetry locations; chosen ones are ringed"
          onLocationClick={(location) =>
            setLocations(
              locationIds.includes(location.locationid) ? locationIds.filter((id) => id !== location.locationid) : [...locationIds, location.locationid],
            )
          }
        />
      }
    >
      <StreamLoggerChart view={view} />
      <Card title={<h2 style={{ margin: 0, fontSize: 18, fontWeight: 600, color: tokens.colors.text }}>{`Daily ${label} table`}</h2>} styles={{ body: { padding: 16 } }} style={{ minWidth: 0 }}>
        {tableMayRender ? (
          <ResultsTable
            rows={tableRows}
            columns={streamLoggerColumns}
            rowKey={streamLoggerRowKey}
            caption={`Daily ${label} statistics`}
            fileName={`Streamflow Data ${label}`}
            loading={view.tableStatus.loading || tableRows !== view.rows}
            error={view.tableStatus.error}
            pageSizeOptions={CHART_TABLE_PAGE_SIZES}
            defaultPageSize={CHART_TABLE_PAGE_SIZE}
          />
        ) : (
          <div role="status" aria-label="Loading table" style={{ minHeight: 120, display: 'grid', placeItems: 'center' }}>
            <Spin />
          </div>
        )}
      </Card>
    </AnalysisPage>
  );
}

export default analysisPage(StreamLoggerPage);
