import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery, parameterGroupName, parameterName, useT } from '@basin/shared';
import {
  AnalysisPage,
  ChartCard,
  DateFilter,
  IdSelect,
  LineChart,
  LocationsMap,
  analysisPage,
  describeUnknownIds,
  locationOptions,
  today,
  unknownIds,
  urlCodecs,
  useLocationsAssoc,
  useParameterGroups,
  useParameters,
  useReportLinkProblems,
  useUrlState,
} from '@basin/shared/analysis';
import type { ComparisonRecord, LocationAssocItem, MapLocation } from '@basin/api/schemas';
import { PARAMETER_GROUPS } from '@basin/api/domain';
import { comparisonColumns } from './columns';
import {
  AXES,
  GAP_DAYS,
  axisFields,
  axisInputs,
  axisSeries,
  canSubmit,
  candidateLocations,
  comparisonSummary,
  effectiveLocations,
  groupParameters,
  isAsked,
  noDataWarning,
  tableRows,
  unitAxes,
  withGroup,
  withParameter,
  withPrograms,
  type Axis,
  type AxisInputs,
  type ComparisonUrl,
} from './data';
import { Term } from '@basin/shared/glossary';

const PATH = '/explore/time-series-comparison';
const COMPARE = '/ts-compare-daily-data/:parameterId/:locationIds/:startDate/:endDate';
/** Spec 02 §4, §9: start 10/1/2021, end today; left group 147 (nutrients), right group 152 (field parameters); CCBWQA locations only. */
const FIELDS = {
  startDate: urlCodecs.isoDate('2021-10-01'),
  endDate: urlCodecs.isoDate(today()),
  leftGroup: urlCodecs.id(PARAMETER_GROUPS.nutrients),
  leftParameterId: urlCodecs.idList([]),
  leftLocationIds: urlCodecs.idList([]),
  leftCcbwqa: urlCodecs.flag(true),
  leftOther: urlCodecs.flag(false),
  rightGroup: urlCodecs.id(PARAMETER_GROUPS.fieldParameters),
  rightParameterId: urlCodecs.idList([]),
  rightLocationIds: urlCodecs.idList([]),
  rightCcbwqa: urlCodecs.flag(true),
  rightOther: urlCodecs.flag(false),
  submitted: urlCodecs.flag(false),
};

/** What the graph shows: the inputs at the last Submit. */
interface Submitted {
  startDate: string;
  endDate: string;
  left: AxisInputs;
  right: AxisInputs;
}
const snapshot = (url: ComparisonUrl): Submitted => ({ startDate: url.startDate, endDate: url.endDate, left: axisInputs(url, 'left'), right: axisInputs(url, 'right') });

