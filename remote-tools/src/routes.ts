import { lazy } from 'react';
import { defineRemoteRoutes, UnderConstructionPage } from '@basin/shared';

/** The module this remote exposes as `./routes`: its pages, loaded lazily. */
export default defineRemoteRoutes('tools', {
  '/tools/download': UnderConstructionPage,
  '/tools/site-summary-table': lazy(() => import('./pages/site-summary-table/SiteSummaryTablePage')),
});
