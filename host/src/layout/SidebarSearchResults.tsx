import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { mapLocationsQuery, parametersQuery, ROUTE_TABLE, routeDescription, routeTitle, useT, type Translate } from '@basin/shared';
import { sitePath } from '@basin/shared/links';
import { glossaryEntries, glossaryHref } from '@basin/shared/glossary';
import {
  pageCandidate,
  parameterCandidate,
  parameterMapPath,
  prepareCandidates,
  searchPortal,
  siteCandidate,
  termCandidate,
  type SearchGroup,
  type SearchKind,
} from '@basin/shared/search';

/** The pages a visitor can open from the search: the route table's portal pages, without a record's page or a staff page. */
const SEARCHABLE_PAGES = ROUTE_TABLE.filter((route) => route.layout === 'portal' && !route.path.includes(':') && !route.visibleTo);

const GROUP_TITLE_KEYS: Record<SearchKind, string> = { site: 'host.search.group.site', parameter: 'host.search.group.parameter', page: 'host.search.group.page', term: 'host.search.group.term' };
const COUNT_KEYS: Record<SearchKind, string> = { site: 'host.search.count.site', parameter: 'host.search.count.parameter', page: 'host.search.count.page', term: 'host.search.count.term' };

/** What the box needs from the results: where each listed result goes (in the listed order), and the count in words. */
export interface SearchFound {
  paths: string[];
  status: string;
}

/** The announced count: '4 results: 3 sites, 1 glossary term', with what is still loading or failed. */
export function foundStatus(t: Translate, groups: readonly SearchGroup[], lists: { pending: boolean; failed: boolean }): string {
  const total = groups.reduce((sum, group) => sum + group.results.length, 0);
  const parts = groups.map((group) => t(COUNT_KEYS[group.kind], { count: group.results.length, more: group.more }));
  const head = total === 0 ? t('host.search.noResults') : t('host.search.found', { total, parts: t.intl.formatList(parts, { type: 'unit' }) });
  const tail = lists.pending ? t('host.search.stillSearching') : lists.failed ? t('host.search.listsFailed') : '';
  return `${head}${tail}`;
}

interface SidebarSearchResultsProps {
  query: string;
  listboxId: string;
  optionId: (index: number) => string;
  /** The index of the result the arrow keys chose, or -1. */
  active: number;
  /** False after Escape: the list is closed (the count stays). */
  shown: boolean;
  onFound: (found: SearchFound) => void;
  onOpen: (path: string) => void;
}

/** The sidebar search's results: a listbox of groups (sites, parameters, pages, glossary terms). */
export default function SidebarSearchResults({ query, listboxId, optionId, active, shown, onFound, onOpen }: SidebarSearchResultsProps) {
  // The same queries as the analysis pages' maps and filters (shared/src/api/queries.ts): one cached answer for all of them.
  const t = useT();
  const locations = useQuery(mapLocationsQuery);
  const parameters = useQuery(parametersQuery);
  const prepared = useMemo(
    () =>
      prepareCandidates([
        ...(locations.data ?? []).map((location) => siteCandidate(location, sitePath(location.locationid))),
        ...(parameters.data ?? []).map((parameter) => parameterCandidate(parameter, parameterMapPath(parameter.parameterid))),
        ...SEARCHABLE_PAGES.map((route) => pageCandidate({ path: route.path, title: routeTitle(t, route), description: route.description && routeDescription(t, route) })),
        ...glossaryEntries(t).map((entry) => termCandidate(entry.key, entry, glossaryHref(entry.key))),
      ]),
    [locations.data, parameters.data, t],
  );
  const groups = useMemo(() => searchPortal(prepared, query), [prepared, query]);
  const status = foundStatus(t, groups, { pending: locations.isPending || parameters.isPending, failed: Boolean(locations.error ?? parameters.error) });
  const paths = useMemo(() => groups.flatMap((group) => group.results.map((result) => result.path)), [groups]);
  const pathsKey = paths.join('\n');
  useEffect(() => {
    onFound({ paths: pathsKey === '' ? [] : pathsKey.split('\n'), status });
  }, [pathsKey, status, onFound]);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, optionId]);

  if (!shown || paths.length === 0) return null;
  let index = -1;
  const moreSites = groups.some((group) => group.kind === 'site' && group.more);
  return (
    <div className="sidebar-search__results">
      <div id={listboxId} role="listbox" aria-label={t('host.search.results')}>
        {groups.map((group) => (
          <div key={group.kind} role="group" aria-labelledby={`${listboxId}-${group.kind}`}>
            <div role="presentation" id={`${listboxId}-${group.kind}`} className="sidebar-search__group">
              {t(GROUP_TITLE_KEYS[group.kind])}
            </div>
            {group.results.map((result) => {
              index += 1;
              const at = index;
              return (
                <div
                  key={result.key}
                  id={optionId(at)}
                  role="option"
                  aria-selected={at === active}
                  className="sidebar-search__option"
                  // The box keeps the focus (and the list stays) while a result is clicked.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onOpen(result.path)}
                >
                  <span className="sidebar-search__name">{result.title}</span>
                  {result.detail && <span className="sidebar-search__detail">{group.kind === 'parameter' ? t('host.search.onTheMap', { detail: result.detail }) : result.detail}</span>}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {moreSites && (
        <p className="sidebar-search__status">
          {t.rich('host.search.typeMore', {
            link: (chunks) => (
              <Link
                to="/tools/site-summary-table"
                onClick={(event) => {
                  event.preventDefault();
                  onOpen('/tools/site-summary-table');
                }}
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
    </div>
  );
}
