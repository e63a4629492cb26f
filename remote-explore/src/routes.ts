import { lazy } from 'react';
import { defineRemoteRoutes, UnderConstructionPage } from '@basin/shared';

/** The module this remote exposes as `./routes`: its pages, loaded lazily. */
export default defineRemoteRoutes('explore', {
  '/explore/time-series-comparison': UnderConstructionPage,
  '/explore/year-comparison-graph': UnderConstructionPage,
  '/explore/correlation-graph': lazy(() => import('./pages/correlation-graph/CorrelationGraphPage')),
  '/explore/precipitation': UnderConstructionPage,
  '/explore/stream-logger-data': lazy(() => import('./pages/stream-logger-data/StreamLoggerPage')),
  '/explore/prf-statistics-tool': UnderConstructionPage,
  '/data-access/public-map-i-frame-stream-logger': lazy(() => import('./pages/stream-logger-data/StreamLoggerEmbed')),
});
