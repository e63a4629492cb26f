import { lazy } from 'react';
import { defineRemoteRoutes, UnderConstructionPage } from '@basin/shared';

/** The module this remote exposes as `./routes`: its pages, loaded lazily. */
export default defineRemoteRoutes('explore', {
  '/explore/time-series-comparison': lazy(() => import('./pages/time-series-comparison/TimeSeriesComparisonPage')),
  '/explore/year-comparison-graph': lazy(() => import('./pages/year-comparison-graph/YearComparisonGraphPage')),
  '/explore/correlation-graph': lazy(() => import('./pages/correlation-graph/CorrelationGraphPage')),
  '/explore/precipitation': UnderConstructionPage,
  '/explore/stream-logger-data': UnderConstructionPage,
  '/explore/prf-statistics-tool': UnderConstructionPage,
  '/data-access/public-map-i-frame-stream-logger': UnderConstructionPage,
});
