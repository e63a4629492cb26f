// The parameters of a site page: first the charts of the site's key parameters or of those the visitor
// picks (the map's per-parameter block: chart on its unit axis, statistics, trend and benchmark words,
// note), kept in the URL; then per parameter a compact summary (results, period, median, 85th
// percentile, trend in words) for one visibly chosen period, the medians by water year as a sparkline,
// and a link that charts it in the map.
import { useMemo, type ReactNode } from 'react';
import { Select } from 'antd';
import { locationTypeLabel, type Translate, trendLabel, useIsMobile, useT } from '@basin/shared';
import { Link } from 'react-router-dom';
import type { MapLocation } from '@basin/api/schemas';
import { formatDayMDY, formatValue, Sparkline, urlCodecs, useUrlState } from '@basin/shared/analysis';
import { ResultsTable, type ResultsTableColumn } from '@basin/shared/results-table';
import { ParameterResults } from '../map/results';
import { summaryPeriodLabel, summaryPeriodShort } from '../map/results/periodLabel';
import { approvalWords, siteKeyParameters, siteMapPath, type SiteParameterRow } from './siteData';

/** How many parameters are charted when the visitor has not picked any and the site has no key parameter: those with the most results. */
export const DEFAULT_CHARTED = 3;

/** A statistic with its units, or that the period has none (no summary of the parameter in it). */
function statistic(t: Translate, value: number | null, units: string): string {
  return value === null ? t('map.site.noSummary') : `${formatValue(value)} ${units}`.trim();
}

/** The period of record in MM-DD-YYYY. */
export function periodText(t: Translate, first: string | null, last: string | null): string {
  if (!first || !last) return t('map.site.noSamples');
  return first === last ? formatDayMDY(first) : t('map.site.periodRange', { start: formatDayMDY(first), end: formatDayMDY(last) });
}

/** The period of record, and where its approved results end when newer ones are provisional (issue 31). */
export function recordText(t: Translate, row: Pick<SiteParameterRow, 'first' | 'last' | 'approval'>): string {
  const period = periodText(t, row.first, row.last);
  return row.approval ? t('map.site.recordWithApproval', { period, approval: approvalWords(t, row.approval) }) : period;
}

/** The sparkline's accessible name: what it shows, the years and each year's median (or the range when there are many). */
export function describeAnnualMedians(t: Translate, row: Pick<SiteParameterRow, 'name' | 'units' | 'annualMedians'>): string {
  const values = row.annualMedians.filter((point): point is { year: number; value: number } => point.value !== null);
  if (values.length === 0) return t('map.site.noYearlyMediansOf', { name: row.name });
  const first = row.annualMedians[0]!.year;
  const last = row.annualMedians[row.annualMedians.length - 1]!.year;
  const units = row.units ? ` ${row.units}` : '';
  if (values.length <= 6) {
    return t('map.site.mediansFew', { name: row.name, values: values.map((point) => `${point.year} ${formatValue(point.value)}${units}`).join(', ') });
  }
  const numbers = values.map((point) => point.value);
  const latest = values[values.length - 1]!;
  // Years as they are (no digit grouping): 2021, not 2,021.
  return t('map.site.mediansMany', {
    name: row.name,
    first: String(first),
    last: String(last),
    min: formatValue(Math.min(...numbers)),
    max: formatValue(Math.max(...numbers)),
    units,
    latest: formatValue(latest.value),
    latestYear: String(latest.year),
  });
}

export interface SiteParametersProps {
  location: MapLocation;
  rows: SiteParameterRow[];
  loading: boolean;
  error?: unknown;
  /** The current summary period (ISO days), which the median, 85th percentile and trend describe. */
  period: { start: string; end: string };
  /** The period chooser, shown above the table. */
  periodChooser: ReactNode;
}

