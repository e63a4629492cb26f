import { lazy } from 'react';
import { defineRemoteRoutes, IMPORT_DATA_PATH } from '@basin/shared';
import { catalogue } from './i18n/catalogue';

/** The module this remote exposes as `./routes`: its pages, loaded lazily. */
export default defineRemoteRoutes('wqUpdate', catalogue, {
  '/water-quality-update/water-quality-parameter-viewer': lazy(() => import('./pages/water-quality-parameter-viewer/WaterQualityParameterViewerPage')),
  '/water-quality-update/field-depth-profile': lazy(() => import('./pages/field-depth-profile/FieldDepthProfilePage')),
  '/water-quality-update/nutrient-ratios': lazy(() => import('./pages/nutrient-ratios/NutrientRatiosPage')),
  '/water-quality-update/wq-inflow-comparison': lazy(() => import('./pages/wq-inflow-comparison/WqInflowComparisonPage')),
  '/water-quality-update/ccr-inflow-concentrations': lazy(() => import('./pages/ccr-inflow-concentrations/CcrInflowConcentrationsPage')),
  [IMPORT_DATA_PATH]: lazy(() => import('./pages/import-data/ImportDataPage')),
});
