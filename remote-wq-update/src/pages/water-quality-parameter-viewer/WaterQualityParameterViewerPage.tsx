import { useMemo, useState } from 'react';
import { Card, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery, tokens } from '@basin/shared';
import { Term } from '@basin/shared/glossary';
import {
  AnalysisPage,
  ChartCard,
  ChoiceSelect,
  DateFilter,
  IdSelect,
  Sparkline,
  TimeChart,
  YearChart,
  analysisPage,
  today,
  urlCodecs,
  useParameters,
  useUrlState,
} from '@basin/shared/analysis';
import { StatusCard } from '@basin/shared/status';
import type { StandardTracker } from '@basin/api/schemas';
import {
  CHLOROPHYLL_STANDARD,
  CHLOROPHYLL_STANDARD_RULE,
  LOCATIONS,
  PARAMETERS,
  PHOTIC_ZONE_DEPTH_M,
  RESERVOIR_STATIONS,
  RESERVOIR_SUMMARY_PARAMETERS,
  SEASONS,
  SEASON_LABELS,
} from '@basin/api/domain';
import { drilldownColumns, trackerColumns, yearlyColumns } from './columns';
import {
  SEASON_MEAN_NAMES,
  defaultDrilldownDates,
  drilldownSeries,
  drilldownSummary,
  drilldownTableRows,
  standardAnswer,
  standardLines,
  trackerPoints,
  trackerTableRows,
  trackerWords,
  yearSeries,
  yearlyRange,
  yearlySummary,
  yearlyTableRows,
  type TrackerTableRow,
  type TrackerWords,
} from './data';

const PATH = '/water-quality-update/water-quality-parameter-viewer';

/** Spec 02 §9: parameter 24 (one of 24, 29, 28), season annual, drill-down locations 79, 80, 81; the drill-down dates are ours (data.ts). */
function defaultFields(now: string) {
  const dates = defaultDrilldownDates(now);
  return {
    parameterid: urlCodecs
      .custom({ parse: (value) => (/^\d+$/.test(value) && RESERVOIR_SUMMARY_PARAMETERS.includes(Number(value)) ? Number(value) : null), serialize: String })
      .withDefault(PARAMETERS.chlorophyllA),
    season: urlCodecs.oneOf(SEASONS, 'annual'),
    locationIds: urlCodecs.idList([LOCATIONS.ccr1, LOCATIONS.ccr2, LOCATIONS.ccr3]),
    start_date: urlCodecs.isoDate(dates.start),
    end_date: urlCodecs.isoDate(dates.end),
  };
}

/** The reservoir stations with the spec's labels (CCR1, CCR2, CCR3, CCR Composite). */
const STATION_OPTIONS = RESERVOIR_STATIONS.map((station) => ({ value: station.id, label: station.label }));
const VERDICT_COLORS: Record<TrackerWords['verdict'], string> = { met: tokens.colors.success, exceeded: tokens.colors.error, 'no samples': tokens.colors.textSecondary };
const VERDICT_LABELS: Record<TrackerWords['verdict'], string> = { met: 'Standard met', exceeded: 'Standard exceeded', 'no samples': 'Not assessed' };

/**
 * The standard tracker, the page's answer (issue 30: first under the title, in plain words): whether the
 * reservoir meets its chlorophyll-a standard over the last five seasons, the latest complete season's
 * mean and verdict, and the ten seasons as a sparkline in its own chart card (table alternative,
 * summary, Save PNG).
 */
