import { lazy } from 'react';
import { defineRemoteRoutes } from '@basin/shared';
import { catalogue } from './i18n/catalogue';

/** The module this remote exposes as `./routes`: its pages, loaded lazily. */
export default defineRemoteRoutes('explore', catalogue, {
  '/explore/time-series-comparison': lazy(() => import('./pages/time-series-comparison/TimeSeriesComparisonPage')),
  '/explore/year-comparison-graph': lazy(() => import('./pages/year-comparison-graph/YearComparisonGraphPage')),
  '/explore/correlation-graph': lazy(() => import('./pages/correlation-graph/CorrelationGraphPage')),
  '/explore/precipitation': lazy(() => import('./pages/precipitation/PrecipitationPage')),
  '/explore/stream-logger-data': lazy(() => import('./pages/stream-logger-data/StreamLoggerPage')),
  '/explore/prf-statistics-tool': lazy(() => import('./pages/prf-statistics-tool/PrfStatisticsToolPage')),
  '/data-access/public-map-i-frame-stream-logger': lazy(() => import('./pages/stream-logger-data/StreamLoggerEmbed')),
});
