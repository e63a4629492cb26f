import { defineRemoteRoutes, UnderConstructionPage } from '@basin/shared';

/** The module this remote exposes as `./routes`: its pages, loaded lazily. */
export default defineRemoteRoutes('map', {
  '/tools/map': UnderConstructionPage,
  '/data-access/public-map-i-frame': UnderConstructionPage,
  '/data-access/public-map-i-frame-pap': UnderConstructionPage,
});
