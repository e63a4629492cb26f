import { useEffect, useMemo } from 'react';
import { Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery, tokens, useT } from '@basin/shared';
import {
  AnalysisPage,
  ChartCard,
  DateFilter,
  DepthHeatMap,
  IdSelect,
  analysisPage,
  buildHeatMapModel,
  describeDepthHeatMap,
  simpleParameterOptions,
  today,
  useUrlState,
} from '@basin/shared/analysis';
import { HYPOXIC_OXYGEN, LOCATIONS, RESERVOIR_STATIONS } from '@basin/api/domain';
import { colourScaleFor } from './colourScales';
import { depthProfileColumns } from './columns';
import { checkedPeriod, depthLine, type StationId, depthProfileFields, describeDepthLine, heatValues, sampledDepthsNote, stationLabel, tableRows } from './data';
import { termTags } from '@basin/shared/glossary';

const PATH = '/water-quality-update/field-depth-profile';
const STATION_OPTIONS = RESERVOIR_STATIONS.map((station) => ({ value: station.id, label: station.label }));
const parameterOptionsQuery = apiGetQuery('/depth-profile/list-parameters-dropdown-depth-profile-active', {});

function FieldDepthProfilePage() {
  const t = useT();
  // The defaults follow the day the page opens; the URL then keeps them (a shared link keeps its period).
  const openedOn = useMemo(() => today(), []);
  const fields = useMemo(() => depthProfileFields(openedOn), [openedOn]);
  const [filters, setFilters] = useUrlState(fields);
  const { locationid, parameterid } = filters;
  const period = useMemo(() => checkedPeriod(filters.start_date, filters.end_date, openedOn), [filters.start_date, filters.end_date, openedOn]);
  const { start, end } = period;
  useEffect(() => {
    if (period.corrected) void setFilters({ start_date: start, end_date: end });
  }, [period.corrected, start, end, setFilters]);

  const parameters = useQuery(parameterOptionsQuery);
  const profile = useQuery(apiGetQuery('/depth-profile-graph-data', { query: { start_date: start, end_date: end, locationid, parameterid } }));

  const rows = useMemo(() => profile.data ?? [], [profile.data]);
  const values = useMemo(() => heatValues(rows), [rows]);
  const scale = useMemo(() => colourScaleFor(t, parameterid, values.map((value) => value.value)), [t, parameterid, values]);
  const line = useMemo(() => depthLine(t, parameterid, rows), [t, parameterid, rows]);
  const lines = useMemo(() => (line ? [line] : []), [line]);
  const heatPeriod = useMemo(() => [start, end] as const, [start, end]);
  const model = useMemo(() => buildHeatMapModel(values, { scale, period: heatPeriod }), [values, scale, heatPeriod]);

  const parameterOptions = useMemo(() => simpleParameterOptions(parameters.data, t), [parameters.data, t]);
  const parameterName = parameterOptions.find((option) => option.value === parameterid)?.label ?? t('wqUpdate.common.parameterId', { id: String(parameterid) });
  const units = rows[0]?.unit_name;
  const station = stationLabel(t, locationid);
  const summary = [describeDepthHeatMap({ subject: t('wqUpdate.depth.subject', { parameter: parameterName, station }), units, model }), rows.length > 0 ? describeDepthLine(t, line) : '']
    .filter(Boolean)
    .join(' ');
  const table = useMemo(() => tableRows(rows, scale, line), [rows, scale, line]);
  const columns = useMemo(
    () => depthProfileColumns(t, units, line ? (line.key === 'thermocline' ? t('wqUpdate.depth.column.thermocline') : t('wqUpdate.depth.column.hypoxic')) : null),
    [t, units, line],
  );
  const depthsNote = sampledDepthsNote(t, rows);

  return (
    <AnalysisPage
      path={PATH}
      about={
        <>
          <Typography.Paragraph>{t('wqUpdate.depth.about')}</Typography.Paragraph>
          <Typography.Paragraph>
            {t.rich('wqUpdate.depth.aboutLines', {
              ...termTags({ hypoxic: 'hypoxia', photic: 'photicZone' }),
              oxygen: HYPOXIC_OXYGEN,
            })}
          </Typography.Paragraph>
        </>
      }
      filters={
        <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))', alignItems: 'end' }}>
          <IdSelect label={t('wqUpdate.filter.station')} options={STATION_OPTIONS} value={locationid} onChange={(id) => void setFilters({ locationid: id as StationId })} />
          <IdSelect label={t('wqUpdate.filter.parameter')} options={parameterOptions} loading={parameters.isPending} value={parameterid} onChange={(id) => void setFilters({ parameterid: id })} />
          <DateFilter
            value={{ rolling: false, days: 0, start, end }}
            onChange={(change) => void setFilters({ ...(change.start !== undefined && { start_date: change.start }), ...(change.end !== undefined && { end_date: change.end }) })}
          />
        </div>
      }
    >
      <ChartCard
        title={t('wqUpdate.depth.title', { parameter: parameterName, station })}
        status={{ isPending: profile.isPending, error: profile.error }}
        isEmpty={rows.length === 0}
        emptyText="No data for current selections"
        summary={summary}
        exportFileName="Reservoir Depth Profile"
        table={{ rows: table, columns, rowKey: 'key', fileName: 'Reservoir Depth Profile Data', caption: t('wqUpdate.depth.title', { parameter: parameterName, station }) }}
      >
        {(chart) => (
          <>
            <DepthHeatMap {...chart} values={values} scale={scale} units={units} period={heatPeriod} lines={lines} />
            <p style={{ margin: '8px 0 0', color: tokens.colors.textSecondary }} data-part="scale-rationale">
              {scale.rationale}
              {depthsNote && ` ${depthsNote}`}
            </p>
          </>
        )}
      </ChartCard>
      {locationid === LOCATIONS.ccrComposite && (
        <p role="note" style={{ margin: '8px 0 0', color: tokens.colors.textSecondary }}>
          {t('wqUpdate.depth.compositeNote')}
        </p>
      )}
    </AnalysisPage>
  );
}

export default analysisPage(FieldDepthProfilePage);
