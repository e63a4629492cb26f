import { GROUP_TITLES, ROUTE_TABLE, type RouteGroup } from '@basin/shared';

export interface NavLinkItem {
  path: string;
  title: string;
}

export interface NavGroup {
  key: RouteGroup;
  title: string;
  links: NavLinkItem[];
}

const MAP_LINK: NavLinkItem = { path: '/tools/map', title: 'Public Map Explorer' };

/** The sidebar's groups, in the spec's order: Explore, Water Quality Update, Tools (map first). */
export const NAV_GROUPS: NavGroup[] = (['explore', 'wqUpdate', 'tools'] as const).map((key) => ({
  key,
  title: GROUP_TITLES[key],
  links: [
    ...(key === 'tools' ? [MAP_LINK] : []),
    ...ROUTE_TABLE.filter((route) => route.group === key).map(({ path, title }) => ({ path, title })),
  ],
}));

/** The group whose page is shown, which the sidebar opens by itself. */
export function groupOfPath(pathname: string): RouteGroup | null {
  return NAV_GROUPS.find((group) => group.links.some((link) => link.path === pathname))?.key ?? null;
}
