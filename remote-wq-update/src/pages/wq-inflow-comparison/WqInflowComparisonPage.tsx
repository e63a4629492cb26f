import { useMemo, useState } from 'react';
import { Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery, parameterName, scaleTypeLabel, useT, type Translate } from '@basin/shared';
import { flowConditionLabel } from '../../i18n/words';
import {
  AnalysisPage,
  ChartCard,
  ChoiceSelect,
  GroupedBarChart,
  IdSelect,
  monthAbbreviations,
  YearChips,
  analysisPage,
  describeUnknownIds,
  knownIdOr,
  parameterOptions,
  unknownIds,
  urlCodecs,
  useLocationsAssoc,
  useParameterGroups,
  useParameters,
  useReportLinkProblems,
  useUrlState,
} from '@basin/shared/analysis';
import {
  FLOW_CONDITIONS,
  INFLOW_FIRST_YEAR,
  INFLOW_LOCATIONS,
  PARAMETERS,
  SCALE_TYPES,
  type FlowCondition,
  type ScaleType,
} from '@basin/api/domain';
import { inflowColumns } from './columns';
import { MAX_YEARS, defaultYears, offeredYears, siteBars, siteSummary, yAxisMax } from './data';
import { termTags } from '@basin/shared/glossary';

const PATH = '/water-quality-update/wq-inflow-comparison';
const FLOW_CONDITION_VALUES: readonly number[] = Object.values(FLOW_CONDITIONS);
/** In the spec's order: 3 all, 2 base, 1 storm. */
const flowChoices = (t: Translate) => ([FLOW_CONDITIONS.all, FLOW_CONDITIONS.base, FLOW_CONDITIONS.storm] as const).map((value) => ({ value, label: flowConditionLabel(t, value) }));
/** The domain's SCALE_TYPE_LABELS, translated. */
const scaleChoices = (t: Translate): Record<ScaleType, string> => ({ fixed: scaleTypeLabel(t, 'fixed'), dynamic: scaleTypeLabel(t, 'dynamic') });

/** Spec 02 §9: parameter 29, flow condition 3 (all), scale fixed, the last two years. */
function defaultFields(currentYear: number) {
  return {
    parameterid: urlCodecs.id(PARAMETERS.totalNitrogen),
    years: urlCodecs.yearList(defaultYears(currentYear)),
    flowcond: urlCodecs
      .custom<FlowCondition>({ parse: (value) => (/^\d$/.test(value) && FLOW_CONDITION_VALUES.includes(Number(value)) ? (Number(value) as FlowCondition) : null), serialize: String })
      .withDefault(FLOW_CONDITIONS.all),
    scaletype: urlCodecs.oneOf(SCALE_TYPES, 'fixed'),
  };
}

