import { useDeferredValue, useMemo } from 'react';
import { Card, Space, Spin, Typography } from 'antd';
import { tokens, useT } from '@basin/shared';
import { ResultsTable } from '@basin/shared/results-table';
import { AnalysisPage, CHART_TABLE_PAGE_SIZE, CHART_TABLE_PAGE_SIZES, DateFilter, LocationsMap, analysisPage, useAfterCharts } from '@basin/shared/analysis';
import { streamLoggerColumns, streamLoggerRowKey } from './columns';
import { fileLabel, parameterLabel } from './data';
import { StreamLoggerChart, StreamLoggerSelectors, useStreamLogger } from './useStreamLogger';
import { Term } from '@basin/shared/glossary';

const PATH = '/explore/stream-logger-data';

function StreamLoggerPage() {
  const t = useT();
  const view = useStreamLogger();
  // The table (an antd Table: the costliest render of the page, ~0.4 s of a first visit) appears once the
  // chart has drawn, and later follows the chart's changes in an interruptible render.
  const tableMayRender = useAfterCharts();
  const tableRows = useDeferredValue(view.rows);
  const { filters, setFilters, locationIds, setLocations, telemetry } = view;
  const label = parameterLabel(t, view.parameterId);
  const columns = useMemo(() => streamLoggerColumns(t, view.parameterId), [t, view.parameterId]);
  const telemetryIds = (telemetry.data ?? []).map((location) => location.locationid);

  return (
    <AnalysisPage
      path={PATH}
      about={
        <Typography.Paragraph>{t.rich('explore.streamLogger.about', { term: (chunks) => <Term key="term" name="telemetry">{chunks}</Term> })}</Typography.Paragraph>
      }
      filters={
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <div role="group" aria-labelledby="streamflow-dates">
            <Typography.Text id="streamflow-dates" strong style={{ display: 'block', marginBottom: 8, color: tokens.colors.text }}>
              {t('explore.dateFilters')}
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
          ariaLabel={t('explore.streamLogger.mapLabel')}
          onLocationClick={(location) =>
            setLocations(
              locationIds.includes(location.locationid) ? locationIds.filter((id) => id !== location.locationid) : [...locationIds, location.locationid],
            )
          }
        />
      }
    >
      <StreamLoggerChart view={view} />
      <Card title={<h2 style={{ margin: 0, fontSize: 18, fontWeight: 600, color: tokens.colors.text }}>{t('explore.streamLogger.tableTitle', { parameter: label })}</h2>} styles={{ body: { padding: 16 } }} style={{ minWidth: 0 }}>
        {tableMayRender ? (
          <ResultsTable
            rows={tableRows}
            columns={columns}
            rowKey={streamLoggerRowKey}
            caption={t('explore.streamLogger.tableCaption', { parameter: label })}
            fileName={`Streamflow Data ${fileLabel(view.parameterId)}`}
            loading={view.tableStatus.loading || tableRows !== view.rows}
            error={view.tableStatus.error}
            pageSizeOptions={CHART_TABLE_PAGE_SIZES}
            defaultPageSize={CHART_TABLE_PAGE_SIZE}
          />
        ) : (
          <div role="status" aria-label={t('explore.streamLogger.loadingTable')} style={{ minHeight: 120, display: 'grid', placeItems: 'center' }}>
            <Spin />
          </div>
        )}
      </Card>
    </AnalysisPage>
  );
}

export default analysisPage(StreamLoggerPage);