function TrackerCard({ tracker, words, status, rows }: { tracker?: StandardTracker; words: TrackerWords | null; status: { isPending: boolean; error: unknown }; rows: readonly TrackerTableRow[] }) {
  const answer = tracker ? standardAnswer(tracker) : null;
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>Chlorophyll-a standard tracker</h2>} role="region" aria-label="Chlorophyll-a standard tracker" styles={{ body: { padding: 16 } }}>
      {tracker && words && answer && (
        <div style={{ marginBottom: 12 }}>
          <p style={{ margin: 0, fontSize: 22, fontWeight: 700, lineHeight: 1.25, color: answer.meeting ? tokens.colors.success : tokens.colors.error }} data-part="answer">
            {answer.text}
          </p>
          <p style={{ margin: '4px 0 12px', maxWidth: '75ch' }} data-part="window">
            {words.window}
          </p>
          <p style={{ margin: 0, fontWeight: 600, color: VERDICT_COLORS[words.verdict] }} data-part="verdict">
            {VERDICT_LABELS[words.verdict]}: {tracker.latest_season} <Term name="growingSeason">growing season</Term>
          </p>
          <p style={{ margin: '4px 0', fontSize: 28, fontWeight: 600, lineHeight: 1.2, color: tokens.colors.text }} data-part="season-mean">
            {words.mean ?? 'No samples'}
          </p>
          <p style={{ margin: '0 0 8px', maxWidth: '75ch' }} data-part="headline">
            {words.headline}
          </p>
          <p style={{ margin: 0, maxWidth: '75ch', color: tokens.colors.textSecondary }} data-part="standard">
            <Term name="chlorophyllA">Chlorophyll-a</Term> measures the algae in the water. The reservoir&apos;s{' '}
            <Term name="standard">standard</Term>: its July-September mean may be above {CHLOROPHYLL_STANDARD}{' '}
            <Term name="microgramsPerLitre">µg/L</Term> in no more than{' '}
            {CHLOROPHYLL_STANDARD_RULE.allowedExceedances === 1 ? 'one' : CHLOROPHYLL_STANDARD_RULE.allowedExceedances} of{' '}
            {CHLOROPHYLL_STANDARD_RULE.assessmentYears} years.
          </p>
        </div>
      )}
      <ChartCard
        title={tracker ? `Growing-season means, ${tracker.seasons[0]?.year}-${tracker.latest_season}` : 'Growing-season means'}
        headingLevel={3}
        status={status}
        isEmpty={!tracker || tracker.seasons.every((season) => season.samples === 0)}
        emptyText="No data"
        summary={words?.summary ?? ''}
        exportFileName="Chlorophyll-a Standard Tracker"
        height={72}
        table={{ rows, columns: trackerColumns, rowKey: 'key', fileName: 'Chlorophyll-a Standard Tracker', caption: 'Growing-season chlorophyll-a means at CCR-1, CCR-2 and CCR-3' }}
      >
        {(chart) =>
          tracker && (
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
              <Sparkline points={trackerPoints(tracker)} reference={tracker.standard} summary={chart.summary} width={Math.min(320, chart.width)} height={64} />
              <p style={{ margin: 0, fontSize: 12, color: tokens.colors.textSecondary, flex: '1 1 200px' }}>
                {`One point per growing season, oldest first; dashed line: the ${tracker.standard} ${tracker.unit_name} standard; red squares: seasons above it; a gap: a season without samples.`}
              </p>
            </div>
          )
        }
      </ChartCard>
    </Card>
  );
}

/** How the page's means and the tracker are computed: the detail behind the answer, collapsed under it. */
function HowAssessed() {
  const { allowedExceedances, assessmentYears } = CHLOROPHYLL_STANDARD_RULE;
  return (
    <details style={{ marginTop: 8 }}>
      <summary style={{ cursor: 'pointer', fontWeight: 600, padding: '4px 0', minHeight: 24 }}>How this is assessed</summary>
      <Typography.Paragraph style={{ marginTop: 8 }}>
        The charts show the mean of each year (annual) or of each <Term name="growingSeason">growing season</Term> (summer, July to
        September) per station, with the chlorophyll-a standard of {CHLOROPHYLL_STANDARD} µg/L drawn as a dashed line, and below them
        every result of the chosen stations and dates. Means use the <Term name="photicZone">photic zone</Term> only (results{' '}
        {PHOTIC_ZONE_DEPTH_M} m deep or shallower, and composite samples without a depth); a result below the{' '}
        <Term name="detectionLimit">detection limit</Term> (a <Term name="nonDetect">non-detect</Term>) counts as half the limit. A year
        is shown once its season is over. Each year has its own column, shaded in turn, from July 1 before its mark to July 1 after.
      </Typography.Paragraph>
      <Typography.Paragraph>
        The standard tracker follows the reservoir&apos;s chlorophyll-a <Term name="standard">standard</Term>: the mean of every
        photic-zone chlorophyll-a result at CCR-1, CCR-2 and CCR-3 from July 1 to September 30 must not be above {CHLOROPHYLL_STANDARD}{' '}
        µg/L more than {allowedExceedances === 1 ? 'once' : `${allowedExceedances} times`} in {assessmentYears} years. A season is
        assessed once it is complete, from October 1; the mean is reported with one decimal and compared as reported (18.04 is 18.0,
        which meets the standard). A season without samples is not assessed: it counts neither as met nor as exceeded.
      </Typography.Paragraph>
    </details>
  );
}

