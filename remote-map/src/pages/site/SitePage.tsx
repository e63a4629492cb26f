// The page of one monitoring location, `/sites/<id or name>` (issue 13 "A page per site"): the status
// card (issue 30: how it is now and which way it is going), the charts of its key parameters, its
// parameters with their summary for a chosen period and yearly medians, then its details and a small map
// with the site ringed, and links to the map, the download page and the time series comparison.
// Decisions: docs/decisions.md, "Site pages".
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, Select, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { MapLocation } from '@basin/api/schemas';
import { locationGroupNames, locationTypeLabel, type Translate, useT } from '@basin/shared';
import { SITE_ROUTE, sitePath } from '@basin/shared/links';
import { BASELINE_PERIOD } from '@basin/api/domain';
import { AnalysisPage, analysisPage, LocationsMap, today, urlCodecs, useMapLocations, useUrlState } from '@basin/shared/analysis';
import { StatusCard } from '@basin/shared/status';
import { searchLocations } from '../map/logic/locationSearch';
import { annualSeriesQuery } from '../map/queries/annualSeries';
import { dailySeriesQuery } from '../map/queries/dailySeries';
import { useFilters } from '../map/queries/filters';
import { wqSummaryQuery } from '../map/queries/wqSummary';
import { decodeSiteKey, resolveSite } from './resolveSite';
import { periodChoices, siteApprovalText, siteComparisonPath, siteDownloadPath, siteMapPath, siteOrganisations, siteParameterRows } from './siteData';
import { periodText, SiteParameters } from './SiteParameters';
import './sitePage.css';

/** The time-series routes take at most 50 parameter ids. */
const MAX_SERIES_PARAMETERS = 50;
/** The small map shows the site and its surroundings. */
const SITE_MAP_VIEW_ZOOM = 12;
/** How many near matches an unknown site's page suggests. */
const SUGGESTIONS = 5;

const yesNo = (t: Translate, value: boolean) => (value ? t('map.site.yes') : t('map.site.no'));