/** The inputs of one axis: its group, its one parameter, its locations and the two program checkboxes. */
function AxisFilters({
  axis,
  inputs,
  onChange,
}: {
  axis: Axis;
  inputs: AxisInputs;
  onChange: (next: (locations: readonly LocationAssocItem[]) => AxisInputs) => void;
}) {
  const t = useT();
  const groups = useParameterGroups();
  const parameters = useParameters();
  const locations = useLocationsAssoc();
  // Named in the language and sorted as shown.
  const parameterChoices = groupParameters(parameters.data ?? [], inputs.group)
    .map((parameter) => ({ value: parameter.parameterid, label: parameterName(t, parameter.parameterid, parameter.param_descrip) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const offered = candidateLocations(locations.data ?? [], inputs);
  return (
    <div role="group" aria-label={t('explore.timeSeries.axisTitle', { axis })} style={{ display: 'grid', gap: 8, alignContent: 'start', minWidth: 0 }}>
      <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }}>
        {t('explore.timeSeries.axisTitle', { axis })}
      </Typography.Title>
      <IdSelect
        label={t('explore.timeSeries.axisParameterGroup', { axis })}
        options={(groups.data ?? []).map((group) => ({ value: group.param_groupid, label: parameterGroupName(t, group.param_groupid, group.param_group) }))}
        loading={groups.isPending}
        value={inputs.group}
        onChange={(group) => onChange(() => withGroup(inputs, group))}
      />
      <IdSelect
        label={t('explore.timeSeries.axisParameter', { axis })}
        options={parameterChoices}
        loading={parameters.isPending}
        value={inputs.parameterId}
        placeholder={t('explore.timeSeries.chooseParameter')}
        onChange={(id) => onChange(() => withParameter(inputs, id))}
      />
      <IdSelect
        multiple
        label={t('explore.timeSeries.axisLocations', { axis })}
        options={locationOptions(offered)}
        loading={locations.isPending}
        disabled={inputs.parameterId === null}
        placeholder={inputs.parameterId === null ? t('explore.timeSeries.chooseParameterFirst') : t('explore.timeSeries.chooseLocations')}
        value={inputs.parameterId === null ? [] : effectiveLocations(inputs, locations.data ?? [])}
        onChange={(ids) => onChange(() => ({ ...inputs, locationIds: ids }))}
      />
      <Space wrap size={4}>
        <Checkbox checked={inputs.ccbwqa} onChange={(event) => onChange((all) => withPrograms(inputs, { ccbwqa: event.target.checked }, all))}>
          {t('explore.timeSeries.ccbwqaLocations')}
        </Checkbox>
        <Checkbox checked={inputs.other} onChange={(event) => onChange((all) => withPrograms(inputs, { other: event.target.checked }, all))}>
          {t('explore.timeSeries.otherLocations')}
        </Checkbox>
      </Space>
    </div>
  );
}

/** The rows of the locations shown (comma-joined ids). */
function rowsOf(rows: readonly ComparisonRecord[] | undefined, shown: string): ComparisonRecord[] {
  const ids = new Set(shown.split(',').map(Number));
  return (rows ?? []).filter((row) => ids.has(row.locationid));
}

function TimeSeriesComparisonPage() {
  const t = useT();
  const [url, setUrl] = useUrlState(FIELDS);
  const locations = useLocationsAssoc();
  const parameters = useParameters();
  const all = useMemo(() => locations.data ?? [], [locations.data]);
  const inputs = { left: axisInputs(url, 'left'), right: axisInputs(url, 'right') };
  const chosen = { left: effectiveLocations(inputs.left, all), right: effectiveLocations(inputs.right, all) };
  // Ids the portal does not have (a bad link) are said in words; the axes already leave such locations out (issue 30).
  useReportLinkProblems('time-series-comparison', [
    describeUnknownIds('parameter', 'parameters', unknownIds([...new Set([...url.leftParameterId, ...url.rightParameterId])], parameters.data?.map((parameter) => parameter.parameterid))),
    describeUnknownIds('location', 'locations', unknownIds([...new Set([...url.leftLocationIds, ...url.rightLocationIds])], locations.data?.map((location) => location.locationid))),
  ]);

  // The URL holds the inputs and a `submitted` flag. A bookmarked link with submitted=1 shows its graph
  // at once. Editing an input after a Submit keeps the last submitted graph on screen (held here) but
  // clears the flag, so the URL never claims a graph of inputs that were not submitted; fetching runs
  // only on Submit (spec 02 §4). See docs/decisions.md, "Time Series Comparisons".
  const [submitted, setSubmitted] = useState<Submitted | null>(() => (url.submitted ? snapshot(url) : null));
  const change = (next: Partial<ComparisonUrl>) => void setUrl({ ...next, submitted: false });
  const changeAxis = (axis: Axis) => (next: (all: readonly LocationAssocItem[]) => AxisInputs) => change(axisFields(axis, next(all)));
  const submit = () => {
    setSubmitted(snapshot(url));
    void setUrl({ submitted: true });
  };

  // Each axis asks for the submitted locations at once, in parallel with the dropdowns; once these are in,
  // only the rows of the locations the axis still offers are shown (each location's rows are its own, so
  // this equals asking for those alone, and a bookmarked view waits for one round trip, not two).
  const requests = AXES.map((axis) => {
    const axisInputsSubmitted = submitted?.[axis];
    return {
      axis,
      parameterId: axisInputsSubmitted?.parameterId ?? null,
      shown: axisInputsSubmitted && locations.data ? effectiveLocations(axisInputsSubmitted, locations.data) : [],
      input: {
        params: {
          parameterId: axisInputsSubmitted?.parameterId ?? 0,
          locationIds: (axisInputsSubmitted?.locationIds ?? []).join(','),
          startDate: submitted?.startDate ?? '',
          endDate: submitted?.endDate ?? '',
        },
      },
    };
  });
  // The left axis is needed, the right one optional: it is asked for only with a parameter and a location.
  const leftAsked = isAsked(submitted?.left);
  const rightAsked = leftAsked && isAsked(submitted?.right);
  const ready = leftAsked && requests[0]!.shown.length > 0 && (!rightAsked || requests[1]!.shown.length > 0);
  const leftQuery = useQuery({ ...apiGetQuery(COMPARE, requests[0]!.input), enabled: leftAsked });
  const rightQuery = useQuery({ ...apiGetQuery(COMPARE, requests[1]!.input), enabled: rightAsked });
  // A bookmarked submit whose inputs are incomplete (or no longer offered) shows the info alert.
  const showChart = submitted !== null && (locations.isPending || ready);
  const leftShown = requests[0]!.shown.join(',');
  const rightShown = requests[1]!.shown.join(',');
  const leftRows = useMemo(() => rowsOf(leftQuery.data, leftShown), [leftQuery.data, leftShown]);
  const rightRows = useMemo(() => (rightAsked ? rowsOf(rightQuery.data, rightShown) : []), [rightAsked, rightQuery.data, rightShown]);
  const rows = useMemo(() => tableRows(t, leftRows, rightRows), [t, leftRows, rightRows]);
  const columns = useMemo(() => comparisonColumns(t), [t]);

  // One value axis per unit: the sides' parameters and units decide which axis each side's lines go on.
  const parameterById = new Map((parameters.data ?? []).map((parameter) => [parameter.parameterid, parameter]));
  const sides = requests.map(({ axis, parameterId }) => {
    const parameter = parameterId === null ? undefined : parameterById.get(parameterId);
    return {
      axis,
      parameter: parameterId === null ? '' : parameterName(t, parameterId, parameter?.param_descrip ?? t('explore.parameterFallback', { id: parameterId })),
      units: parameter?.unit_name,
      asked: axis === 'left' ? leftAsked : rightAsked,
    };
  });
  const plan = unitAxes(sides);
  const leftDrawnOn = plan.drawnOn.left;
  const rightDrawnOn = plan.drawnOn.right;
  const series = useMemo(
    () => [...axisSeries(t, leftRows, 'left', leftDrawnOn), ...axisSeries(t, rightRows, 'right', rightDrawnOn)],
    [t, leftRows, rightRows, leftDrawnOn, rightDrawnOn],
  );
  const described = sides
    .filter((side) => side.asked)
    .map((side) => ({ ...side, series: series.filter((entry) => entry.key.startsWith(`${side.axis}-`)) }));
  const summary = comparisonSummary(t, described, plan);
  const loaded = ready && leftQuery.isSuccess && (!rightAsked || rightQuery.isSuccess);
  const warning = loaded ? noDataWarning(t, leftRows.length, rightAsked ? rightRows.length : null) : null;
  const stale = submitted !== null && !url.submitted;
  const offered = [...new Set(AXES.flatMap((axis) => candidateLocations(all, inputs[axis]).map((location) => location.locationid)))];

  const addFromMap = (location: MapLocation) => {
    const axis = AXES.find((candidate) => inputs[candidate].parameterId !== null && candidateLocations(all, inputs[candidate]).some((item) => item.locationid === location.locationid));
    if (!axis || chosen[axis].includes(location.locationid)) return;
    change(axisFields(axis, { ...inputs[axis], locationIds: [...chosen[axis], location.locationid] }));
  };

  return (
    <AnalysisPage
      path={PATH}
      about={
        <Typography.Paragraph>
          {t.rich('explore.timeSeries.about', { gapDays: GAP_DAYS, term: (chunks) => <Term key="term" name="nonDetect">{chunks}</Term> })}
        </Typography.Paragraph>
      }
      filters={
        <div style={{ display: 'grid', gap: 12 }}>
          <DateFilter
            value={{ start: url.startDate, end: url.endDate, rolling: false, days: 0 }}
            onChange={(dates) => change({ ...(dates.start && { startDate: dates.start }), ...(dates.end && { endDate: dates.end }) })}
          />
          {/* Side by side only where each axis gets 300 px: a chosen location's tag needs the room. */}
          <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))' }}>
            {AXES.map((axis) => (
              <AxisFilters key={axis} axis={axis} inputs={inputs[axis]} onChange={changeAxis(axis)} />
            ))}
          </div>
          <div>
            <Button type="primary" disabled={!canSubmit(chosen.left)} onClick={submit}>
              {t('explore.timeSeries.submit')}
            </Button>
          </div>
        </div>
      }
      map={
        <LocationsMap
          locationIds={[...new Set([...offered, ...chosen.left, ...chosen.right])]}
          selection={{ left: chosen.left, right: chosen.right }}
          onLocationClick={addFromMap}
          ariaLabel={t('explore.timeSeries.mapLabel')}
        />
      }
    >
      {!showChart ? (
        <Alert type="info" showIcon title={t('explore.timeSeries.beforeSubmit')} />
      ) : (
        <>
          {stale && <Alert type="info" showIcon role="status" title={t('explore.timeSeries.stale')} />}
          {warning && <Alert type="warning" showIcon role="status" title={warning} />}
          <ChartCard
            title={t('explore.timeSeries.chartTitle')}
            status={{
              isPending: !ready || locations.isPending || leftQuery.isPending || (rightAsked && rightQuery.isPending),
              error: leftQuery.error ?? (rightAsked ? rightQuery.error : null),
            }}
            isEmpty={rows.length === 0}
            emptyText="No Data Available"
            summary={summary}
            exportFileName="Time Series Comparison"
            height={420}
            table={{ rows, columns, rowKey: 'key', fileName: 'Time Series Comparison Data', caption: t('explore.timeSeries.tableCaption') }}
          >
            {(chart) => (
              <LineChart
                {...chart}
                xUnit="week"
                xLabel={t('explore.timeSeries.xLabel')}
                series={series}
                gapDays={GAP_DAYS}
                leftLabel={plan.labels.left}
                rightLabel={plan.labels.right}
              />
            )}
          </ChartCard>
        </>
      )}
    </AnalysisPage>
  );
}

export default analysisPage(TimeSeriesComparisonPage);
