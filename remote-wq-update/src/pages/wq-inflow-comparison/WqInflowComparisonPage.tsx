import { useMemo, useState } from 'react';
import { Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '@basin/shared';
import {
  AnalysisPage,
  ChartCard,
  ChoiceSelect,
  GroupedBarChart,
  IdSelect,
  MONTH_ABBREVIATIONS,
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
  FLOW_CONDITION_LABELS,
  INFLOW_FIRST_YEAR,
  INFLOW_LOCATIONS,
  PARAMETERS,
  SCALE_TYPES,
  SCALE_TYPE_LABELS,
  type FlowCondition,
} from '@basin/api/domain';
import { inflowColumns } from './columns';
import { MAX_YEARS, defaultYears, offeredYears, siteBars, siteSummary, yAxisMax } from './data';
import { Term } from '@basin/shared/glossary';

const PATH = '/water-quality-update/wq-inflow-comparison';
const FLOW_CONDITION_VALUES: readonly number[] = Object.values(FLOW_CONDITIONS);
/** In the spec's order: 3 all, 2 base, 1 storm. */
const FLOW_CHOICES = ([FLOW_CONDITIONS.all, FLOW_CONDITIONS.base, FLOW_CONDITIONS.storm] as const).map((value) => ({ value, label: FLOW_CONDITION_LABELS[value] }));

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
  const chipYears = useMemo(() => [...new Set([...offeredYears(currentYear), ...years])].sort((a, b) => a - b), [currentYear, years]);

  const parameter = parameters.data?.find((item) => item.parameterid === parameterid);
  const parameterName = rows[0]?.parameter ?? parameter?.param_descrip ?? `Parameter ${parameterid}`;
  const units = rows[0]?.unit_name ?? parameter?.unit_name;
  const siteName = (locationid: number) =>
    charts.find((chart) => chart.locationid === locationid)?.rows[0]?.location_name ??
    inflowSites.find((site) => site.locationid === locationid)?.location_descrip.split(' - ')[0] ??
    `Location ${locationid}`;

  return (
    <AnalysisPage
      path={PATH}
      about={
        <Typography.Paragraph>
          Monthly means of one parameter at the reservoir&apos;s two inflow sites, Cherry Creek (CC-10) and Cottonwood Creek (CT-2), year beside
          year: each bar is the mean of a calendar month&apos;s samples, one colour per year (the same in both charts). Choose <Term name="baseFlow">base-flow</Term> or <Term name="stormFlow">storm</Term>
          samples only, or all of them. A fixed scale gives both charts one y axis, from 0 to 1.05 times the larger maximum, so the two creeks can
          be compared bar for bar; a dynamic scale fits each chart to its own data. Years run from {INFLOW_FIRST_YEAR}; the last two are shown
          until you pick others (up to {MAX_YEARS}). A result below the <Term name="detectionLimit">detection limit</Term> counts as half the limit in a mean.
        </Typography.Paragraph>
      }
      filters={
        <div style={{ display: 'grid', gap: 12 }}>
          <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))' }}>
            <IdSelect label="Parameter" options={options} loading={parameters.isPending} value={parameterid} onChange={(id) => void setFilters({ parameterid: id })} />
            <ChoiceSelect<FlowCondition> label="Flow condition" value={flowcond} choices={FLOW_CHOICES} onChange={(value) => void setFilters({ flowcond: value })} />
            <ChoiceSelect label="Scale type" value={scaletype} choices={SCALE_TYPE_LABELS} onChange={(value) => void setFilters({ scaletype: value })} />
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
              {`${MAX_YEARS} years are shown, one colour each: clear one to add another.`}
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
              title={`${parameterName} at ${location}, monthly means (${FLOW_CONDITION_LABELS[flowcond]})`}
              status={{ isPending: years.length > 0 && means.isPending, error: means.error }}
              isEmpty={chart.groups.length === 0}
              emptyText="No data for current selections"
              summary={siteSummary(chart, parameterName, location, units, yMax)}
              exportFileName={`Reservoir Inflow Comparison ${location}`}
              table={{
                rows: chart.rows,
                columns: inflowColumns,
                rowKey: (row) => `${row.year}-${row.month}`,
                fileName: `Reservoir Inflow Comparison Data ${location}`,
                caption: `${parameterName} at ${location}: monthly means`,
              }}
            >
              {(size) => (
                <GroupedBarChart
                  {...size}
                  categories={MONTH_ABBREVIATIONS}
                  groups={chart.groups}
                  units={units}
                  yMax={yMax}
                  xLabel="Month"
                  yLabel={units ? `${parameterName} (${units})` : parameterName}
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
