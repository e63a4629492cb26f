import { DATA_MANAGER_ROLES } from '@basin/api/domain';
import type { RemoteName } from '../config/runtimeConfig';
import type { Translate } from '../i18n/translate';
import type { VisibleTo } from './visibility';

/** Sidebar and home-page groups. */
export type RouteGroup = 'explore' | 'wqUpdate' | 'tools';

export interface RouteEntry {
  path: string;
  title: string;
  /** The remote that owns the page, or 'host' for a page of the host itself (the glossary). */
  remote: RemoteName | 'host';
  /** Sidebar group; pages without one (embeds, the map) are not listed in a group. */
  group?: RouteGroup;
  /** 'bare' pages render without the host's layout (iframe embeds). */
  layout: 'portal' | 'bare';
  /** One-line description for the home page cards. */
  description?: string;
  /**
   * An application screen that fills the window under the top bar: the host's layout does not scroll
   * and shows no footer (the page shows the copyright line itself); the page fills `main` (a flex column).
   */
  fullHeight?: boolean;
  /** The sidebar's visibility filter (routing/visibility.ts): listed only for these roles; absent: for everyone. */
  visibleTo?: VisibleTo;
}

/** The staff's page that imports Water Quality Portal files and lists past imports (remote-wq-update). */
export const IMPORT_DATA_PATH = '/import-data';

/** The glossary of the portal's terms (issue 30), a page of the host: plain text that needs no remote. */
export const GLOSSARY_ROUTE = '/glossary';

/**
 * Every remote page of the spec's route table (spec 01 and 02, section 2), in sidebar order.
 * The host mounts these paths before any remote has loaded, so a remote that is down still
 * gets its page title and a failure message instead of a 404.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/tools/map', title: 'Public Map Explorer', remote: 'map', layout: 'portal', fullHeight: true, description: 'Monitoring locations, map layers and water-quality statistics on an interactive map.' },
  { path: '/data-access/public-map-i-frame', title: 'Public Map', remote: 'map', layout: 'bare' },
  { path: '/data-access/public-map-i-frame-pap', title: 'Public Map: Pollution Abatement Projects', remote: 'map', layout: 'bare' },
  // One page per monitoring location (issue 13): `/sites/<id or name>`; the page's title is the site's name.
  { path: '/sites/:site', title: 'Site', remote: 'map', layout: 'portal' },

  { path: '/explore/time-series-comparison', title: 'Time Series Comparisons', remote: 'explore', group: 'explore', layout: 'portal', description: 'Compare parameters and locations on two axes over time.' },
  { path: '/explore/year-comparison-graph', title: 'Year Comparison Graph', remote: 'explore', group: 'explore', layout: 'portal', description: 'Monthly values of one parameter, year against year.' },
  { path: '/explore/correlation-graph', title: 'Correlation Graph', remote: 'explore', group: 'explore', layout: 'portal', description: 'Scatter and regression of two parameters measured on the same dates.' },
  { path: '/explore/precipitation', title: 'Precipitation in the Basin', remote: 'explore', group: 'explore', layout: 'portal', description: 'Daily versus cumulative precipitation at the two basin gauges.' },
  { path: '/explore/stream-logger-data', title: 'Streamflow Data', remote: 'explore', group: 'explore', layout: 'portal', description: 'Daily flow and stage from the stream telemetry gauges.' },
  { path: '/explore/prf-statistics-tool', title: 'PRF Statistics Tool', remote: 'explore', group: 'tools', layout: 'portal', description: 'Pollutant reduction facility statistics dashboard.' },
  { path: '/data-access/public-map-i-frame-stream-logger', title: 'Stream Logger', remote: 'explore', layout: 'bare' },

  { path: '/water-quality-update/water-quality-parameter-viewer', title: 'Reservoir Water Quality Summary', remote: 'wqUpdate', group: 'wqUpdate', layout: 'portal', description: 'Seasonal means against the reservoir standards, with a drill-down by station.' },
  { path: '/water-quality-update/field-depth-profile', title: 'Reservoir Depth Profile', remote: 'wqUpdate', group: 'wqUpdate', layout: 'portal', description: 'Heat map of a parameter by depth and date at a reservoir station.' },
  { path: '/water-quality-update/nutrient-ratios', title: 'Nutrient Ratios', remote: 'wqUpdate', group: 'wqUpdate', layout: 'portal', description: 'Nitrogen to phosphorus ratios beside chlorophyll-a.' },
  { path: '/water-quality-update/wq-inflow-comparison', title: 'Reservoir Inflow Comparisons', remote: 'wqUpdate', group: 'wqUpdate', layout: 'portal', description: 'Monthly inflow concentrations of Cherry Creek and Cottonwood Creek side by side.' },
  // The staff's Import Data page (issue 29, item 5): not in a group; the sidebar lists it in Import Data's place (host/src/layout/navigation.ts).
  { path: IMPORT_DATA_PATH, title: 'Import Data', remote: 'wqUpdate', layout: 'portal', visibleTo: DATA_MANAGER_ROLES },
  { path: '/water-quality-update/ccr-inflow-concentrations', title: 'Watershed Water Quality', remote: 'wqUpdate', group: 'wqUpdate', layout: 'portal', description: 'Nutrient and sediment concentrations flowing into the reservoir.' },

  { path: '/tools/download', title: 'Query & Download', remote: 'tools', group: 'tools', layout: 'portal', description: 'Choose locations, parameters and dates, and download the records as CSV.' },
  { path: '/tools/site-summary-table', title: 'Site Summary Table', remote: 'tools', group: 'tools', layout: 'portal', description: 'Every location and parameter with its period of record.' },

  // Not in a group: the sidebar lists it below the groups (host/src/layout/navigation.ts).
  { path: GLOSSARY_ROUTE, title: 'Glossary', remote: 'host', layout: 'portal', description: 'The technical terms of the portal explained in plain language, from photic zone to Sen slope.' },
];

export const ROUTE_GROUPS: readonly RouteGroup[] = ['explore', 'wqUpdate', 'tools'];

/**
 * A page's title and card description in the visitor's language. The table above keeps the spec's
 * English (the route's identity in tests and links); the catalogue's English is checked equal to it.
 */
export const routeTitle = (t: Translate, route: Pick<RouteEntry, 'path'>) => t(`shared.route.${route.path}.title`);
export const routeDescription = (t: Translate, route: Pick<RouteEntry, 'path'>) => t(`shared.route.${route.path}.description`);
export const routeGroupTitle = (t: Translate, group: RouteGroup) => t(`shared.routeGroup.${group}`);

export function routesOfRemote(remote: RemoteName): RouteEntry[] {
  return ROUTE_TABLE.filter((route) => route.remote === remote);
}

/** Whether a route is a remote's page (the host mounts those in a RemoteBoundary). */
export function isRemoteRoute(route: RouteEntry): route is RouteEntry & { remote: RemoteName } {
  return route.remote !== 'host';
}

export function findRoute(path: string): RouteEntry | undefined {
  return ROUTE_TABLE.find((route) => route.path === path);
}
