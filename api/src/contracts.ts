// Every route's contract, collected: the typed route map the browser calls through (`apiGet`, `apiSend`)
// and the list app.test.ts checks against the server in both directions (every contract served, every
// served route under a contract). Contracts import only schemas, so the browser can import these types.
import type { GetRoutesOf, SendRoutesOf } from './contract/defineRoute';
import { getWells } from './routes/(public-read)/public-map/wells/contract';

export const API_CONTRACTS = [
  // (public-read)/public-map
  getWells,
] as const;

type Contract = (typeof API_CONTRACTS)[number];

/** Per GET path as the API registers it (`:name` marks a path parameter): params, query and response. */
export type ContractGetRoutes = GetRoutesOf<Contract>;
/** Per 'METHOD path' of a call with a body: the body and the JSON answer (undefined for a file). */
export type ContractSendRoutes = SendRoutesOf<Contract>;
