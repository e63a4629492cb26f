// What the streamflow page and its embed share: the URL state, the calls, the shaped data, the two
// selectors and the chart card (the embed is the same view without dates, map and table).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery, siteApprovals, useT } from '@basin/shared';
import {
  ApprovedThrough,
  ChartCard,
  ChoiceSelect,
  IdSelect,
  TimeChart,
  describeUnknownIds,
  knownIdsOf,
  octoberFirstOfPreviousYear,
  today,
  unknownIds,
  urlCodecs,
  useRegisterUrlReset,
  useReportLinkProblems,
  useTelemetryLocations,
  useUrlState,
} from '@basin/shared/analysis';
import { PARAMETERS } from '@basin/api/domain';
import { streamLoggerColumns, streamLoggerRowKey } from './columns';
import { STREAMFLOW_PARAMETERS, axisLabel, fileLabel, parameterLabel, shownRows, streamSeries, streamSummary } from './data';

const LOCATIONS_FIELD = 'locationids';

/**
 * Spec 02 §4 "Streamflow defaults": Flow; October 1 of the previous year to today; the locations
 * default to every telemetry location once they load (see useStreamLogger), so their codec's own
 * default, an empty list, is only the state before that. Built per page visit: today moves.
 */
function streamLoggerFields() {
  return {
    parameterid: urlCodecs.oneOf(
      STREAMFLOW_PARAMETERS.map((parameter) => String(parameter.value)),
      String(PARAMETERS.flow),
    ),
    [LOCATIONS_FIELD]: urlCodecs.idList([]),
    start_date: urlCodecs.isoDate(octoberFirstOfPreviousYear()),
    end_date: urlCodecs.isoDate(today()),
  } as const;
}

/** The page's state and data: filters in the URL, the telemetry locations, the daily stats shaped for chart, table and summary. */
export function useStreamLogger() {
  const t = useT();
  const [fields] = useState(streamLoggerFields);
  const [filters, setFilters] = useUrlState(fields);
  const telemetry = useTelemetryLocations();
  // Every telemetry location is selected once they load, unless the URL names the locations (a
  // bookmark or shared link; an empty list there is an empty selection and stays one).
  const [awaitingDefault, setAwaitingDefault] = useState(() => !new URLSearchParams(window.location.search).has(LOCATIONS_FIELD));
  const allIds = useMemo(() => (telemetry.data ?? []).map((location) => location.locationid), [telemetry.data]);
  useEffect(() => {
    if (!awaitingDefault || !telemetry.data) return;
    setAwaitingDefault(false);
    void setFilters({ [LOCATIONS_FIELD]: allIds });
  }, [awaitingDefault, telemetry.data, allIds, setFilters]);
  // Back to the defaults (the bad-link notice's link): every gauge again, not the codec's empty list.
  useRegisterUrlReset(useCallback(() => setAwaitingDefault(true), []));

  const parameterId = Number(filters.parameterid);
  // A location that is not a gauge (a bad link) is said in words and left out (issue 30).
  const knownIds = telemetry.data ? allIds : undefined;
  useReportLinkProblems('stream-logger', [describeUnknownIds('location', 'locations', unknownIds(filters.locationids, knownIds))]);
  // Memoised: the rows, series and summary below follow this list, not each render.
  const locationIds = useMemo(() => (awaitingDefault ? allIds : knownIdsOf(filters.locationids, knownIds)), [awaitingDefault, allIds, filters.locationids, knownIds]);
  const { start_date, end_date } = filters;
  const stats = useQuery({
    ...apiGetQuery('/stream-logger-results-viewer-daily-stats-table/:parameterId/:locationIds', {
      params: { parameterId, locationIds: [...locationIds].sort((a, b) => a - b).join(',') },
      query: { start_date, end_date },
    }),
    enabled: locationIds.length > 0,
  });

  const rows = useMemo(() => shownRows(stats.data, locationIds), [stats.data, locationIds]);
  const series = useMemo(() => streamSeries(t, rows, parameterId), [t, rows, parameterId]);
  const approvals = useMemo(() => siteApprovals(rows, (row) => row.location_name), [rows]);
  const setLocations = useCallback(
    (ids: readonly number[]) => {
      setAwaitingDefault(false);
      void setFilters({ [LOCATIONS_FIELD]: [...ids] });
    },
    [setFilters],
  );

  return {
    filters,
    setFilters,
    parameterId,
    locationIds,
    setLocations,
    telemetry,
    rows,
    series,
    summary: streamSummary(t, rows, series, parameterId),
    approvals,
    yLabel: axisLabel(t, parameterId, rows),
    status: {
      isPending: (awaitingDefault && telemetry.isPending) || (locationIds.length > 0 && stats.isPending),
      error: stats.error ?? (awaitingDefault ? telemetry.error : null),
    },
    /** The table's state: the stats call only (an empty selection shows an empty table). */
    tableStatus: { loading: locationIds.length > 0 && stats.isPending, error: stats.error },
  };
}

export type StreamLoggerView = ReturnType<typeof useStreamLogger>;

/** The parameter (Flow or Stage) and the telemetry locations. */
export function StreamLoggerSelectors({ view }: { view: StreamLoggerView }) {
  const t = useT();
  const options = useMemo(
    () => (view.telemetry.data ?? []).map((location) => ({ value: location.locationid, label: location.location_name })),
    [view.telemetry.data],
  );
  return (
    <Space wrap align="end" size={12} style={{ width: '100%' }}>
      <ChoiceSelect
        label={t('explore.field.parameter')}
        value={String(view.parameterId)}
        onChange={(parameterid) => void view.setFilters({ parameterid })}
        choices={STREAMFLOW_PARAMETERS.map((parameter) => ({ value: String(parameter.value), label: t(parameter.labelKey) }))}
      />
      <div style={{ minWidth: 'min(100%, 320px)', flex: 1 }}>
        <IdSelect multiple label={t('explore.field.locations')} options={options} loading={view.telemetry.isPending} value={view.locationIds} onChange={view.setLocations} />
      </div>
    </Space>
  );
}

/**
 * The graph: per location the daily average as a line in its band of daily min-max, and under it where
 * each location's approved values end. With `withTable` (the embed, which has no table card), the card's
 * Graph / Table switch shows the same rows.
 */
export function StreamLoggerChart({ view, withTable = false }: { view: StreamLoggerView; withTable?: boolean }) {
  const t = useT();
  const label = parameterLabel(t, view.parameterId);
  const fileName = `Streamflow Data ${fileLabel(view.parameterId)}`;
  return (
    <ChartCard
      title={t('explore.streamLogger.chartTitle', { parameter: label })}
      status={view.status}
      isEmpty={view.rows.length === 0}
      emptyText="No Data Available"
      summary={view.summary}
      exportFileName={fileName}
      footer={<ApprovedThrough approvals={view.approvals} />}
      table={
        withTable
          ? { rows: view.rows, columns: streamLoggerColumns(t, view.parameterId), rowKey: streamLoggerRowKey, fileName, caption: t('explore.streamLogger.tableCaption', { parameter: label }) }
          : undefined
      }
    >
      {(chart) => <TimeChart {...chart} series={view.series} leftLabel={view.yLabel} gapDays={1} />}
    </ChartCard>
  );
}
