import { useMemo, useState, type ReactNode } from 'react';
import { Card, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery, parameterName, seasonLabel, tokens, useT, type Translate } from '@basin/shared';
import { Term, termTags } from '@basin/shared/glossary';
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
  type Season,
} from '@basin/api/domain';
import { drilldownColumns, trackerColumns, yearlyColumns } from './columns';
import {
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
const VERDICT_LABELS: Record<TrackerWords['verdict'], string> = {
  met: 'wqUpdate.reservoir.tracker.verdictMet',
  exceeded: 'wqUpdate.reservoir.tracker.verdictExceeded',
  'no samples': 'wqUpdate.reservoir.tracker.verdictNotAssessed',
};
/** The season filter's choices (the domain's SEASON_LABELS, translated). */
const seasonChoices = (t: Translate): Record<Season, string> => ({ annual: seasonLabel(t, 'annual'), summer: seasonLabel(t, 'summer') });

/**
 * The standard tracker, the page's answer (issue 30: first under the title, in plain words): whether the
 * reservoir meets its chlorophyll-a standard over the last five seasons, the latest complete season's
 * mean and verdict, and the ten seasons as a sparkline in its own chart card (table alternative,
 * summary, Save PNG).
 */
function TrackerCard({ tracker, words, status, rows }: { tracker?: StandardTracker; words: TrackerWords | null; status: { isPending: boolean; error: unknown }; rows: readonly TrackerTableRow[] }) {
  const t = useT();
  const answer = tracker ? standardAnswer(t, tracker) : null;
  const { allowedExceedances, assessmentYears } = CHLOROPHYLL_STANDARD_RULE;
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{t('wqUpdate.reservoir.tracker.title')}</h2>}
      role="region"
      aria-label={t('wqUpdate.reservoir.tracker.title')}
      styles={{ body: { padding: 16 } }}
    >
      {tracker && words && answer && (
        <div style={{ marginBottom: 12 }}>
          <p style={{ margin: 0, fontSize: 22, fontWeight: 700, lineHeight: 1.25, color: answer.meeting ? tokens.colors.success : tokens.colors.error }} data-part="answer">
            {answer.text}
          </p>
          <p style={{ margin: '4px 0 12px', maxWidth: '75ch' }} data-part="window">
            {words.window}
          </p>
          <p style={{ margin: 0, fontWeight: 600, color: VERDICT_COLORS[words.verdict] }} data-part="verdict">
            {t.rich('wqUpdate.reservoir.tracker.verdictLine', {
              verdict: t(VERDICT_LABELS[words.verdict]),
              season: String(tracker.latest_season),
              ...termTags({ term: 'growingSeason' }),
            })}
          </p>
          <p style={{ margin: '4px 0', fontSize: 28, fontWeight: 600, lineHeight: 1.2, color: tokens.colors.text }} data-part="season-mean">
            {words.mean ?? t('wqUpdate.reservoir.tracker.noSamples')}
          </p>
          <p style={{ margin: '0 0 8px', maxWidth: '75ch' }} data-part="headline">
            {words.headline}
          </p>
          <p style={{ margin: 0, maxWidth: '75ch', color: tokens.colors.textSecondary }} data-part="standard">
            {t.rich('wqUpdate.reservoir.tracker.standardExplained', {
              ...termTags({ chla: 'chlorophyllA', standard: 'standard', units: 'microgramsPerLitre' }),
              limit: CHLOROPHYLL_STANDARD,
              allowed: allowedExceedances,
              years: assessmentYears,
            })}
          </p>
        </div>
      )}
      <ChartCard
        title={
          tracker
            ? t('wqUpdate.reservoir.tracker.chartTitleYears', { first: String(tracker.seasons[0]?.year), latest: String(tracker.latest_season) })
            : t('wqUpdate.reservoir.tracker.chartTitle')
        }
        headingLevel={3}
        status={status}
        isEmpty={!tracker || tracker.seasons.every((season) => season.samples === 0)}
        emptyText="No data"
        summary={words?.summary ?? ''}
        exportFileName="Chlorophyll-a Standard Tracker"
        height={72}
        table={{ rows, columns: trackerColumns(t), rowKey: 'key', fileName: 'Chlorophyll-a Standard Tracker', caption: t('wqUpdate.reservoir.tracker.caption') }}
      >
        {(chart) =>
          tracker && (
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
              <Sparkline points={trackerPoints(tracker)} reference={tracker.standard} summary={chart.summary} width={Math.min(320, chart.width)} height={64} />
              <p style={{ margin: 0, fontSize: 12, color: tokens.colors.textSecondary, flex: '1 1 200px' }}>
                {t('wqUpdate.reservoir.tracker.sparklineKey', { standard: tracker.standard, units: tracker.unit_name })}
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
  const t = useT();
  const { allowedExceedances, assessmentYears } = CHLOROPHYLL_STANDARD_RULE;
  const term = (name: 'growingSeason' | 'photicZone' | 'detectionLimit' | 'nonDetect' | 'standard') => (chunks: ReactNode[]) => (
    <Term key={name} name={name}>
      {chunks}
    </Term>
  );
  return (
    <details style={{ marginTop: 8 }}>
      <summary style={{ cursor: 'pointer', fontWeight: 600, padding: '4px 0', minHeight: 24 }}>{t('wqUpdate.reservoir.howAssessed.title')}</summary>
      <Typography.Paragraph style={{ marginTop: 8 }}>
        {t.rich('wqUpdate.reservoir.howAssessed.means', {
          season: term('growingSeason'),
          photic: term('photicZone'),
          limit: term('detectionLimit'),
          nondetect: term('nonDetect'),
          standard: CHLOROPHYLL_STANDARD,
          depth: PHOTIC_ZONE_DEPTH_M,
        })}
      </Typography.Paragraph>
      <Typography.Paragraph>
        {t.rich('wqUpdate.reservoir.howAssessed.tracker', {
          term: term('standard'),
          standard: CHLOROPHYLL_STANDARD,
          allowed: allowedExceedances,
          years: assessmentYears,
        })}
      </Typography.Paragraph>
    </details>
  );
}

function WaterQualityParameterViewerPage() {
  const t = useT();
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
  const shownName = parameterName(t, parameterid, parameterById.get(parameterid)?.param_descrip ?? yearly.data?.[0]?.parameter ?? t('wqUpdate.common.parameterId', { id: String(parameterid) }));
  const units = parameterById.get(parameterid)?.unit_name ?? yearly.data?.[0]?.unit_name;
  const parameterChoices = RESERVOIR_SUMMARY_PARAMETERS.map((id) => ({ value: id, label: parameterName(t, id, parameterById.get(id)?.param_descrip ?? t('wqUpdate.common.parameterId', { id: String(id) })) }));

  const trackerData = tracker.data;
  const words = useMemo(() => (trackerData ? trackerWords(t, trackerData) : null), [t, trackerData]);
  const trackerRows = useMemo(() => (trackerData ? trackerTableRows(t, trackerData) : []), [t, trackerData]);

  const yearlyRows = useMemo(() => yearly.data ?? [], [yearly.data]);
  const series = useMemo(() => yearSeries(yearlyRows), [yearlyRows]);
  const references = useMemo(() => standardLines(t, yearlyRows), [t, yearlyRows]);
  const yearlyTable = useMemo(() => yearlyTableRows(yearlyRows), [yearlyRows]);

  const drilldownRows = useMemo(() => (locationIds.length > 0 ? (drilldown.data ?? []) : []), [drilldown.data, locationIds.length]);
  const points = useMemo(() => drilldownSeries(drilldownRows, locationIds), [drilldownRows, locationIds]);
  // Annual: the date axis spans the dates chosen, not only those with results. Summer keeps to the
  // results' days (the months outside July-September would only be empty axis).
  const period = useMemo(() => (season === 'annual' ? { start: start_date, end: end_date } : undefined), [season, start_date, end_date]);
  const drilldownTable = useMemo(() => drilldownTableRows(drilldownRows), [drilldownRows]);
  const valueLabel = units ? `${shownName} (${units})` : shownName;

  return (
    <AnalysisPage
      path={PATH}
      lead={<StatusCard subject="reservoir" title={t('wqUpdate.reservoir.statusTitle')} />}
      about={
        <>
          {/* The answer first (issue 30): one place at the top where a single element can go before it. */}
          <TrackerCard tracker={trackerData} words={words} status={{ isPending: tracker.isPending, error: tracker.error }} rows={trackerRows} />
          <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
            {t.rich('wqUpdate.reservoir.about', {
              ...termTags({ term: 'chlorophyllA' }),
            })}
          </Typography.Paragraph>
          <HowAssessed />
        </>
      }
      filters={
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <div style={{ display: 'grid', gap: 12, alignItems: 'start', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))' }}>
            <ChoiceSelect label={t('wqUpdate.filter.parameter')} value={parameterid} choices={parameterChoices} onChange={(id) => void setFilters({ parameterid: id })} />
            <ChoiceSelect label={t('wqUpdate.filter.season')} value={season} choices={seasonChoices(t)} onChange={(value) => void setFilters({ season: value })} />
            <IdSelect
              multiple
              label={t('wqUpdate.reservoir.drilldownLocations')}
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
        title={t('wqUpdate.reservoir.yearlyTitle', { parameter: shownName, season })}
        status={{ isPending: yearly.isPending, error: yearly.error }}
        isEmpty={yearlyRows.length === 0}
        emptyText="No data"
        summary={yearlySummary(t, yearlyRows, season, shownName)}
        exportFileName="Reservoir Water Quality Summary"
        table={{
          rows: yearlyTable,
          columns: yearlyColumns(t, t('wqUpdate.reservoir.meanColumn', { season }), parameterid),
          rowKey: 'key',
          fileName: 'Reservoir Seasonal Means',
          caption: t('wqUpdate.reservoir.yearlyCaption', { parameter: shownName, season }),
        }}
      >
        {(chart) => (
          <YearChart {...chart} series={series} references={references} units={units} yLabel={`${t('wqUpdate.reservoir.yearlyAxis', { parameter: shownName, season })}${units ? ` (${units})` : ''}`} />
        )}
      </ChartCard>
      <ChartCard
        title={t('wqUpdate.reservoir.drilldownTitle', { parameter: shownName, season })}
        status={{ isPending: locationIds.length > 0 && drilldown.isPending, error: drilldown.error }}
        isEmpty={drilldownRows.length === 0}
        emptyText="No data"
        summary={drilldownSummary(t, points, drilldownRows)}
        exportFileName="Reservoir Results Drill-down"
        table={{ rows: drilldownTable, columns: drilldownColumns(t), rowKey: 'key', fileName: 'Reservoir Drill-down Data', caption: t('wqUpdate.reservoir.drilldownCaption', { parameter: shownName }) }}
      >
        {(chart) => <TimeChart {...chart} series={points} leftLabel={valueLabel} xUnit={season === 'summer' ? 'day' : 'month'} period={period} />}
      </ChartCard>
    </AnalysisPage>
  );
}

export default analysisPage(WaterQualityParameterViewerPage);
