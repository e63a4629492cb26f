import { useEffect, useMemo } from 'react';
import { Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery, tokens } from '@basin/shared';
import {
  AnalysisPage,
  ChartCard,
  DateFilter,
  DepthHeatMap,
  IdSelect,
  analysisPage,
  buildHeatMapModel,
  describeDepthHeatMap,
  simpleOptions,
  today,
  useUrlState,
} from '@basin/shared/analysis';
import { HYPOXIC_OXYGEN, LOCATIONS, RESERVOIR_STATIONS } from '@basin/api/domain';
import { colourScaleFor } from './colourScales';
import { depthProfileColumns } from './columns';
import { checkedPeriod, depthLine, type StationId, depthProfileFields, describeDepthLine, heatValues, sampledDepthsNote, stationLabel, tableRows } from './data';
import { Term } from '@basin/shared/glossary';

const PATH = '/water-quality-update/field-depth-profile';
const STATION_OPTIONS = RESERVOIR_STATIONS.map((station) => ({ value: station.id, label: station.label }));
const parameterOptionsQuery = apiGetQuery('/depth-profile/list-parameters-dropdown-depth-profile-active', {});

function FieldDepthProfilePage() {
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
  const scale = useMemo(() => colourScaleFor(parameterid, values.map((value) => value.value)), [parameterid, values]);
  const line = useMemo(() => depthLine(parameterid, rows), [parameterid, rows]);
  const lines = useMemo(() => (line ? [line] : []), [line]);
  const heatPeriod = useMemo(() => [start, end] as const, [start, end]);
  const model = useMemo(() => buildHeatMapModel(values, { scale, period: heatPeriod }), [values, scale, heatPeriod]);

  const parameterOptions = useMemo(() => simpleOptions(parameters.data), [parameters.data]);
  const parameterName = parameterOptions.find((option) => option.value === parameterid)?.label ?? `Parameter ${parameterid}`;
  const units = rows[0]?.unit_name;
  const station = stationLabel(locationid);
  const summary = [describeDepthHeatMap({ subject: `${parameterName} at ${station}`, units, model }), rows.length > 0 ? describeDepthLine(line) : ''].filter(Boolean).join(' ');
  const table = useMemo(() => tableRows(rows, scale, line), [rows, scale, line]);
  const columns = useMemo(
    () => depthProfileColumns(units, line ? (line.key === 'thermocline' ? 'Thermocline depth that date (m)' : `Top of the hypoxic layer that date (m)`) : null),
    [units, line],
  );
  const depthsNote = sampledDepthsNote(rows);

  return (
    <AnalysisPage
      path={PATH}
      about={
        <>
          <Typography.Paragraph>
            One parameter through the water column of a reservoir station: depth runs down, sampling dates across, and each cell&apos;s colour is the
            class of its value (the legend names each class; the note under the chart says why the breaks are where they are). Each sampling date&apos;s
            column is as wide as the time it stands for (half-way to the dates before and after, at most 31 days either side), so sparse winter
            sampling keeps its width and a longer gap shows hatched; each depth stands for the layer half-way to the next depth sampled (at most
            0.5 m either side).
          </Typography.Paragraph>
          <Typography.Paragraph>
            For water temperature, a line marks the thermocline of each date: the depth of the steepest density gradient between adjacent measured
            depths (density from temperature), found only when the profile spans at least 1 °C from top to bottom (as rLakeAnalyzer&apos;s
            thermo.depth). For dissolved oxygen, a dashed line marks the top of the <Term name="hypoxia">hypoxic</Term> layer (below {HYPOXIC_OXYGEN} mg/L). Profiles are
            measured every metre; nutrients are sampled in the <Term name="photicZone">photic zone</Term> (1 m) and near the bottom only. Composite samples (CCR Composite) are
            mixed over the photic zone and have no depth.
          </Typography.Paragraph>
        </>
      }
      filters={
        <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))', alignItems: 'end' }}>
          <IdSelect label="Station" options={STATION_OPTIONS} value={locationid} onChange={(id) => void setFilters({ locationid: id as StationId })} />
          <IdSelect label="Parameter" options={parameterOptions} loading={parameters.isPending} value={parameterid} onChange={(id) => void setFilters({ parameterid: id })} />
          <DateFilter
            value={{ rolling: false, days: 0, start, end }}
            onChange={(change) => void setFilters({ ...(change.start !== undefined && { start_date: change.start }), ...(change.end !== undefined && { end_date: change.end }) })}
          />
        </div>
      }
    >
      <ChartCard
        title={`${parameterName} by depth at ${station}`}
        status={{ isPending: profile.isPending, error: profile.error }}
        isEmpty={rows.length === 0}
        emptyText="No data for current selections"
        summary={summary}
        exportFileName="Reservoir Depth Profile"
        table={{ rows: table, columns, rowKey: 'key', fileName: 'Reservoir Depth Profile Data', caption: `${parameterName} by depth at ${station}` }}
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
          CCR Composite samples are mixed over the photic zone and carry no depth, so they cannot be placed in a depth profile; the Reservoir Water Quality
          Summary shows them.
        </p>
      )}
    </AnalysisPage>
  );
}

export default analysisPage(FieldDepthProfilePage);
