import { memo, useCallback, useMemo, useState } from 'react';
import { Alert, Button, Space, Switch, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';

import { parameterNote } from '@basin/api/domainNotes';
import type { BenchmarkScaleColor, DailyPoint, WqSummaryRow } from '@basin/api/schemas';
import { isUnsure, tokens, useT, valueStatusColumn } from '@basin/shared';
import { Term } from '@basin/shared/glossary';
import {
  ApprovedThrough,
  ChartCard,
  describeShownPeriod,
  formatDayMDY,
  formatNumber,
  periodForShortcut,
  PERIOD_SHORTCUTS,
  periodShortcutLabel,
  periodShortcutName,
  resultCell,
  shortcutOfPeriod,
  suggestLogScale,
  TimeBrush,
  TimeChart,
  withUnits,
  type PeriodShortcut,
  type ShownPeriod,
  type TimeSeries,
} from '@basin/shared/analysis';
import type { ResultsTableColumn } from '@basin/shared/results-table';
import { benchmarkPalette, benchmarkRanges, type BenchmarkPaletteEntry } from '../logic/benchmarks';
import { benchmarkColorsQuery } from '../queries/benchmarkColors';
import { useDailySeries } from '../queries/dailySeries';
import { useWqSummary, type SummaryPeriod } from '../queries/wqSummary';
import { Loading, Swatch, useLogFetchError } from './parts';
import { summaryPeriodLabel } from './periodLabel';
import { resultSeries } from './resultsData';
import {
  benchmarkBands,
  benchmarkReferences,
  dailyDates,
  dailyParameterName,
  dailyPointsByParameter,
  dailyPointsOfFlow,
  dailyTableRows,
  type DailyRow,
} from './dailyData';
import { summaryRowsOfLocation } from './locationSummary';
import {
  benchmarkWords,
  parameterStatistics,
  parameterSummary,
  periodWords,
  resultsApproval,
  rowTrendSentence,
  type ParameterStatistics,
} from './parameterSummary';
import type { Flow } from '@basin/api/domain';

/** Lines of a daily series break across gaps longer than this (irregular sampling: gaps are shown). */
const GAP_DAYS = 120;
const CHART_HEIGHT = 260;

export interface ParameterResultsProps {
  /** The monitoring location. */
  locationId: number;
  /** The parameters, in the order to show them; one block each. */
  parameterIds: readonly number[];
  /** Which results count: all, base flow or storm flow samples. */
  flow: Flow;
  /** The location's name, for titles and summaries. */
  locationName?: string;
  /** Level of each parameter's heading. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** The summary rows when the page has them (GET /api/public-map/wq-summary); otherwise fetched. */
  summaryRows?: readonly WqSummaryRow[];
  /** The statistics' period: its summary is fetched when `summaryRows` is not given. */
  period: SummaryPeriod;
  /** Benchmark colours and names when the page has them; otherwise fetched. */
  benchmarkColors?: readonly BenchmarkScaleColor[];
  /** Parameter names by id when the page has them (the summary rows name them too). */
  parameterNames?: ReadonlyMap<number, string>;
  /** The period shown first (a phone's site page: the last 10 years); default all results. The buttons say which is shown. */
  defaultShortcut?: PeriodShortcut;
}

/**
 * One block per parameter of a location: its daily results as a chart on its own unit axis (benchmark
 * classes shaded, non-detects open, results not approved drawn apart, a log scale offered for a wide
 * range, zoom by brush or the period buttons), with a table alternative; its statistics, trend and
 * benchmark classes in words; until when its results are approved; and a note about the parameter. Used
 * by the map's results panel and the site page.
 */
function ParameterResultsComponent({
  locationId,
  parameterIds,
  flow,
  locationName,
  headingLevel = 3,
  summaryRows,
  period,
  benchmarkColors,
  parameterNames,
  defaultShortcut = 'all',
}: ParameterResultsProps) {
  const t = useT();
  const ids = useMemo(() => [...parameterIds], [parameterIds]);
  const daily = useDailySeries(locationId, ids);
  useLogFetchError(daily.error, 'daily time series');
  const summary = useWqSummary(period, summaryRows === undefined);
  const colors = useQuery({ ...benchmarkColorsQuery, enabled: benchmarkColors === undefined });
  const palette = useMemo(() => benchmarkPalette(benchmarkColors ?? colors.data, t), [benchmarkColors, colors.data, t]);
  const rows = summaryRows ?? summary.data;
  const rowsByParameter = useMemo(() => summaryRowsOfLocation(rows ?? [], locationId), [rows, locationId]);

  const points = useMemo(() => dailyPointsOfFlow(daily.data ?? [], flow), [daily.data, flow]);
  const byParameter = useMemo(() => dailyPointsByParameter(points), [points]);
  const dates = useMemo(() => dailyDates(points), [points]);
  const first = dates[0] ?? '';
  const last = dates[dates.length - 1] ?? '';
  // undefined until the visitor picks: the default shortcut's period, once the dates are in.
  const [picked, setShown] = useState<ShownPeriod | null | undefined>(undefined);
  const shown = picked !== undefined ? picked : first ? periodForShortcut(defaultShortcut, first, last) : null;
  const pressed = first ? shortcutOfPeriod(shown, first, last) : 'all';

  if (daily.isLoading) return <Loading>{t('map.daily.loading')}</Loading>;
  // A failed fetch is only logged (spec 01 §8), so the panel says there is no data to show.
  if (points.length === 0) return <Alert type="error" showIcon title={t('map.daily.noDataMessage')} />;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Space wrap align="center" size="small">
        <Typography.Text id={`period-${locationId}`} strong>
          {t('map.daily.periodShown')}
        </Typography.Text>
        <Space.Compact role="group" aria-labelledby={`period-${locationId}`}>
          {PERIOD_SHORTCUTS.map((entry) => (
            <Button
              key={entry.key}
              aria-label={`${periodShortcutLabel(t, entry.key)} (${periodShortcutName(t, entry.key).toLowerCase()})`}
              aria-pressed={pressed === entry.key}
              type={pressed === entry.key ? 'primary' : 'default'}
              onClick={() => setShown(periodForShortcut(entry.key as PeriodShortcut, first, last))}
            >
              {periodShortcutLabel(t, entry.key)}
            </Button>
          ))}
        </Space.Compact>
        <Typography.Text type="secondary" aria-live="polite">
          {shown ? t('map.daily.showing', { period: describeShownPeriod(shown) }) : t('map.daily.showingAll', { period: periodWords(t, first, last) })}
        </Typography.Text>
      </Space>
      {ids.map((id) => {
        const row = rowsByParameter.get(id);
        const own = byParameter.get(id) ?? [];
        const name = dailyParameterName(t, id, parameterNames, row);
        return (
          <ParameterBlock
            key={id}
            parameterId={id}
            name={name}
            units={own[0]?.units ?? row?.units ?? ''}
            points={own}
            row={row}
            flow={flow}
            palette={palette}
            locationName={locationName ?? own[0]?.location_name}
            headingLevel={headingLevel}
            shown={shown}
            onShownChange={setShown}
            allDates={dates}
            period={period}
          />
        );
      })}
    </div>
  );
}

