import { findRoute, type RouteEntry } from '@basin/shared';

export interface CardGroup {
  title: string;
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
    title: 'Water Quality Update',
    pages: pages(
      '/water-quality-update/water-quality-parameter-viewer',
      '/water-quality-update/field-depth-profile',
      '/water-quality-update/nutrient-ratios',
      '/water-quality-update/wq-inflow-comparison',
      '/water-quality-update/ccr-inflow-concentrations',
    ),
  },
  {
    title: 'Explore',
    pages: pages(
      '/explore/time-series-comparison',
      '/explore/year-comparison-graph',
      '/explore/correlation-graph',
      '/explore/precipitation',
      '/explore/stream-logger-data',
    ),
  },
  {
    title: 'Tools & Reports',
    pages: pages('/explore/prf-statistics-tool', '/tools/download', '/tools/site-summary-table'),
  },
];
