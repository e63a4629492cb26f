// Every route's contract, collected: the typed route map the browser calls through (`apiGet`, `apiSend`)
// and the list app.test.ts checks against the server in both directions (every contract served, every
// served route under a contract). Contracts import only schemas, so the browser can import these types.
import type { GetRoutesOf, SendRoutesOf } from './contract/defineRoute';
import { putDownloadUserFilters } from './routes/(caller-dependent)/download-user-filters/contract';
import { postDownloadUserFiltersRecordcounts } from './routes/(caller-dependent)/download-user-filters-recordcounts/contract';
import { getDownloadUserFilters } from './routes/(caller-dependent)/download-user-filters/_userSub/contract';
import { postDownloadUserSelectedData } from './routes/(caller-dependent)/download-user-selected-data/contract';
import { postDownloadUserSelectedDataWqx } from './routes/(caller-dependent)/download-user-selected-data/wqx/contract';
import { postDownloadUserSelectedLocations } from './routes/(caller-dependent)/download-user-selected-locations/contract';
import { getYearlyStandard } from './routes/(public-read)/avg-yearly-standard-graph/contract';
import { getBasin } from './routes/(public-read)/basin/contract';
import { getDepthProfile } from './routes/(public-read)/depth-profile/contract';
import { getNutrientRatios } from './routes/(public-read)/depth-profile-additional-ratio-graph-data-crosstabbed/contract';
import { getDepthProfileGraphData } from './routes/(public-read)/depth-profile-graph-data/contract';
import { getDepthProfileParameters } from './routes/(public-read)/depth-profile/list-parameters-dropdown-depth-profile-active/contract';
import { getDropdownFlowConditions } from './routes/(public-read)/dropdown-flow-conditions/contract';
import { getDropdownLocationType } from './routes/(public-read)/dropdown-location-type/contract';
import { getDropdownLocationsAssoc, postDropdownLocationsAssoc } from './routes/(public-read)/dropdown-locations-assoc/contract';
import { getDropdownParameterGroup } from './routes/(public-read)/dropdown-parameter-group/contract';
import { getDropdownParameters, postDropdownParameters } from './routes/(public-read)/dropdown-parameters/contract';
import { getGenericDropdown } from './routes/(public-read)/dropdown/_name/contract';
import { getTelemetryLocations } from './routes/(public-read)/list-locations-telem/contract';
import { getSiteSummary } from './routes/(public-read)/locations-param-summary/contract';
import { getBenchmarkScaleColors } from './routes/(public-read)/public-map/benchmark-scale-colors/contract';
import { getMapFilters } from './routes/(public-read)/public-map/filters/contract';
import { getMapLayers } from './routes/(public-read)/public-map/layers/contract';
import { getMapSources } from './routes/(public-read)/public-map/sources/contract';
import { getWells } from './routes/(public-read)/public-map/wells/contract';
import { getWqSummary } from './routes/(public-read)/public-map/wq-summary/contract';
import { getAnnualSeries } from './routes/(public-read)/public-map/wq-time-series/annual/_locationId/_parameterIds/contract';
import { getDailySeries } from './routes/(public-read)/public-map/wq-time-series/daily/_locationId/_parameterIds/contract';
import { getCcrInflow } from './routes/(public-read)/results-simple/ccr-inflow/contract';
import { getCorrelationGraph } from './routes/(public-read)/results-simple/correlation-graph/contract';
import { getActiveLocationOptions } from './routes/(public-read)/results-simple/download-dropdown-locs-active/contract';
import { getActiveParameterOptions } from './routes/(public-read)/results-simple/list-parameters-dropdown-simple-active/contract';
import { getDrilldown } from './routes/(public-read)/results-simple/wq-parameter-viewer/drilldown/contract';
import { getYearComparison } from './routes/(public-read)/results-simple/year-comparison/contract';
import { getStreamLoggerDailyStats } from './routes/(public-read)/stream-logger-results-viewer-daily-stats-table/_parameterId/_locationIds/contract';
import { getComparisonRecords } from './routes/(public-read)/ts-compare-daily-data/_parameterId/_locationIds/_startDate/_endDate/contract';
import { getPrecipitation } from './routes/(public-read)/ts-precip-daily-cumulative/contract';
import { getInflowComparison } from './routes/(public-read)/wq-inflow-comparison/contract';
import { postImport } from './routes/(staff)/import/contract';
import { postImportAliases } from './routes/(staff)/import/aliases/contract';
import { getImportPending } from './routes/(staff)/import/pending/contract';
import { getImports } from './routes/(staff)/imports/contract';
import { postImportUndo } from './routes/(staff)/imports/_id/undo/contract';
import { deletePinned, putPinned } from './routes/dynamic-period-of-record/pinned/contract';
import { postRebuild } from './routes/dynamic-period-of-record/rebuild/contract';
import { getRebuildStatus } from './routes/dynamic-period-of-record/status/contract';
import { getHealth } from './routes/health/contract';
import { getLive } from './routes/health/live/contract';
import { getReady } from './routes/health/ready/contract';
import { getCollection, getCollections, getConformance, getItem, getItems, getLandingPage, getOgcOpenApi } from './routes/ogc/contract';
import { getStandardTracker } from './routes/reservoir-standard-tracker/contract';
import { getSession } from './routes/session/contract';
import { getSiteStatus } from './routes/site-status/_locationId/contract';
import { getReservoirStatus } from './routes/site-status/reservoir/contract';

