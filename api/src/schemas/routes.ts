// The typed route map of the API's GET calls the pages make: path, path params, query and response of
// each, taken from the same TypeBox schemas the routes register (routes.test.ts checks every entry
// against the OpenAPI document the server generates, so the map cannot drift from the server).
// The browser imports only the types: `apiGet('/results-simple/correlation-graph', …)`,
// `apiSend('PUT /download-user-filters', body)`.
import { Type, type Static, type TSchema } from 'typebox';
import {
  CcrInflowQuerySchema,
  ComparisonParamsSchema,
  ComparisonRecordSchema,
  CorrelationPointSchema,
  CorrelationQuerySchema,
  DepthProfileQuerySchema,
  DepthProfileRowSchema,
  DrilldownQuerySchema,
  InflowComparisonQuerySchema,
  InflowComparisonRowSchema,
  RatioQuerySchema,
  RatioRowSchema,
  ResultRowsSchema,
  YearComparisonQuerySchema,
  YearlyStandardQuerySchema,
  YearlyStandardRowSchema,
} from './analysis';
import {
  FlowConditionItemSchema,
  GenericDropdownItemSchema,
  GenericDropdownParamsSchema,
  LocationAssocItemSchema,
  LocationTypeItemSchema,
  LocationTypesBodySchema,
  ParameterGroupItemSchema,
  ParameterGroupsBodySchema,
  ParameterItemSchema,
  SimpleOptionSchema,
} from './dropdowns';
import {
  PrecipitationQuerySchema,
  PrecipitationResponseSchema,
  StreamLoggerDailyStatsResponseSchema,
  StreamLoggerParamsSchema,
  StreamLoggerQuerySchema,
  TelemetryLocationsResponseSchema,
} from './explore';
import { RecordCountResponseSchema, SavedDownloadFilterSchema, SavedFilterOrNoneSchema, UserSubParamsSchema, UuidBodySchema } from './downloads';
import { SiteSummaryQuerySchema, SiteSummaryResponseSchema } from './locations-param-summary';
import { StandardTrackerQuerySchema, StandardTrackerSchema } from './standard-tracker';
import { SiteStatusParamsSchema, SiteStatusQuerySchema, SiteStatusSchema } from './site-status';
import {
  AnnualSeriesResponseSchema,
  BenchmarkScaleColorsResponseSchema,
  DailySeriesResponseSchema,
  MapFiltersSchema,
  MapLayersResponseSchema,
  MapLocationsResponseSchema,
  MapSourcesResponseSchema,
  TimeSeriesParamsSchema,
} from './public-map';
import {
  PeriodQuerySchema,
  PinBodySchema,
  PinResponseSchema,
  RebuildBodySchema,
  RebuildResponseSchema,
  RebuildStatusSchema,
  WqSummaryResponseSchema,
} from './summary';
import { SessionSchema } from './session';
import { BasinSchema } from './basin';
import {
  ImportIdParamsSchema,
  ImportListQuerySchema,
  ImportRecordSchema,
  ResolutionReportSchema,
  ResolutionRequestSchema,
  StoredPendingValueSchema,
  UndoReportSchema,
} from './import';

interface RouteSchemas {
  params?: TSchema;
  query?: TSchema;
  response: TSchema;
}

const route = <R extends RouteSchemas>(schemas: R) => schemas;