/** The charts of the key (or picked) parameters, then the table of every parameter for the chosen period. */
export function SiteParameters({ location, rows, loading, error, period, periodChooser }: SiteParametersProps) {
  const t = useT();
  const short = summaryPeriodShort(period);
  const columns = useMemo<ResultsTableColumn<SiteParameterRow>[]>(
    () => [
      {
        key: 'name',
        title: t('map.site.colParameter'),
        card: 'title',
        format: (_value, row) => (row.units ? `${row.name} (${row.units})` : row.name),
        // The link under the name: a column of its own would push the table wider than a laptop's content area.
        render: (_value, row) => (
          <>
            <span style={{ display: 'block' }}>{row.units ? `${row.name} (${row.units})` : row.name}</span>
            <Link to={siteMapPath(location, row.parameterId)} aria-label={t('map.site.chartInMapOf', { name: row.name })} style={{ fontSize: 13 }}>
              {t('map.site.chartInMap')}
            </Link>
          </>
        ),
      },
      { key: 'results', title: t('map.site.colResults'), format: (_value, row) => (row.results === null ? '…' : row.results), render: (_value, row) => (row.results === null ? '…' : t.intl.formatNumber(row.results)) },
      {
        key: 'first',
        title: t('map.site.colPeriod'),
        format: (_value, row) => recordText(t, row),
        sorter: (a, b) => (a.first ?? '').localeCompare(b.first ?? ''),
      },
      { key: 'median', title: t('map.site.colMedian', { period: short }), format: (_value, row) => statistic(t, row.median, row.units), sorter: (a, b) => (a.median ?? -Infinity) - (b.median ?? -Infinity) },
      { key: 'pctile', title: t('map.site.colPctile', { period: short }), format: (_value, row) => statistic(t, row.pctile, row.units), sorter: (a, b) => (a.pctile ?? -Infinity) - (b.pctile ?? -Infinity) },
      { key: 'trend', title: t('map.site.colTrend', { period: short }), format: (_value, row) => (row.trend ? trendLabel(t, row.trend) : t('map.site.noSummary')) },
      {
        key: 'annualMedians',
        title: t('map.site.colMedians'),
        sorter: false,
        format: (_value, row) => describeAnnualMedians(t, row),
        render: (_value, row) =>
          row.annualMedians.some((point) => point.value !== null) ? (
            <Sparkline points={row.annualMedians.map((point) => ({ label: String(point.year), value: point.value }))} summary={describeAnnualMedians(t, row)} width={120} height={32} />
          ) : (
            t('map.site.noYearlyMedians')
          ),
      },
    ],
    [t, location, short],
  );
  return (
    <>
      <SiteCharts location={location} rows={rows} period={period} />
      <section aria-labelledby="site-parameters-heading" className="site-card">
        <h2 id="site-parameters-heading" className="site-card__title">
          {t('map.site.allParameters', { count: String(rows.length) })}
        </h2>
        {periodChooser}
        <p className="site-card__note">
          {t.rich('map.site.note', { b: (chunks) => <strong key="b">{chunks}</strong>, period: summaryPeriodLabel(t, period), dates: periodText(t, period.start, period.end) })}
        </p>
      <ResultsTable
        caption={t('map.site.tableCaption', { name: location.location_name })}
        fileName={`${location.location_name} parameters`}
        rows={rows}
        columns={columns}
        rowKey={(row) => String(row.parameterId)}
        loading={loading}
        error={error}
        defaultPageSize={30}
        // On a phone each parameter is a card (its name and map link as the heading, the summary listed).
        cards
      />
      </section>
    </>
  );
}

/**
 * The parameters charted: the visitor's pick from the URL (`charts=28,73`), else the site's key parameters
 * (issue 30), else those with the most results.
 */
export function chartedParameters(rows: readonly SiteParameterRow[], picked: readonly number[], keyParameters: readonly number[]): number[] {
  const measured = new Set(rows.map((row) => row.parameterId));
  const chosen = picked.filter((id) => measured.has(id));
  if (chosen.length > 0) return chosen;
  const withResults = new Set(rows.filter((row) => (row.results ?? 0) > 0).map((row) => row.parameterId));
  const keys = keyParameters.filter((id) => withResults.has(id));
  if (keys.length > 0) return keys;
  return rows.filter((row) => withResults.has(row.parameterId)).slice(0, DEFAULT_CHARTED).map((row) => row.parameterId);
}

const CHART_CODECS = { charts: urlCodecs.idList([], { skipInvalid: true }) };

function SiteCharts({ location, rows, period }: { location: MapLocation; rows: SiteParameterRow[]; period: { start: string; end: string } }) {
  const t = useT();
  const [{ charts }, setUrl] = useUrlState(CHART_CODECS);
  // Rows know their result counts once the daily series is in: until then no default is chosen.
  const ready = rows.some((row) => row.results !== null);
  const keyParameters = useMemo(() => siteKeyParameters(location, rows), [location, rows]);
  const charted = useMemo(() => (ready ? chartedParameters(rows, charts, keyParameters) : []), [ready, rows, charts, keyParameters]);
  const names = useMemo(() => new Map(rows.map((row) => [row.parameterId, row.name])), [rows]);
  // A phone opens on the last ten years (35 years in 360 px is a smear); the period buttons say so and show all.
  const mobile = useIsMobile();
  const showsKeys = charts.length === 0 && keyParameters.length > 0;
  return (
    <section aria-labelledby="site-charts-heading" className="site-card site-charts">
      <h2 id="site-charts-heading" className="site-card__title">
        {showsKeys ? t('map.site.keyParameters') : t('map.site.charts')}
      </h2>
      <label htmlFor="site-charts-parameters" className="site-card__note">
        {t('map.site.toChart', { type: locationTypeLabel(t, location.location_type).toLowerCase() })}
      </label>
      <Select
        id="site-charts-parameters"
        mode="multiple"
        style={{ width: '100%', maxWidth: 640, marginBottom: 12, display: 'block' }}
        value={charted}
        loading={!ready}
        options={rows.map((row) => ({ value: row.parameterId, label: row.units ? `${row.name} (${row.units})` : row.name }))}
        optionFilterProp="label"
        // At least one parameter stays charted: removing the last one is ignored.
        onChange={(ids: number[]) => ids.length > 0 && void setUrl({ charts: ids })}
      />
      {charted.length > 0 && (
        <ParameterResults
          locationId={location.locationid}
          parameterIds={charted}
          flow="alldata"
          locationName={location.location_name}
          headingLevel={3}
          parameterNames={names}
          period={period}
          defaultShortcut={mobile ? '10y' : 'all'}
        />
      )}
    </section>
  );
}
