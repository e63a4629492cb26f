import { DATA_MANAGER_ROLES } from '@basin/api/domain';
import { GLOSSARY_ROUTE, IMPORT_DATA_PATH, ROUTE_GROUPS, ROUTE_TABLE, type RouteGroup, type RuntimeConfig, type VisibleTo } from '@basin/shared';

/** A page in a group; its title is the route table's, in the visitor's language (routeTitle). */
export interface NavLinkItem {
  path: string;
  visibleTo?: VisibleTo;
}

export interface NavGroup {
  key: RouteGroup;
  links: NavLinkItem[];
}

const MAP_LINK: NavLinkItem = { path: '/tools/map' };

/** The sidebar's groups, in the spec's order: Explore, Water Quality Update, Tools (map first). */
export const NAV_GROUPS: NavGroup[] = ROUTE_GROUPS.map((key) => ({
  key,
  links: [
    ...(key === 'tools' ? [MAP_LINK] : []),
    ...ROUTE_TABLE.filter((route) => route.group === key).map(({ path, visibleTo }) => ({ path, visibleTo })),
  ],
}));

/** The group whose page is shown, which the sidebar opens by itself. */
export function groupOfPath(pathname: string): RouteGroup | null {
  return NAV_GROUPS.find((group) => group.links.some((link) => link.path === pathname))?.key ?? null;
}

/** An entry below the groups: a page of the portal (`path`) or an external page (`link`, from the run-time configuration). */
export type ExtraLink = { titleKey: string; visibleTo?: VisibleTo } & ({ path: string } | { link: keyof RuntimeConfig['links'] });

/**
 * The sidebar's entries below the groups (spec 02 "Layout": Import Data and a flood alert page). Import
 * Data is the staff's Import Data page (issue 29, item 5), listed for those who manage the data, as the
 * page itself is (docs/decisions.md "Sign-in"): the public gets its data from Query & Download.
 */
export const EXTRA_LINKS: readonly ExtraLink[] = [
  { path: IMPORT_DATA_PATH, titleKey: 'host.sidebar.importData', visibleTo: DATA_MANAGER_ROLES },
  { path: GLOSSARY_ROUTE, titleKey: 'host.sidebar.glossary' },
  { link: 'floodAlert', titleKey: 'host.sidebar.floodAlert' },
];