export const ParameterResults = memo(ParameterResultsComponent);

interface ParameterBlockProps {
  parameterId: number;
  name: string;
  units: string;
  points: readonly DailyPoint[];
  row: WqSummaryRow | undefined;
  flow: Flow;
  palette: readonly BenchmarkPaletteEntry[];
  locationName: string | undefined;
  headingLevel: 2 | 3 | 4;
  shown: ShownPeriod | null;
  onShownChange: (period: ShownPeriod | null) => void;
  allDates: readonly string[];
  /** The summary's period, which the trend describes. */
  period: SummaryPeriod;
}

function ParameterBlock({ parameterId, name, units, points, row, flow, palette, locationName, headingLevel, shown, onShownChange, allDates, period }: ParameterBlockProps) {
  const t = useT();
  const [log, setLog] = useState(false);
  const stats = useMemo(() => parameterStatistics(points), [points]);
  const offerLog = useMemo(() => suggestLogScale(points.map((point) => point.result)), [points]);
  const ranges = useMemo(() => (row ? benchmarkRanges(row) : []), [row]);
  const words = useMemo(() => benchmarkWords(t, ranges, palette, units), [t, ranges, palette, units]);
  const series = useMemo<TimeSeries[]>(() => [resultSeries(t, parameterId, points, units)], [t, parameterId, points, units]);
  const bands = useMemo(() => benchmarkBands(words), [words]);
  const references = useMemo(() => benchmarkReferences(t, row, units), [t, row, units]);
  const tableRows = useMemo(() => dailyTableRows(t, points), [t, points]);
  const columns = useMemo<ResultsTableColumn<DailyRow>[]>(
    () => [
      { key: 'date', title: t('map.daily.date'), format: (_value, entry) => formatDayMDY(entry.date), sorter: (a, b) => a.date.localeCompare(b.date) },
      { key: 'result', title: t('map.daily.result', { units }), format: (_value, entry) => resultCell(entry.result, entry.nondetect) },
      { key: 'nondetect', title: t('map.daily.nondetect'), format: (_value, entry) => (entry.nondetect ? t('map.daily.yes') : t('map.daily.no')) },
      { key: 'flow', title: t('map.daily.flowConditions') },
      { key: 'organization', title: t('map.daily.organization') },
      valueStatusColumn<DailyRow>(),
    ],
    [t, units],
  );
  const sentence = parameterSummary(t, name, locationName, units, points, stats);
  const title = units ? `${name} (${units})` : name;

  return (
    <ChartCard<DailyRow>
      title={title}
      headingLevel={headingLevel}
      status={{ isPending: false, error: null }}
      isEmpty={points.length === 0}
      emptyText="No data"
      summary={sentence}
      height={CHART_HEIGHT}
      exportFileName={`${name}-${locationName ?? 'location'}`}
      table={{ rows: tableRows, columns, rowKey: 'key', fileName: `${name}-${locationName ?? 'location'}`, caption: locationName ? t('map.daily.captionAt', { name, location: locationName }) : t('map.daily.caption', { name }) }}
      extra={
        offerLog ? (
          <Space size={6}>
            <Switch size="small" checked={log} onChange={setLog} aria-label={t('map.daily.logScaleFor', { name })} />
            <span aria-hidden>{t('map.daily.logScale')}</span>
          </Space>
        ) : undefined
      }
      footer={
        <>
          <ResultStatusNote points={points} locationName={locationName} />
          <ParameterFacts parameterId={parameterId} name={name} units={units} stats={stats} row={row} flow={flow} words={words} period={period} />
        </>
      }
    >
      {({ width, height, summary }) => (
        <div data-parameter={parameterId} data-scale={log ? 'log' : 'linear'}>
          <TimeChart
            series={series}
            summary={summary}
            width={width}
            height={height}
            gapDays={GAP_DAYS}
            leftLabel={units ? `${name} (${units})` : name}
            logScale={log}
            valueBands={bands}
            references={references}
            shown={shown}
            nondetectLabel={t('map.daily.nondetectLabel')}
          />
          <TimeBrush
            days={allDates}
            shown={shown}
            onShownChange={onShownChange}
            width={width}
            label={t('map.daily.zoom', { name })}
          />
        </div>
      )}
    </ChartCard>
  );
}