function WaterQualityParameterViewerPage() {
  const [now] = useState(today);
  const [fields] = useState(() => defaultFields(now));
  const [filters, setFilters] = useUrlState(fields);
  const { parameterid, season, locationIds, start_date, end_date } = filters;
  // The charts' calls first: PGlite answers one query at a time, and the parameter names can wait.
  const tracker = useQuery(apiGetQuery('/reservoir-standard-tracker', { query: {} }));
  const yearly = useQuery(apiGetQuery('/avg-yearly-standard-graph', { query: { parameterid, season, ...yearlyRange(season, now) } }));
  const drilldown = useQuery({
    ...apiGetQuery('/results-simple/wq-parameter-viewer/drilldown', { query: { parameterid, start_date, end_date, season, locationIds } }),
    enabled: locationIds.length > 0,
  });
  const parameters = useParameters();

  const parameterById = useMemo(() => new Map((parameters.data ?? []).map((parameter) => [parameter.parameterid, parameter])), [parameters.data]);
  const parameterName = parameterById.get(parameterid)?.param_descrip ?? yearly.data?.[0]?.parameter ?? `Parameter ${parameterid}`;
  const units = parameterById.get(parameterid)?.unit_name ?? yearly.data?.[0]?.unit_name;
  const parameterChoices = RESERVOIR_SUMMARY_PARAMETERS.map((id) => ({ value: id, label: parameterById.get(id)?.param_descrip ?? `Parameter ${id}` }));

  const trackerData = tracker.data;
  const words = useMemo(() => (trackerData ? trackerWords(trackerData) : null), [trackerData]);
  const trackerRows = useMemo(() => (trackerData ? trackerTableRows(trackerData) : []), [trackerData]);

  const yearlyRows = useMemo(() => yearly.data ?? [], [yearly.data]);
  const series = useMemo(() => yearSeries(yearlyRows), [yearlyRows]);
  const references = useMemo(() => standardLines(yearlyRows), [yearlyRows]);
  const yearlyTable = useMemo(() => yearlyTableRows(yearlyRows), [yearlyRows]);
  const meanName = SEASON_MEAN_NAMES[season];

  const drilldownRows = useMemo(() => (locationIds.length > 0 ? (drilldown.data ?? []) : []), [drilldown.data, locationIds.length]);
  const points = useMemo(() => drilldownSeries(drilldownRows, locationIds), [drilldownRows, locationIds]);
  // Annual: the date axis spans the dates chosen, not only those with results. Summer keeps to the
  // results' days (the months outside July-September would only be empty axis).
  const period = useMemo(() => (season === 'annual' ? { start: start_date, end: end_date } : undefined), [season, start_date, end_date]);
  const drilldownTable = useMemo(() => drilldownTableRows(drilldownRows), [drilldownRows]);
  const valueLabel = units ? `${parameterName} (${units})` : parameterName;

  return (
    <AnalysisPage
      path={PATH}
      lead={<StatusCard subject="reservoir" title="Is the reservoir getting better or worse?" />}
      about={
        <>
          {/* The answer first (issue 30): one place at the top where a single element can go before it. */}
          <TrackerCard tracker={trackerData} words={words} status={{ isPending: tracker.isPending, error: tracker.error }} rows={trackerRows} />
          <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
            Below: <Term name="chlorophyllA">chlorophyll-a</Term>, total nitrogen and total phosphorus at the reservoir stations, as a
            mean per year against the standard, and every result of the stations and dates you choose.
          </Typography.Paragraph>
          <HowAssessed />
        </>
      }
      filters={
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <div style={{ display: 'grid', gap: 12, alignItems: 'start', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))' }}>
            <ChoiceSelect label="Parameter" value={parameterid} choices={parameterChoices} onChange={(id) => void setFilters({ parameterid: id })} />
            <ChoiceSelect label="Season" value={season} choices={SEASON_LABELS} onChange={(value) => void setFilters({ season: value })} />
            <IdSelect
              multiple
              label="Drill-down locations"
              options={STATION_OPTIONS}
              value={locationIds}
              onChange={(ids) => void setFilters({ locationIds: ids })}
            />
          </div>
          <DateFilter
            value={{ start: start_date, end: end_date, rolling: false, days: 0 }}
            onChange={(change) => void setFilters({ ...(change.start !== undefined && { start_date: change.start }), ...(change.end !== undefined && { end_date: change.end }) })}
          />
        </Space>
      }
    >
      <ChartCard
        title={`${parameterName}: ${meanName} by year at the reservoir stations`}
        status={{ isPending: yearly.isPending, error: yearly.error }}
        isEmpty={yearlyRows.length === 0}
        emptyText="No data"
        summary={yearlySummary(yearlyRows, season)}
        exportFileName="Reservoir Water Quality Summary"
        table={{ rows: yearlyTable, columns: yearlyColumns(`${meanName[0]!.toUpperCase()}${meanName.slice(1)}`), rowKey: 'key', fileName: 'Reservoir Seasonal Means', caption: `${parameterName} ${meanName}s by station and year` }}
      >
        {(chart) => <YearChart {...chart} series={series} references={references} units={units} yLabel={`${parameterName} ${meanName}${units ? ` (${units})` : ''}`} />}
      </ChartCard>
      <ChartCard
        title={`${parameterName} results by location (${season === 'summer' ? 'July-September' : 'all months'})`}
        status={{ isPending: locationIds.length > 0 && drilldown.isPending, error: drilldown.error }}
        isEmpty={drilldownRows.length === 0}
        emptyText="No data"
        summary={drilldownSummary(points, drilldownRows)}
        exportFileName="Reservoir Results Drill-down"
        table={{ rows: drilldownTable, columns: drilldownColumns, rowKey: 'key', fileName: 'Reservoir Drill-down Data', caption: `${parameterName} results at the chosen stations` }}
      >
        {(chart) => <TimeChart {...chart} series={points} leftLabel={valueLabel} xUnit={season === 'summer' ? 'day' : 'month'} period={period} />}
      </ChartCard>
    </AnalysisPage>
  );
}

export default analysisPage(WaterQualityParameterViewerPage);
