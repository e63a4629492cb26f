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
import { getWells } from './routes/(public-read)/public-map/wells/contract';

export const API_CONTRACTS = [
  // (public-read)/avg-yearly-standard-graph
  getYearlyStandard,
  // (public-read)/depth-profile
  getDepthProfile,
  getDepthProfileParameters,
  // (public-read)/depth-profile-additional-ratio-graph-data-crosstabbed
  getNutrientRatios,
  // (public-read)/depth-profile-graph-data
  getDepthProfileGraphData,
  // (public-read)/public-map
  getWells,
  // (public-read)/results-simple
  getCcrInflow,
  getCorrelationGraph,
  getDrilldown,
  getYearComparison,
  // (public-read)/ts-compare-daily-data
  getComparisonRecords,
  // (public-read)/wq-inflow-comparison
  getInflowComparison,
] as const;

type Contract = (typeof API_CONTRACTS)[number];

/** Per GET path as the API registers it (`:name` marks a path parameter): params, query and response. */
export type ContractGetRoutes = GetRoutesOf<Contract>;
/** Per 'METHOD path' of a call with a body: the body and the JSON answer (undefined for a file). */
export type ContractSendRoutes = SendRoutesOf<Contract>;
