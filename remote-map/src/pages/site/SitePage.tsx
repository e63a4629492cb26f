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
import { useT } from '@basin/shared';
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

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

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
      <label htmlFor="site-statistics-period">Statistics for</label>
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
    () => siteParameterRows(location, { summary: summary.data, filters: filters.data, daily: daily.data, annual: annual.data }),
    [location, summary.data, filters.data, daily.data, annual.data],
  );
  const organisations = daily.data ? siteOrganisations(daily.data) : null;
  // Issue 31: only when the newest results are not all approved.
  const approval = daily.data ? siteApprovalText(location, daily.data) : null;
  const approvalRows: Array<[string, string]> = approval ? [['Approved through', approval]] : [];
  const comparison = siteComparisonPath(location, rows, filters.data);

  const details: Array<[string, string]> = [
    ['Name', location.location_name],
    ['Description', location.location_desc || 'None recorded'],
    ['Location type', location.location_type],
    ['County', location.county ?? 'Not recorded'],
    ['HUC-8', location.huc_8 ?? 'Not recorded'],
    ['HUC-12', location.huc_12 ?? 'Not recorded'],
    ['Latitude, longitude', `${location.latitude_dd.toFixed(5)}, ${location.longitude_dd.toFixed(5)}`],
    ['Active', yesNo(location.active)],
    ['Telemetry', yesNo(location.telem)],
    ['CCBWQA location', yesNo(location.is_ccbwqa)],
    ['Organization', !hasParameters ? 'Not recorded' : organisations === null ? (daily.error ? 'Could not be loaded' : 'Loading…') : organisations.join(', ') || 'Not recorded'],
    ['Period of record', periodText(location.por_start, location.por_end)],
    ...approvalRows,
    ['Number of results', location.recordcount_alldata.toLocaleString('en-US')],
    ['Parameter groups', location.parameter_groups.join(', ') || 'None'],
  ];
  if (location.notes) details.push(['Notes', location.notes]);

  return (
    <AnalysisPage
      path={SITE_ROUTE}
      title={location.location_name}
      about={
        <>
          <p className="site-lede">
            {location.location_desc} · {location.location_type}
            {location.county ? ` · ${location.county} County` : ''}
          </p>
          <nav aria-label="This site elsewhere" className="site-actions">
            <Link to={siteMapPath(location)}>Open in the map</Link>
            <Link to={siteDownloadPath(location)}>Download its data</Link>
            {comparison && <Link to={comparison}>Compare its parameters over time</Link>}
          </nav>
        </>
      }
    >
      {/* Issue 30: the answer first, then the key charts, then the table and the long details. */}
      <StatusCard subject={id} title={`${location.location_name} now, and which way it is going`} />
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
            Parameters
          </h2>
          <p>This location has no water-quality results.</p>
        </section>
      )}
      <div className="site-grid">
        <section aria-labelledby="site-details-heading" className="site-card">
          <h2 id="site-details-heading" className="site-card__title">
            Site details
          </h2>
          <Details rows={details} />
        </section>
        <section aria-labelledby="site-map-heading" className="site-card">
          <h2 id="site-map-heading" className="site-card__title">
            Map
          </h2>
          <LocationsMap
            height={300}
            selection={{ left: [id] }}
            ringLabels={{ left: 'This site' }}
            initialView={{ center: [location.longitude_dd, location.latitude_dd], zoom: SITE_MAP_VIEW_ZOOM }}
            ariaLabel={`Map of ${location.location_name} and the monitoring locations around it`}
          />
        </section>
      </div>
    </AnalysisPage>
  );
}

/** An address that names no location: say so, suggest near matches and where to search. */
function SiteNotFound({ segment, locations }: { segment: string; locations: readonly MapLocation[] }) {
  const key = decodeSiteKey(segment);
  const suggestions = searchLocations(locations, key.replace(/[-_]+/g, ' '), SUGGESTIONS);
  return (
    <AnalysisPage path={SITE_ROUTE} title="Site not found">
      <Alert type="warning" showIcon role="status" title={`No monitoring location has the id or name “${key}”.`} />
      <section aria-label="Where to find a site" className="site-card">
        {suggestions.length > 0 && (
          <>
            <h2 className="site-card__title">Did you mean</h2>
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
          Search the locations in the <Link to="/tools/site-summary-table">Site Summary Table</Link> or find one on the <Link to="/tools/map">Public Map Explorer</Link>.
        </p>
      </section>
    </AnalysisPage>
  );
}

function SitePage() {
  const { site = '' } = useParams();
  const locations = useMapLocations();
  const location = useMemo(() => (locations.data ? resolveSite(locations.data, site) : null), [locations.data, site]);
  if (locations.isPending) {
    return (
      <AnalysisPage path={SITE_ROUTE}>
        <div role="status" className="site-loading">
          <Spin /> Loading the site…
        </div>
      </AnalysisPage>
    );
  }
  if (locations.error) {
    return (
      <AnalysisPage path={SITE_ROUTE}>
        <Alert type="error" showIcon title={`An error has occurred: ${(locations.error as Error).message}`} />
      </AnalysisPage>
    );
  }
  if (!location) return <SiteNotFound segment={site} locations={locations.data} />;
  // Keyed by the site: another site's page starts with its own state (the map at its place).
  return <SiteView key={location.locationid} location={location} />;
}

export default analysisPage(SitePage);
