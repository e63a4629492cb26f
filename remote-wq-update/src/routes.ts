import { lazy } from 'react';
import { defineRemoteRoutes, UnderConstructionPage } from '@basin/shared';

/** The module this remote exposes as `./routes`: its pages, loaded lazily. */
export default defineRemoteRoutes('wqUpdate', {
  '/water-quality-update/water-quality-parameter-viewer': lazy(() => import('./pages/water-quality-parameter-viewer/WaterQualityParameterViewerPage')),
  '/water-quality-update/field-depth-profile': lazy(() => import('./pages/field-depth-profile/FieldDepthProfilePage')),
  '/water-quality-update/nutrient-ratios': UnderConstructionPage,
  '/water-quality-update/wq-inflow-comparison': UnderConstructionPage,
  '/water-quality-update/ccr-inflow-concentrations': UnderConstructionPage,
});
