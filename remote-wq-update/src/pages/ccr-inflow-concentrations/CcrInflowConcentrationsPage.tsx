import { useMemo, useState } from 'react';
import { Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery, useT, type Translate, watershedGroupLabel } from '@basin/shared';
import {
  AnalysisPage,
  ChartCard,
  ChoiceSelect,
  DateFilter,
  IdSelect,
  TimeChart,
  analysisPage,
  dateRangeChange,
  dateRangeFields,
  dateRangeOf,
  describeUnknownIds,
  knownIdsOf,
  locationOptions,
  recentWaterYears,
  today,
  unknownIds,
  urlCodecs,
  useLocationsAssoc,
  useReportLinkProblems,
  useUrlState,
} from '@basin/shared/analysis';
import { INFLOW_LOCATIONS, WATERSHED_PARAMETER_GROUPS, type WatershedParameterGroup } from '@basin/api/domain';
import { concentrationColumns } from './columns';
import { concentrationSeries, concentrationSummary, tableRows } from './data';
import { termTags } from '@basin/shared/glossary';

const PATH = '/water-quality-update/ccr-inflow-concentrations';
const GROUP_VALUES = WATERSHED_PARAMETER_GROUPS.map((group) => group.value);
const groupLabel = watershedGroupLabel;

/** Spec 02 §9: the nitrogen group (29,45) at 68 and 83; the period opens on the recent water years (docs/decisions.md). */
function defaultFields(now: string) {
  return {
    parameterGroup: urlCodecs.oneOf<WatershedParameterGroup>(GROUP_VALUES, WATERSHED_PARAMETER_GROUPS[0].value),
    locationIds: urlCodecs.idList(INFLOW_LOCATIONS),
    ...dateRangeFields(recentWaterYears(now)),
  };
}

function CcrInflowConcentrationsPage() {
  const t = useT();
  // Fixed when the page opens (and written into the URL), so a shared link keeps its period.
  const [fields] = useState(() => defaultFields(today()));
  const [filters, setFilters] = useUrlState(fields);
  const { parameterGroup, start_date, end_date } = filters;
  // A location that is not one of the inflows (a bad link) is said in words and left out (issue 30).
  useReportLinkProblems('ccr-inflow', [describeUnknownIds('location', 'locations', unknownIds(filters.locationIds, INFLOW_LOCATIONS))]);
  const locationIds = useMemo(() => knownIdsOf(filters.locationIds, INFLOW_LOCATIONS), [filters.locationIds]);
  const locations = useLocationsAssoc();
  const samples = useQuery({
    ...apiGetQuery('/results-simple/ccr-inflow', { query: { parameterGroup, start_date, end_date, locationIds } }),
    enabled: locationIds.length > 0,
  });

  const group = WATERSHED_PARAMETER_GROUPS.find((item) => item.value === parameterGroup) ?? WATERSHED_PARAMETER_GROUPS[0];
  const options = useMemo(() => locationOptions((locations.data ?? []).filter((location) => INFLOW_LOCATIONS.includes(location.locationid))), [locations.data]);
  const rows = useMemo(() => (locationIds.length > 0 ? (samples.data ?? []) : []), [samples.data, locationIds.length]);
  const series = useMemo(() => concentrationSeries(t, rows, locationIds, group.parameterIds), [t, rows, locationIds, group]);
  const label = groupLabel(t, group.value);
  const table = useMemo(() => tableRows(rows), [rows]);
  const period = useMemo(() => ({ start: start_date, end: end_date }), [start_date, end_date]);
  const units = [...new Set(rows.map((row) => row.unit_name))].join(', ');

  return (
    <AnalysisPage
      path={PATH}
      about={
        <Typography.Paragraph>
          {t.rich('wqUpdate.ccr.about', {
            ...termTags({ storm: 'stormFlow', base: 'baseFlow', limit: 'detectionLimit', waterYears: 'waterYear' }),
          })}
        </Typography.Paragraph>
      }
      filters={
        <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))', alignItems: 'end' }}>
          <ChoiceSelect<WatershedParameterGroup>
            label={t('wqUpdate.filter.parameterGroup')}
            value={parameterGroup}
            choices={WATERSHED_PARAMETER_GROUPS.map(({ value }) => ({ value, label: groupLabel(t, value) }))}
            onChange={(value) => void setFilters({ parameterGroup: value })}
          />
          <IdSelect multiple label={t('wqUpdate.filter.locations')} options={options} loading={locations.isPending} value={locationIds} onChange={(ids) => void setFilters({ locationIds: ids })} />
          <div style={{ gridColumn: '1 / -1' }}>
            <DateFilter value={dateRangeOf(filters)} onChange={(change) => void setFilters(dateRangeChange(change))} />
          </div>
        </div>
      }
    >
      <ChartCard
        title={t('wqUpdate.ccr.title', { group: label })}
        status={{ isPending: locationIds.length > 0 && samples.isPending, error: samples.error }}
        isEmpty={rows.length === 0}
        emptyText="No data"
        summary={concentrationSummary(t, rows, locationIds, group.parameterIds)}
        exportFileName="Watershed Water Quality"
        table={{
          rows: table,
          columns: concentrationColumns(t),
          rowKey: 'key',
          fileName: 'Watershed Water Quality Data',
          caption: t('wqUpdate.ccr.caption', { group: label }),
        }}
      >
        {(chart) => <TimeChart {...chart} series={series} period={period} leftLabel={units ? t('wqUpdate.ccr.axisUnits', { units }) : t('wqUpdate.ccr.axis')} />}
      </ChartCard>
    </AnalysisPage>
  );
}

export default analysisPage(CcrInflowConcentrationsPage);
