import { findRoute, type RouteEntry } from '@basin/shared';

export interface CardGroup {
  titleKey: string;
  pages: RouteEntry[];
}

function pages(...paths: string[]): RouteEntry[] {
  return paths.map((path) => {
    const route = findRoute(path);
    if (!route) throw new Error(`No route ${path}`);
    return route;
  });
}

/** The home page's card groups, in the spec's order (spec 02 "Home / landing"). */
export const HOME_CARD_GROUPS: CardGroup[] = [
  {
    titleKey: 'host.home.group.wqUpdate',
    pages: pages(
      '/water-quality-update/water-quality-parameter-viewer',
      '/water-quality-update/field-depth-profile',
      '/water-quality-update/nutrient-ratios',
      '/water-quality-update/wq-inflow-comparison',
      '/water-quality-update/ccr-inflow-concentrations',
    ),
  },
  {
    titleKey: 'host.home.group.explore',
    pages: pages(
      '/explore/time-series-comparison',
      '/explore/year-comparison-graph',
      '/explore/correlation-graph',
      '/explore/precipitation',
      '/explore/stream-logger-data',
    ),
  },
  {
    titleKey: 'host.home.group.tools',
    pages: pages('/explore/prf-statistics-tool', '/tools/download', '/tools/site-summary-table'),
  },
];