function Details({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="site-details">
      {rows.map(([term, detail]) => (
        <div key={term} className="site-details__row">
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The statistics' period, as in the map's URL (`start`, `end`); the baseline when absent. */
const PERIOD_CODECS = { start: urlCodecs.isoDate(BASELINE_PERIOD.start), end: urlCodecs.isoDate(BASELINE_PERIOD.end) };

function PeriodChooser({ period, onChange }: { period: { start: string; end: string }; onChange: (period: { start: string; end: string }) => void }) {
  const t = useT();
  const choices = useMemo(() => periodChoices(t, period, today()), [t, period]);
  return (
    <div className="site-period">
      <label htmlFor="site-statistics-period">{t('map.site.statisticsFor')}</label>
      <Select
        id="site-statistics-period"
        value={`${period.start}/${period.end}`}
        options={choices.map(({ value, label }) => ({ value, label }))}
        onChange={(value: string) => {
          const choice = choices.find((entry) => entry.value === value);
          if (choice) onChange({ start: choice.start, end: choice.end });
        }}
        style={{ minWidth: 'min(100%, 340px)' }}
      />
    </div>
  );
}

function SiteView({ location }: { location: MapLocation }) {
  const t = useT();
  const id = location.locationid;
  const parameterIds = useMemo(() => location.parameterid_array_alldata.slice(0, MAX_SERIES_PARAMETERS), [location]);
  const hasParameters = parameterIds.length > 0;
  const filters = useFilters();
  const [{ start, end }, setPeriod] = useUrlState(PERIOD_CODECS);
  const period = useMemo(() => ({ start, end }), [start, end]);
  const summary = useQuery(wqSummaryQuery(period));
  const daily = useQuery({ ...dailySeriesQuery(id, parameterIds), enabled: hasParameters });
  const annual = useQuery({ ...annualSeriesQuery(id, parameterIds), enabled: hasParameters });
  const rows = useMemo(
    () => siteParameterRows(location, { summary: summary.data, filters: filters.data, daily: daily.data, annual: annual.data, t }),
    [location, summary.data, filters.data, daily.data, annual.data, t],
  );
  const organisations = daily.data ? siteOrganisations(daily.data) : null;
  // Issue 31: only when the newest results are not all approved.
  const approval = daily.data ? siteApprovalText(t, location, daily.data) : null;
  const approvalRows: Array<[string, string]> = approval ? [[t('map.site.detailApproved'), approval]] : [];
  const comparison = siteComparisonPath(location, rows, filters.data);

  const details: Array<[string, string]> = [
    [t('map.site.detailName'), location.location_name],
    [t('map.site.detailDescription'), location.location_desc || t('map.site.noneRecorded')],
    [t('map.site.detailType'), locationTypeLabel(t, location.location_type)],
    [t('map.site.detailCounty'), location.county ?? t('map.site.notRecorded')],
    ['HUC-8', location.huc_8 ?? t('map.site.notRecorded')],
    ['HUC-12', location.huc_12 ?? t('map.site.notRecorded')],
    [t('map.site.detailCoordinates'), `${location.latitude_dd.toFixed(5)}, ${location.longitude_dd.toFixed(5)}`],
    [t('map.site.detailActive'), yesNo(t, location.active)],
    [t('map.site.detailTelemetry'), yesNo(t, location.telem)],
    [t('map.site.detailCcbwqa'), yesNo(t, location.is_ccbwqa)],
    [
      t('map.site.detailOrganization'),
      !hasParameters ? t('map.site.notRecorded') : organisations === null ? (daily.error ? t('map.site.notLoaded') : t('map.site.loadingShort')) : organisations.join(', ') || t('map.site.notRecorded'),
    ],
    [t('map.site.detailPeriod'), periodText(t, location.por_start, location.por_end)],
    ...approvalRows,
    [t('map.site.detailResults'), t.intl.formatNumber(location.recordcount_alldata)],
    [t('map.site.detailGroups'), locationGroupNames(t, location).join(', ') || t('map.site.none')],
  ];
  if (location.notes) details.push([t('map.site.detailNotes'), location.notes]);

  return (
    <AnalysisPage
      path={SITE_ROUTE}
      title={location.location_name}
      about={
        <>
          <p className="site-lede">
            {location.location_desc} · {locationTypeLabel(t, location.location_type)}
            {location.county ? t('map.site.countyLede', { county: location.county }) : ''}
          </p>
          <nav aria-label={t('map.site.elsewhere')} className="site-actions">
            <Link to={siteMapPath(location)}>{t('map.site.openMap')}</Link>
            <Link to={siteDownloadPath(location)}>{t('map.site.download')}</Link>
            {comparison && <Link to={comparison}>{t('map.site.compare')}</Link>}
          </nav>
        </>
      }
    >
      {/* Issue 30: the answer first, then the key charts, then the table and the long details. */}
      <StatusCard subject={id} title={t('map.site.statusTitle', { name: location.location_name })} />
      {hasParameters ? (
        <SiteParameters
          location={location}
          rows={rows}
          loading={summary.isPending || filters.isPending}
          error={summary.error ?? filters.error}
          period={period}
          periodChooser={<PeriodChooser period={period} onChange={(next) => void setPeriod(next)} />}
        />
      ) : (
        <section aria-labelledby="site-parameters-heading" className="site-card">
          <h2 id="site-parameters-heading" className="site-card__title">
            {t('map.site.parameters')}
          </h2>
          <p>{t('map.site.noResults')}</p>
        </section>
      )}
      <div className="site-grid">
        <section aria-labelledby="site-details-heading" className="site-card">
          <h2 id="site-details-heading" className="site-card__title">
            {t('map.site.details')}
          </h2>
          <Details rows={details} />
        </section>
        <section aria-labelledby="site-map-heading" className="site-card">
          <h2 id="site-map-heading" className="site-card__title">
            {t('map.site.map')}
          </h2>
          <LocationsMap
            height={300}
            selection={{ left: [id] }}
            ringLabels={{ left: t('map.site.thisSite') }}
            initialView={{ center: [location.longitude_dd, location.latitude_dd], zoom: SITE_MAP_VIEW_ZOOM }}
            ariaLabel={t('map.site.mapLabel', { name: location.location_name })}
          />
        </section>
      </div>
    </AnalysisPage>
  );
}

/** An address that names no location: say so, suggest near matches and where to search. */
function SiteNotFound({ segment, locations }: { segment: string; locations: readonly MapLocation[] }) {
  const t = useT();
  const key = decodeSiteKey(segment);
  const suggestions = searchLocations(locations, key.replace(/[-_]+/g, ' '), SUGGESTIONS);
  return (
    <AnalysisPage path={SITE_ROUTE} title={t('map.site.notFound')}>
      <Alert type="warning" showIcon role="status" title={t('map.site.noLocation', { key })} />
      <section aria-label={t('map.site.whereToFind')} className="site-card">
        {suggestions.length > 0 && (
          <>
            <h2 className="site-card__title">{t('map.site.didYouMean')}</h2>
            <ul>
              {suggestions.map((location) => (
                <li key={location.locationid}>
                  <Link to={sitePath(location.locationid)}>
                    {location.location_name}: {location.location_desc}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
        <p style={{ marginBottom: 0 }}>
          {t.rich('map.site.searchHint', {
            summary: (chunks) => <Link key="summary" to="/tools/site-summary-table">{chunks}</Link>,
            map: (chunks) => <Link key="map" to="/tools/map">{chunks}</Link>,
          })}
        </p>
      </section>
    </AnalysisPage>
  );
}

function SitePage() {
  const t = useT();
  const { site = '' } = useParams();
  const locations = useMapLocations();
  const location = useMemo(() => (locations.data ? resolveSite(locations.data, site) : null), [locations.data, site]);
  if (locations.isPending) {
    return (
      <AnalysisPage path={SITE_ROUTE}>
        <div role="status" className="site-loading">
          <Spin /> {t('map.site.loading')}
        </div>
      </AnalysisPage>
    );
  }
  if (locations.error) {
    return (
      <AnalysisPage path={SITE_ROUTE}>
        <Alert type="error" showIcon title={t('map.site.error', { message: (locations.error as Error).message })} />
      </AnalysisPage>
    );
  }
  if (!location) return <SiteNotFound segment={site} locations={locations.data} />;
  // Keyed by the site: another site's page starts with its own state (the map at its place).
  return <SiteView key={location.locationid} location={location} />;
}

export default analysisPage(SitePage);
