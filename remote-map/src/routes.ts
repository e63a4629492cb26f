import { lazy } from 'react';
import { defineRemoteRoutes } from '@basin/shared';
import { catalogue } from './i18n/catalogue';

/** The module this remote exposes as `./routes`: its pages, loaded lazily. */
export default defineRemoteRoutes('map', catalogue, {
  '/tools/map': lazy(() => import('./pages/map').then((module) => ({ default: module.MapExplorerPage }))),
  '/data-access/public-map-i-frame': lazy(() => import('./pages/public-map-i-frame/PublicMapFramePage').then((module) => ({ default: module.PublicMapFramePage }))),
  '/sites/:site': lazy(() => import('./pages/site/SitePage')),
  '/data-access/public-map-i-frame-pap': lazy(() => import('./pages/public-map-i-frame-pap/PublicMapFramePapPage').then((module) => ({ default: module.PublicMapFramePapPage }))),
});
