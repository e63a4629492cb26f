import { useMemo } from 'react';
import { Alert, Button, Checkbox, Space, Typography } from 'antd';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery, parameterName, useT } from '@basin/shared';
import {
  AnalysisPage,
  ChartCard,
  IdSelect,
  ScatterChart,
  analysisPage,
  describeUnknownIds,
  knownIdOr,
  knownIdsOf,
  locationOptions,
  parameterOptions,
  unknownIds,
  urlCodecs,
  useLocationsAssoc,
  useParameterGroups,
  useParameters,
  useReportLinkProblems,
  useUrlState,
} from '@basin/shared/analysis';
import { LOCATIONS, PARAMETERS } from '@basin/api/domain';
import { correlationColumns } from './columns';
import { correlationSummary, describeFit, locationFits, omittedLocations, scatterSeries } from './data';
import { Term } from '@basin/shared/glossary';

const PATH = '/explore/correlation-graph';
/** Spec 02 §9: location 79, p1 28 (x), p2 24 (y); outliers kept by default. */
const FIELDS = {
  locationids: urlCodecs.idList([LOCATIONS.ccr1]),
  p1: urlCodecs.id(PARAMETERS.totalPhosphorus),
  p2: urlCodecs.id(PARAMETERS.chlorophyllA),
  exclude_outliers: urlCodecs.flag(false),
};

function CorrelationGraphPage() {
  const t = useT();
  const [filters, setFilters] = useUrlState(FIELDS);
  const locations = useLocationsAssoc();
  const parameters = useParameters();
  const groups = useParameterGroups();
  // An id the portal does not have (a bad link) is said in words and never shown or asked for: the
  // parameter falls back to its default, an unknown location is left out (issue 30).
  const knownParameters = parameters.data?.map((parameter) => parameter.parameterid);
  const knownLocations = locations.data?.map((location) => location.locationid);
  useReportLinkProblems('correlation', [
    describeUnknownIds('parameter', 'parameters', unknownIds([...new Set([filters.p1, filters.p2])], knownParameters)),
    describeUnknownIds('location', 'locations', unknownIds(filters.locationids, knownLocations)),
  ]);
  const p1 = knownIdOr(filters.p1, knownParameters, FIELDS.p1.defaultValue);
  const p2 = knownIdOr(filters.p2, knownParameters, FIELDS.p2.defaultValue);
  const locationids = knownIdsOf(filters.locationids, knownLocations);
  const { exclude_outliers } = filters;
  // Asked once the ids are checked, so an unknown one is never sent.
  const pairs = useQuery({
    ...apiGetQuery('/results-simple/correlation-graph', { query: { locationids, p1, p2, exclude_outliers } }),
    enabled: locationids.length > 0 && knownParameters !== undefined && knownLocations !== undefined,
  });

  const parameterById = useMemo(() => new Map((parameters.data ?? []).map((parameter) => [parameter.parameterid, parameter])), [parameters.data]);
  const names = useMemo(() => new Map((locations.data ?? []).map((location) => [location.locationid, location.location_descrip])), [locations.data]);
  const points = useMemo(() => pairs.data ?? [], [pairs.data]);
  const series = useMemo(() => scatterSeries(points, exclude_outliers), [points, exclude_outliers]);
  const fits = useMemo(() => locationFits(points), [points]);
  const omitted = pairs.data ? omittedLocations(t, locationids, points, names) : [];
  const axisName = (id: number) => parameterName(t, id, parameterById.get(id)?.param_descrip ?? t('explore.parameterFallback', { id }));
  const unitOf = (id: number) => parameterById.get(id)?.unit_name;
  const axisLabel = (id: number) => (unitOf(id) ? `${axisName(id)} (${unitOf(id)})` : axisName(id));

  return (
    <AnalysisPage
      path={PATH}
      about={
        <Typography.Paragraph>{t.rich('explore.correlation.about', { term: (chunks) => <Term key="term" name="photicZone">{chunks}</Term> })}</Typography.Paragraph>
      }
      filters={
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <IdSelect
            multiple
            label={t('explore.field.locations')}
            options={locationOptions(locations.data ?? [])}
            loading={locations.isPending}
            value={locationids}
            onChange={(ids) => void setFilters({ locationids: ids })}
          />
          <Space wrap align="end" size={12}>
            <div style={{ minWidth: 240 }}>
              <IdSelect label={t('explore.correlation.parameter1')} options={parameterOptions(parameters.data ?? [], groups.data)} loading={parameters.isPending} value={p1} onChange={(id) => void setFilters({ p1: id })} />
            </div>
            <Button icon={<SwapOutlined />} onClick={() => void setFilters({ p1: p2, p2: p1 })}>
              {t('explore.correlation.swapAxes')}
            </Button>
            <div style={{ minWidth: 240 }}>
              <IdSelect label={t('explore.correlation.parameter2')} options={parameterOptions(parameters.data ?? [], groups.data)} loading={parameters.isPending} value={p2} onChange={(id) => void setFilters({ p2: id })} />
            </div>
          </Space>
          <Checkbox checked={exclude_outliers} onChange={(event) => void setFilters({ exclude_outliers: event.target.checked })}>
            {t('explore.correlation.excludeOutliers')}
          </Checkbox>
        </Space>
      }
    >
      <ChartCard
        title={t('explore.correlation.chartTitle', { y: axisName(p2), x: axisName(p1) })}
        status={{ isPending: locationids.length > 0 && (pairs.isPending || parameters.isPending || locations.isPending), error: pairs.error ?? parameters.error ?? locations.error }}
        isEmpty={points.length === 0}
        emptyText="No Data Available"
        summary={correlationSummary(t, fits, axisName(p1), axisName(p2))}
        exportFileName="Correlation Graph"
        table={{ rows: points, columns: correlationColumns(t, axisLabel(p1), axisLabel(p2)), rowKey: (row) => `${row.locationid}-${row.rdate}`, fileName: 'Correlation Graph Data', caption: t('explore.correlation.tableCaption') }}
      >
        {(chart) => <ScatterChart {...chart} series={series} xLabel={axisLabel(p1)} yLabel={axisLabel(p2)} xUnits={unitOf(p1)} yUnits={unitOf(p2)} />}
      </ChartCard>
      {fits.length > 0 && (
        <section aria-labelledby="correlation-fits">
          <Typography.Title level={2} id="correlation-fits" style={{ fontSize: 16 }}>
            {t('explore.correlation.fitsTitle')}
          </Typography.Title>
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {fits.map((fit) => (
              <li key={fit.locationid}>{describeFit(t, fit)}</li>
            ))}
          </ul>
        </section>
      )}
      {omitted.length > 0 && (
        <Alert type="info" showIcon role="note" title={t('explore.correlation.omitted', { locations: omitted.join(', ') })} />
      )}
    </AnalysisPage>
  );
}

export default analysisPage(CorrelationGraphPage);
