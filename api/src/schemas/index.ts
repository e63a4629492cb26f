// Route schemas and their static types: the API contract. The browser imports the types with
// `import type { SiteSummaryRow } from '@basin/api/schemas'`, so nothing here may import Node modules.
import type { Static } from 'typebox';
import { ErrorResponseSchema, IsoDateSchema } from './common';
import { HealthResponseSchema, ProbeResponseSchema } from './health';
import {
  LocationTypeNameSchema,
  SiteSummaryQuerySchema,
  SiteSummaryResponseSchema,
  SiteSummaryRowSchema,
} from './locations-param-summary';

export {
  ErrorResponseSchema,
  HealthResponseSchema,
  ProbeResponseSchema,
  IsoDateSchema,
  LocationTypeNameSchema,
  SiteSummaryQuerySchema,
  SiteSummaryResponseSchema,
  SiteSummaryRowSchema,
};

export type ErrorResponse = Static<typeof ErrorResponseSchema>;
export type HealthResponse = Static<typeof HealthResponseSchema>;
export type LocationTypeName = Static<typeof LocationTypeNameSchema>;
export type SiteSummaryQuery = Static<typeof SiteSummaryQuerySchema>;
export type SiteSummaryRow = Static<typeof SiteSummaryRowSchema>;
export * from './summary';
export type WqSummaryRow = Static<typeof import('./summary').WqSummaryRowSchema>;
export type RebuildStatus = Static<typeof import('./summary').RebuildStatusSchema>;
export * from './public-map';
export type MapLocation = Static<typeof import('./public-map').MapLocationSchema>;
export type MapSource = Static<typeof import('./public-map').MapSourceSchema>;
export type MapLayer = Static<typeof import('./public-map').MapLayerSchema>;
export type MapFilters = Static<typeof import('./public-map').MapFiltersSchema>;
export type DailyPoint = Static<typeof import('./public-map').DailyPointSchema>;
export type AnnualPoint = Static<typeof import('./public-map').AnnualPointSchema>;
export type BenchmarkScaleColor = Static<typeof import('./public-map').BenchmarkScaleColorSchema>;
export * from './explore';
export type PrecipitationRecord = Static<typeof import('./explore').PrecipitationRecordSchema>;
/** approved, provisional or estimated (issue 31, docs/feeds.md). */
export type ValueStatus = Static<typeof import('./common').ValueStatusSchema>;
export { ValueStatusSchema } from './common';
export type TelemetryLocation = Static<typeof import('./explore').TelemetryLocationSchema>;
export type StreamLoggerDailyStat = Static<typeof import('./explore').StreamLoggerDailyStatSchema>;
export * from './downloads';
export type SavedDownloadFilter = Static<typeof import('./downloads').SavedDownloadFilterSchema>;
export type RecordCount = Static<typeof import('./downloads').RecordCountResponseSchema>[number];
export * from './dropdowns';
export type ParameterGroupItem = Static<typeof import('./dropdowns').ParameterGroupItemSchema>;
export type ParameterItem = Static<typeof import('./dropdowns').ParameterItemSchema>;
export type LocationAssocItem = Static<typeof import('./dropdowns').LocationAssocItemSchema>;
export type FlowConditionItem = Static<typeof import('./dropdowns').FlowConditionItemSchema>;
export type SimpleOption = Static<typeof import('./dropdowns').SimpleOptionSchema>;
export type GenericDropdownItem = Static<typeof import('./dropdowns').GenericDropdownItemSchema>;
export * from './analysis';
export * from './ids';
export type ResultRow = Static<typeof import('./analysis').ResultRowSchema>;
export type ComparisonRecord = Static<typeof import('./analysis').ComparisonRecordSchema>;
export type CorrelationPoint = Static<typeof import('./analysis').CorrelationPointSchema>;
export type YearlyStandardRow = Static<typeof import('./analysis').YearlyStandardRowSchema>;
export type InflowComparisonRow = Static<typeof import('./analysis').InflowComparisonRowSchema>;
export type DepthProfileRow = Static<typeof import('./analysis').DepthProfileRowSchema>;
export type RatioRow = Static<typeof import('./analysis').RatioRowSchema>;
export * from './standard-tracker';
export * from './site-status';
export type LreProperties = Static<typeof import('./public-map').LrePropertiesSchema>;
export * from './session';
export * from './basin';
export type Basin = Static<typeof import('./basin').BasinSchema>;
export * from './import';
export type Session = Static<typeof import('./session').SessionSchema>;
export type { ApiGetRoutes, ApiGetPath, ApiSendRoutes, ApiSendRoute } from './routes';