/** GET routes by their path as the API registers it (`:name` marks a path parameter). */
export const API_GET_ROUTES = {
  '/locations-param-summary': route({ query: SiteSummaryQuerySchema, response: SiteSummaryResponseSchema }),
  '/public-map/wells': route({ query: PeriodQuerySchema, response: MapLocationsResponseSchema }),
  '/public-map/filters': route({ response: MapFiltersSchema }),
  '/public-map/layers': route({ response: MapLayersResponseSchema }),
  '/public-map/sources': route({ response: MapSourcesResponseSchema }),
  '/public-map/benchmark-scale-colors': route({ response: BenchmarkScaleColorsResponseSchema }),
  '/public-map/wq-summary': route({ query: PeriodQuerySchema, response: WqSummaryResponseSchema }),
  '/public-map/wq-time-series/daily/:locationId/:parameterIds': route({ params: TimeSeriesParamsSchema, response: DailySeriesResponseSchema }),
  '/public-map/wq-time-series/annual/:locationId/:parameterIds': route({ params: TimeSeriesParamsSchema, response: AnnualSeriesResponseSchema }),
  '/dynamic-period-of-record/status': route({ query: PeriodQuerySchema, response: RebuildStatusSchema }),
  '/ts-precip-daily-cumulative/': route({ query: PrecipitationQuerySchema, response: PrecipitationResponseSchema }),
  '/list-locations-telem': route({ response: TelemetryLocationsResponseSchema }),
  '/stream-logger-results-viewer-daily-stats-table/:parameterId/:locationIds': route({
    params: StreamLoggerParamsSchema,
    query: StreamLoggerQuerySchema,
    response: StreamLoggerDailyStatsResponseSchema,
  }),
  '/dropdown-parameter-group': route({ response: Type.Array(ParameterGroupItemSchema) }),
  '/dropdown-parameters': route({ response: Type.Array(ParameterItemSchema) }),
  '/dropdown-locations-assoc': route({ response: Type.Array(LocationAssocItemSchema) }),
  '/dropdown-location-type': route({ response: Type.Array(LocationTypeItemSchema) }),
  '/dropdown-flow-conditions': route({ response: Type.Array(FlowConditionItemSchema) }),
  '/results-simple/download-dropdown-locs-active': route({ response: Type.Array(SimpleOptionSchema) }),
  '/results-simple/list-parameters-dropdown-simple-active': route({ response: Type.Array(SimpleOptionSchema) }),
  '/dropdown/:name': route({ params: GenericDropdownParamsSchema, response: Type.Array(GenericDropdownItemSchema) }),
  '/ts-compare-daily-data/:parameterId/:locationIds/:startDate/:endDate': route({ params: ComparisonParamsSchema, response: Type.Array(ComparisonRecordSchema) }),
  '/results-simple/year-comparison': route({ query: YearComparisonQuerySchema, response: ResultRowsSchema }),
  '/results-simple/correlation-graph': route({ query: CorrelationQuerySchema, response: Type.Array(CorrelationPointSchema) }),
  '/avg-yearly-standard-graph': route({ query: YearlyStandardQuerySchema, response: Type.Array(YearlyStandardRowSchema) }),
  '/reservoir-standard-tracker': route({ query: StandardTrackerQuerySchema, response: StandardTrackerSchema }),
  '/site-status/:locationId': route({ params: SiteStatusParamsSchema, query: SiteStatusQuerySchema, response: SiteStatusSchema }),
  '/site-status/reservoir': route({ query: SiteStatusQuerySchema, response: SiteStatusSchema }),
  '/results-simple/wq-parameter-viewer/drilldown': route({ query: DrilldownQuerySchema, response: ResultRowsSchema }),
  '/results-simple/ccr-inflow': route({ query: CcrInflowQuerySchema, response: ResultRowsSchema }),
  '/wq-inflow-comparison': route({ query: InflowComparisonQuerySchema, response: Type.Array(InflowComparisonRowSchema) }),
  '/depth-profile': route({ query: DepthProfileQuerySchema, response: Type.Array(DepthProfileRowSchema) }),
  '/depth-profile-graph-data': route({ query: DepthProfileQuerySchema, response: Type.Array(DepthProfileRowSchema) }),
  '/depth-profile/list-parameters-dropdown-depth-profile-active': route({ response: Type.Array(SimpleOptionSchema) }),
  '/depth-profile-additional-ratio-graph-data-crosstabbed': route({ query: RatioQuerySchema, response: Type.Array(RatioRowSchema) }),
  '/download-user-filters/:userSub': route({ params: UserSubParamsSchema, response: SavedFilterOrNoneSchema }),
  '/session': route({ response: SessionSchema }),
  '/basin': route({ response: BasinSchema }),
  '/imports': route({ query: ImportListQuerySchema, response: Type.Array(ImportRecordSchema) }),
  '/import/pending': route({ response: Type.Array(StoredPendingValueSchema) }),
} as const;

interface SendSchemas {
  /** Path params (`:id`), when the path has some. */
  params?: TSchema;
  /** The JSON body; none for a call that takes none (an undo). */
  body?: TSchema;
  /** The JSON answer; none for a file (the answer is the file's bytes). */
  response?: TSchema;
}

const send = <R extends SendSchemas>(schemas: R) => schemas;

/** Calls with a JSON body, by method and path ('POST /dropdown-parameters'). */
export const API_SEND_ROUTES = {
  'POST /dropdown-parameters': send({ body: ParameterGroupsBodySchema, response: Type.Array(ParameterItemSchema) }),
  'POST /dropdown-locations-assoc': send({ body: LocationTypesBodySchema, response: Type.Array(LocationAssocItemSchema) }),
  'PUT /download-user-filters': send({ body: SavedDownloadFilterSchema, response: SavedDownloadFilterSchema }),
  'POST /download-user-filters-recordcounts': send({ body: UuidBodySchema, response: RecordCountResponseSchema }),
  'POST /download-user-selected-data': send({ body: UuidBodySchema }),
  'POST /download-user-selected-data/wqx': send({ body: UuidBodySchema }),
  'POST /download-user-selected-locations': send({ body: UuidBodySchema }),
  'POST /dynamic-period-of-record/rebuild': send({ body: RebuildBodySchema, response: RebuildResponseSchema }),
  'PUT /dynamic-period-of-record/pinned': send({ body: PinBodySchema, response: PinResponseSchema }),
  'POST /import/aliases': send({ body: ResolutionRequestSchema, response: ResolutionReportSchema }),
  'POST /imports/:id/undo': send({ params: ImportIdParamsSchema, response: UndoReportSchema }),
} as const;

type Routes = typeof API_GET_ROUTES;
export type ApiGetPath = keyof Routes;

/** What a caller may pass for a field: its schema type, or for a comma-separated list, the ids themselves. */
type Input<T> = { [K in keyof T]: T[K] extends string ? T[K] | readonly (number | string)[] : T[K] };
type StaticOf<R, Key extends 'params' | 'query'> = R extends Record<Key, infer S extends TSchema> ? Static<S> : never;

/** Per path: the inputs (`params`, `query`) and the response. */
export type ApiGetRoutes = {
  [P in ApiGetPath]: {
    params: StaticOf<Routes[P], 'params'> extends never ? undefined : Input<StaticOf<Routes[P], 'params'>>;
    query: StaticOf<Routes[P], 'query'> extends never ? undefined : Input<StaticOf<Routes[P], 'query'>>;
    response: Static<Routes[P]['response']>;
  };
};

type SendRoutes = typeof API_SEND_ROUTES;
export type ApiSendRoute = keyof SendRoutes;

/** Per 'METHOD path': the path params, the body (undefined for none) and the JSON answer (undefined for a file). */
export type ApiSendRoutes = {
  [R in ApiSendRoute]: {
    params: SendRoutes[R] extends { params: infer S extends TSchema } ? Input<Static<S>> : undefined;
    body: SendRoutes[R] extends { body: infer S extends TSchema } ? Static<S> : undefined;
    response: SendRoutes[R] extends { response: infer S extends TSchema } ? Static<S> : undefined;
  };
};
