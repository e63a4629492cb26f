import { lazy } from 'react';
import { defineRemoteRoutes } from '@basin/shared';
import { catalogue } from './i18n/catalogue';

/** The module this remote exposes as `./routes`: its pages, loaded lazily. */
export default defineRemoteRoutes('tools', catalogue, {
  '/tools/download': lazy(() => import('./pages/download/DownloadPage')),
  '/tools/site-summary-table': lazy(() => import('./pages/site-summary-table/SiteSummaryTablePage')),
});