function WqInflowComparisonPage() {
  const t = useT();
  // The current year is fixed when the page opens (and the default years written into the URL).
  const [currentYear] = useState(() => new Date().getFullYear());
  const [fields] = useState(() => defaultFields(currentYear));
  const [filters, setFilters] = useUrlState(fields);
  const { years, flowcond, scaletype } = filters;
  const locations = useLocationsAssoc();
  const parameters = useParameters();
  const groups = useParameterGroups();
  // A parameter the portal does not have (a bad link) is said in words and replaced by the default (issue 30).
  const knownParameters = parameters.data?.map((parameter) => parameter.parameterid);
  useReportLinkProblems('wq-inflow-comparison', [describeUnknownIds('parameter', 'parameters', unknownIds([filters.parameterid], knownParameters))]);
  const parameterid = knownIdOr(filters.parameterid, knownParameters, fields.parameterid.defaultValue);
  const means = useQuery({ ...apiGetQuery('/wq-inflow-comparison', { query: { parameterid, years, flowcond } }), enabled: years.length > 0 });

  const inflowSites = useMemo(() => (locations.data ?? []).filter((location) => INFLOW_LOCATIONS.includes(location.locationid)), [locations.data]);
  // The parameters measured at either inflow site (all parameters until the locations load).
  const options = useMemo(() => {
    const measured = new Set(inflowSites.flatMap((site) => site.parameterid_array));
    const offered = (parameters.data ?? []).filter((parameter) => measured.size === 0 || measured.has(parameter.parameterid));
    return parameterOptions(offered, groups.data);
  }, [inflowSites, parameters.data, groups.data]);
  const rows = useMemo(() => (years.length > 0 ? (means.data ?? []) : []), [means.data, years.length]);
  const charts = useMemo(() => siteBars(rows, INFLOW_LOCATIONS, years), [rows, years]);
  const yMax = yAxisMax(scaletype, charts);
  const months = useMemo(() => monthAbbreviations(t), [t]);
  const chipYears = useMemo(() => [...new Set([...offeredYears(currentYear), ...years])].sort((a, b) => a - b), [currentYear, years]);

  const parameter = parameters.data?.find((item) => item.parameterid === parameterid);
  const shownName = parameterName(t, parameterid, rows[0]?.parameter ?? parameter?.param_descrip ?? t('wqUpdate.common.parameterId', { id: String(parameterid) }));
  const units = rows[0]?.unit_name ?? parameter?.unit_name;
  const siteName = (locationid: number) =>
    charts.find((chart) => chart.locationid === locationid)?.rows[0]?.location_name ??
    inflowSites.find((site) => site.locationid === locationid)?.location_descrip.split(' - ')[0] ??
    t('wqUpdate.common.locationId', { id: String(locationid) });

  return (
    <AnalysisPage
      path={PATH}
      about={
        <Typography.Paragraph>
          {t.rich('wqUpdate.inflow.about', {
            ...termTags({ base: 'baseFlow', storm: 'stormFlow', limit: 'detectionLimit' }),
            first: String(INFLOW_FIRST_YEAR),
            max: MAX_YEARS,
          })}
        </Typography.Paragraph>
      }
      filters={
        <div style={{ display: 'grid', gap: 12 }}>
          <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))' }}>
            <IdSelect label={t('wqUpdate.filter.parameter')} options={options} loading={parameters.isPending} value={parameterid} onChange={(id) => void setFilters({ parameterid: id })} />
            <ChoiceSelect<FlowCondition> label={t('wqUpdate.filter.flowCondition')} value={flowcond} choices={flowChoices(t)} onChange={(value) => void setFilters({ flowcond: value })} />
            <ChoiceSelect label={t('wqUpdate.filter.scaleType')} value={scaletype} choices={scaleChoices(t)} onChange={(value) => void setFilters({ scaletype: value })} />
          </div>
          <YearChips
            years={chipYears}
            selected={years}
            onChange={(picked) => {
              if (picked.length <= MAX_YEARS) void setFilters({ years: picked });
            }}
          />
          {years.length >= MAX_YEARS && (
            <Typography.Text type="secondary" role="note">
              {t('wqUpdate.inflow.maxYears', { max: MAX_YEARS })}
            </Typography.Text>
          )}
        </div>
      }
    >
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 520px), 1fr))' }}>
        {charts.map((chart) => {
          const location = siteName(chart.locationid);
          return (
            <ChartCard
              key={chart.locationid}
              title={t('wqUpdate.inflow.title', { parameter: shownName, location, flow: flowConditionLabel(t, flowcond) })}
              status={{ isPending: years.length > 0 && means.isPending, error: means.error }}
              isEmpty={chart.groups.length === 0}
              emptyText="No data for current selections"
              summary={siteSummary(t, chart, shownName, location, units, yMax)}
              exportFileName={`Reservoir Inflow Comparison ${location}`}
              table={{
                rows: chart.rows,
                columns: inflowColumns(t, parameterid),
                rowKey: (row) => `${row.year}-${row.month}`,
                fileName: `Reservoir Inflow Comparison Data ${location}`,
                caption: t('wqUpdate.inflow.caption', { parameter: shownName, location }),
              }}
            >
              {(size) => (
                <GroupedBarChart
                  {...size}
                  categories={months}
                  groups={chart.groups}
                  units={units}
                  yMax={yMax}
                  xLabel={t('wqUpdate.inflow.xAxis')}
                  yLabel={units ? `${shownName} (${units})` : shownName}
                />
              )}
            </ChartCard>
          );
        })}
      </div>
    </AnalysisPage>
  );
}

export default analysisPage(WqInflowComparisonPage);
