// Every route's contract, collected: the typed route map the browser calls through (`apiGet`, `apiSend`)
// and the list app.test.ts checks against the server in both directions (every contract served, every
// served route under a contract). Contracts import only schemas, so the browser can import these types.
import type { GetRoutesOf, SendRoutesOf } from './contract/defineRoute';
import { getNutrientRatios } from './routes/(public-read)/depth-profile-additional-ratio-graph-data-crosstabbed/contract';
import { getDepthProfileGraphData } from './routes/(public-read)/depth-profile-graph-data/contract';
import { getDepthProfile } from './routes/(public-read)/depth-profile/contract';
import { getDepthProfileParameters } from './routes/(public-read)/depth-profile/list-parameters-dropdown-depth-profile-active/contract';
import { getYearlyStandard } from './routes/(public-read)/avg-yearly-standard-graph/contract';
import { getCcrInflow } from './routes/(public-read)/results-simple/ccr-inflow/contract';
import { getCorrelationGraph } from './routes/(public-read)/results-simple/correlation-graph/contract';
import { getDrilldown } from './routes/(public-read)/results-simple/wq-parameter-viewer/drilldown/contract';
import { getYearComparison } from './routes/(public-read)/results-simple/year-comparison/contract';
import { getComparisonRecords } from './routes/(public-read)/ts-compare-daily-data/_parameterId/_locationIds/_startDate/_endDate/contract';
import { getInflowComparison } from './routes/(public-read)/wq-inflow-comparison/contract';
import { getBasin } from './routes/(public-read)/basin/contract';
import { getTelemetryLocations } from './routes/(public-read)/list-locations-telem/contract';
import { getSiteSummary } from './routes/(public-read)/locations-param-summary/contract';
import { getBenchmarkScaleColors } from './routes/(public-read)/public-map/benchmark-scale-colors/contract';
import { getMapFilters } from './routes/(public-read)/public-map/filters/contract';
import { getMapLayers } from './routes/(public-read)/public-map/layers/contract';
import { getMapSources } from './routes/(public-read)/public-map/sources/contract';
import { getWqSummary } from './routes/(public-read)/public-map/wq-summary/contract';
import { getAnnualSeries } from './routes/(public-read)/public-map/wq-time-series/annual/_locationId/_parameterIds/contract';
import { getDailySeries } from './routes/(public-read)/public-map/wq-time-series/daily/_locationId/_parameterIds/contract';
import { getStreamLoggerDailyStats } from './routes/(public-read)/stream-logger-results-viewer-daily-stats-table/_parameterId/_locationIds/contract';
import { getPrecipitation } from './routes/(public-read)/ts-precip-daily-cumulative/contract';
import { getStandardTracker } from './routes/reservoir-standard-tracker/contract';
import { getSiteStatus } from './routes/site-status/_locationId/contract';
import { getReservoirStatus } from './routes/site-status/reservoir/contract';
import { getWells } from './routes/(public-read)/public-map/wells/contract';

export const API_CONTRACTS = [
  // (public-read)/avg-yearly-standard-graph
  getYearlyStandard,
  // (public-read)/basin
  getBasin,
  // (public-read)/depth-profile
  getDepthProfile,
  getDepthProfileParameters,
  // (public-read)/depth-profile-additional-ratio-graph-data-crosstabbed
  getNutrientRatios,
  // (public-read)/depth-profile-graph-data
  getDepthProfileGraphData,
  // (public-read)/list-locations-telem
  getTelemetryLocations,
  // (public-read)/locations-param-summary
  getSiteSummary,
  // (public-read)/public-map
  getBenchmarkScaleColors,
  getMapFilters,
  getMapLayers,
  getMapSources,
  getWells,
  getWqSummary,
  getAnnualSeries,
  getDailySeries,
  // (public-read)/results-simple
  getCcrInflow,
  getCorrelationGraph,
  getDrilldown,
  getYearComparison,
  // (public-read)/stream-logger-results-viewer-daily-stats-table
  getStreamLoggerDailyStats,
  // (public-read)/ts-compare-daily-data
  getComparisonRecords,
  // (public-read)/ts-precip-daily-cumulative
  getPrecipitation,
  // (public-read)/wq-inflow-comparison
  getInflowComparison,
  // reservoir-standard-tracker (not cached: the answer depends on the day)
  getStandardTracker,
  // site-status (not cached on purpose)
  getReservoirStatus,
  getSiteStatus,
] as const;

type Contract = (typeof API_CONTRACTS)[number];

/** Per GET path as the API registers it (`:name` marks a path parameter): params, query and response. */
export type ContractGetRoutes = GetRoutesOf<Contract>;
/** Per 'METHOD path' of a call with a body: the body and the JSON answer (undefined for a file). */
export type ContractSendRoutes = SendRoutesOf<Contract>;