interface ParameterFactsProps {
  parameterId: number;
  name: string;
  units: string;
  stats: ParameterStatistics;
  row: WqSummaryRow | undefined;
  flow: Flow;
  words: ReturnType<typeof benchmarkWords>;
  period: SummaryPeriod;
}

const factStyle = { margin: 0 } as const;

/** The parameter's statistics, trend and benchmarks in words, and the expandable note about it. */
function ParameterFacts({ parameterId, name, units, stats, row, flow, words, period }: ParameterFactsProps) {
  const t = useT();
  const note = parameterNote(parameterId);
  const value = useCallback((number: number | null) => (number === null ? '–' : withUnits(formatNumber(number), units)), [units]);
  const facts: [string, string][] = [
    [t('map.daily.factResults'), formatNumber(stats.count)],
    [t('map.daily.factNondetects'), formatNumber(stats.nondetects)],
    [t('map.daily.factMedian'), stats.allNondetect ? t('map.analytics.notDetected', { parameter: name }) : value(stats.median)],
    [t('map.daily.factPctile'), stats.allNondetect ? t('map.analytics.notDetected', { parameter: name }) : value(stats.pctile85)],
    [t('map.daily.factMin'), value(stats.min)],
    [t('map.daily.factMax'), value(stats.max)],
  ];
  // Issue 30: these numbers are of every result charted, the trend is the summary period's: each says which.
  const recordPeriod = stats.first && stats.last ? periodWords(t, stats.first, stats.last) : '';
  const summaryPeriod = row?.[`${flow}_por_start`] && row[`${flow}_por_end`] ? t('map.daily.summaryPeriod', { start: formatDayMDY(row[`${flow}_por_start`]!), end: formatDayMDY(row[`${flow}_por_end`]!) }) : '';
  return (
    <div data-part="parameter-facts" style={{ marginTop: 12, display: 'flex', flexDirection: 'column', gap: 8, color: tokens.colors.text }}>
      <p style={factStyle} data-part="facts-period">
        {t.rich('map.daily.everyResult', { b: (chunks) => <strong key="b">{chunks}</strong>, period: recordPeriod })}
      </p>
      <dl aria-label={t('map.daily.statisticsLabel', { name, period: recordPeriod })} style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 20px', margin: 0 }}>
        {facts.map(([term, text]) => (
          <div key={term} style={{ display: 'flex', gap: 6 }}>
            <dt style={{ color: tokens.colors.textSecondary }}>{term}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{text}</dd>
          </div>
        ))}
      </dl>
      <p style={factStyle}>
        <strong>{t('map.daily.trendHeading', { period: summaryPeriodLabel(t, period) })}</strong>
        {rowTrendSentence(t, row, flow)}
        {summaryPeriod}
      </p>
      <div>
        <strong>{t('map.daily.benchmarksHeading')}</strong>
        {words.length === 0 ? (
          <span>{t('map.analytics.noBenchmarks')}</span>
        ) : (
          <ul aria-label={t('map.daily.benchmarkClassesLabel', { name })} style={{ listStyle: 'none', margin: '4px 0 0', padding: 0, display: 'flex', flexWrap: 'wrap', gap: '4px 16px' }}>
            {words.map((entry) => (
              <li key={entry.cls}>
                <Swatch color={entry.color}>{`${entry.name}: ${entry.words}`}</Swatch>
              </li>
            ))}
          </ul>
        )}
      </div>
      <details>
        <summary style={{ cursor: 'pointer', color: tokens.colors.primary, fontWeight: 600 }}>
          {t('map.daily.about')}
        </summary>
        <div style={{ paddingTop: 4, display: 'flex', flexDirection: 'column', gap: 6 }}>
          {/* The domain's notes in the page's language (the catalogue's family map.note.<id>.what|why|benchmark). */}
          <p style={factStyle}>{note ? `${t(`map.note.${parameterId}.what`)} ${t(`map.note.${parameterId}.why`)}` : t('map.daily.noNote', { name })}</p>
          {note?.benchmark && <p style={factStyle}>{t(`map.note.${parameterId}.benchmark`)}</p>}
          <p style={factStyle}>
            <strong>{t('map.daily.noteTrend')}</strong>
            {t('map.notes.trend')}
          </p>
          <p style={factStyle}>
            <strong>{t('map.daily.notePctile')}</strong>
            {t('map.notes.pctile85')}
          </p>
          <p style={factStyle}>
            <strong>{t('map.daily.noteNondetects')}</strong>
            {t('map.notes.nondetect')}
          </p>
        </div>
      </details>
    </div>
  );
}

/**
 * Issue 31, where some results are not approved: what that means (the glossary's term, the chart draws
 * them apart) and, when results newer than the last approved one are not approved, until when they are.
 */
function ResultStatusNote({ points, locationName }: { points: readonly DailyPoint[]; locationName: string | undefined }) {
  const t = useT();
  const approval = useMemo(() => resultsApproval(points, locationName ?? t('map.daily.thisLocation')), [points, locationName, t]);
  if (!points.some((point) => isUnsure(point.status))) return null;
  return (
    <div data-part="result-status" style={{ marginTop: 12, color: tokens.colors.text }}>
      <p style={factStyle}>
        {t.rich('map.daily.provisional', { term: (chunks) => <Term key="term" name="provisionalData">{chunks}</Term> })}
      </p>
      {approval && <ApprovedThrough approvals={[approval]} />}
    </div>
  );
}
