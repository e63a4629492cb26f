import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '@basin/shared';
import { searchLocations, sitePath } from '@basin/shared/links';
import { NAV_GROUPS } from './navigation';

/** Sites listed at most; the rest are a refinement away (or in the Site Summary Table). */
export const SIDEBAR_SITE_LIMIT = 8;

/** The same query as the analysis pages' maps and the site page: one cached answer for all of them. */
const locationsQuery = apiGetQuery('/public-map/wells', { query: {} });

const PAGES = NAV_GROUPS.flatMap((group) => group.links);

/** Pages whose title holds every word of the query. */
export function matchPages(query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return PAGES.filter((page) => words.every((word) => page.title.toLowerCase().includes(word)));
}

/** The sidebar search's results: matching pages, then matching sites (each linking to its site page). */
export default function SidebarSearchResults({ query, onNavigate }: { query: string; onNavigate: () => void }) {
  const locations = useQuery(locationsQuery);
  const pages = useMemo(() => matchPages(query), [query]);
  const sites = useMemo(() => searchLocations(locations.data ?? [], query, SIDEBAR_SITE_LIMIT + 1), [locations.data, query]);
  const more = sites.length > SIDEBAR_SITE_LIMIT;
  const shownSites = sites.slice(0, SIDEBAR_SITE_LIMIT);
  const status = locations.isPending
    ? `${pages.length} ${pages.length === 1 ? 'page' : 'pages'}; searching the sites…`
    : locations.error
      ? `${pages.length} ${pages.length === 1 ? 'page' : 'pages'}; the sites could not be searched.`
      : `${pages.length} ${pages.length === 1 ? 'page' : 'pages'}, ${more ? `more than ${SIDEBAR_SITE_LIMIT}` : shownSites.length} ${shownSites.length === 1 && !more ? 'site' : 'sites'}`;
  return (
    <div className="sidebar-search__results">
      <p className="sidebar-search__status" role="status">
        {status}
      </p>
      {pages.length > 0 && (
        <ul aria-label="Pages found">
          {pages.map((page) => (
            <li key={page.path}>
              <Link to={page.path} onClick={onNavigate}>
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {shownSites.length > 0 && (
        <ul aria-label="Sites found">
          {shownSites.map((location) => (
            <li key={location.locationid}>
              <Link to={sitePath(location.locationid)} onClick={onNavigate}>
                <span className="sidebar-search__name">{location.location_name}</span>
                <span className="sidebar-search__detail">{location.location_desc}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {more && (
        <p className="sidebar-search__status">
          Type more of the name, or see every site in the{' '}
          <Link to="/tools/site-summary-table" onClick={onNavigate}>
            Site Summary Table
          </Link>
          .
        </p>
      )}
    </div>
  );
}