export const API_CONTRACTS = [
  // (caller-dependent)/download-user-filters
  putDownloadUserFilters,
  // (caller-dependent)/download-user-filters-recordcounts
  postDownloadUserFiltersRecordcounts,
  // (caller-dependent)/download-user-filters/_userSub
  getDownloadUserFilters,
  // (caller-dependent)/download-user-selected-data
  postDownloadUserSelectedData,
  // (caller-dependent)/download-user-selected-data/wqx
  postDownloadUserSelectedDataWqx,
  // (caller-dependent)/download-user-selected-locations
  postDownloadUserSelectedLocations,
  // (public-read)/avg-yearly-standard-graph
  getYearlyStandard,
  // (public-read)/basin
  getBasin,
  // (public-read)/depth-profile
  getDepthProfile,
  // (public-read)/depth-profile-additional-ratio-graph-data-crosstabbed
  getNutrientRatios,
  // (public-read)/depth-profile-graph-data
  getDepthProfileGraphData,
  // (public-read)/depth-profile/list-parameters-dropdown-depth-profile-active
  getDepthProfileParameters,
  // (public-read)/dropdown-flow-conditions
  getDropdownFlowConditions,
  // (public-read)/dropdown-location-type
  getDropdownLocationType,
  // (public-read)/dropdown-locations-assoc
  getDropdownLocationsAssoc,
  postDropdownLocationsAssoc,
  // (public-read)/dropdown-parameter-group
  getDropdownParameterGroup,
  // (public-read)/dropdown-parameters
  getDropdownParameters,
  postDropdownParameters,
  // (public-read)/dropdown/_name
  getGenericDropdown,
  // (public-read)/list-locations-telem
  getTelemetryLocations,
  // (public-read)/locations-param-summary
  getSiteSummary,
  // (public-read)/public-map/benchmark-scale-colors
  getBenchmarkScaleColors,
  // (public-read)/public-map/filters
  getMapFilters,
  // (public-read)/public-map/layers
  getMapLayers,
  // (public-read)/public-map/sources
  getMapSources,
  // (public-read)/public-map/wells
  getWells,
  // (public-read)/public-map/wq-summary
  getWqSummary,
  // (public-read)/public-map/wq-time-series/annual/_locationId/_parameterIds
  getAnnualSeries,
  // (public-read)/public-map/wq-time-series/daily/_locationId/_parameterIds
  getDailySeries,
  // (public-read)/results-simple/ccr-inflow
  getCcrInflow,
  // (public-read)/results-simple/correlation-graph
  getCorrelationGraph,
  // (public-read)/results-simple/download-dropdown-locs-active
  getActiveLocationOptions,
  // (public-read)/results-simple/list-parameters-dropdown-simple-active
  getActiveParameterOptions,
  // (public-read)/results-simple/wq-parameter-viewer/drilldown
  getDrilldown,
  // (public-read)/results-simple/year-comparison
  getYearComparison,
  // (public-read)/stream-logger-results-viewer-daily-stats-table/_parameterId/_locationIds
  getStreamLoggerDailyStats,
  // (public-read)/ts-compare-daily-data/_parameterId/_locationIds/_startDate/_endDate
  getComparisonRecords,
  // (public-read)/ts-precip-daily-cumulative
  getPrecipitation,
  // (public-read)/wq-inflow-comparison
  getInflowComparison,
  // (staff)/import
  postImport,
  // (staff)/import/aliases
  postImportAliases,
  // (staff)/import/pending
  getImportPending,
  // (staff)/imports
  getImports,
  // (staff)/imports/_id/undo
  postImportUndo,
  // dynamic-period-of-record/pinned
  putPinned,
  deletePinned,
  // dynamic-period-of-record/rebuild
  postRebuild,
  // dynamic-period-of-record/status
  getRebuildStatus,
  // health
  getHealth,
  // health/live
  getLive,
  // health/ready
  getReady,
  // ogc
  getLandingPage,
  getConformance,
  getOgcOpenApi,
  getCollections,
  getCollection,
  getItems,
  getItem,
  // reservoir-standard-tracker
  getStandardTracker,
  // session
  getSession,
  // site-status/_locationId
  getSiteStatus,
  // site-status/reservoir
  getReservoirStatus,
] as const;

type Contract = (typeof API_CONTRACTS)[number];

/** Per GET path as the API registers it (`:name` marks a path parameter): params, query and response. */
export type ApiGetRoutes = GetRoutesOf<Contract>;
export type ApiGetPath = keyof ApiGetRoutes;
/** Per 'METHOD path' of a call that sends: path params, body and JSON answer (undefined for none or a file). */
export type ApiSendRoutes = SendRoutesOf<Contract>;
export type ApiSendRoute = keyof ApiSendRoutes;
