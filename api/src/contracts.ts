// Every route's contract, collected: the typed route map the browser calls through (`apiGet`, `apiSend`)
// and the list app.test.ts checks against the server in both directions (every contract served, every
// served route under a contract). Contracts import only schemas, so the browser can import these types.
import type { GetRoutesOf, SendRoutesOf } from './contract/defineRoute';
import { getWells } from './routes/(public-read)/public-map/wells/contract';
import { getDepthProfileParameters } from './routes/(public-read)/depth-profile/list-parameters-dropdown-depth-profile-active/contract';
import { getGenericDropdown } from './routes/(public-read)/dropdown/_name/contract';
import { getDropdownFlowConditions } from './routes/(public-read)/dropdown-flow-conditions/contract';
import { getDropdownLocationType } from './routes/(public-read)/dropdown-location-type/contract';
import { getDropdownLocationsAssoc, postDropdownLocationsAssoc } from './routes/(public-read)/dropdown-locations-assoc/contract';
import { getDropdownParameterGroup } from './routes/(public-read)/dropdown-parameter-group/contract';
import { getDropdownParameters, postDropdownParameters } from './routes/(public-read)/dropdown-parameters/contract';
import { getActiveLocationOptions } from './routes/(public-read)/results-simple/download-dropdown-locs-active/contract';
import { getActiveParameterOptions } from './routes/(public-read)/results-simple/list-parameters-dropdown-simple-active/contract';
import { putDownloadUserFilters } from './routes/(caller-dependent)/download-user-filters/contract';
import { getDownloadUserFilters } from './routes/(caller-dependent)/download-user-filters/_userSub/contract';
import { postDownloadUserFiltersRecordcounts } from './routes/(caller-dependent)/download-user-filters-recordcounts/contract';
import { postDownloadUserSelectedData } from './routes/(caller-dependent)/download-user-selected-data/contract';
import { postDownloadUserSelectedDataWqx } from './routes/(caller-dependent)/download-user-selected-data/wqx/contract';
import { postDownloadUserSelectedLocations } from './routes/(caller-dependent)/download-user-selected-locations/contract';
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
import { getSession } from './routes/session/contract';

export const API_CONTRACTS = [
  // (public-read)/public-map
  getWells,
  // (public-read)/dropdown-*, dropdown/_name
  getDropdownParameterGroup,
  getDropdownParameters,
  postDropdownParameters,
  getDropdownLocationsAssoc,
  postDropdownLocationsAssoc,
  getDropdownLocationType,
  getDropdownFlowConditions,
  getGenericDropdown,
  // (public-read)/results-simple (dropdowns)
  getActiveLocationOptions,
  getActiveParameterOptions,
  // (public-read)/depth-profile (dropdown)
  getDepthProfileParameters,
  // (caller-dependent)/download-user-*
  putDownloadUserFilters,
  getDownloadUserFilters,
  postDownloadUserFiltersRecordcounts,
  postDownloadUserSelectedData,
  postDownloadUserSelectedDataWqx,
  postDownloadUserSelectedLocations,
  // (staff)/import
  postImport,
  getImportPending,
  postImportAliases,
  // (staff)/imports
  getImports,
  postImportUndo,
  // dynamic-period-of-record
  postRebuild,
  getRebuildStatus,
  putPinned,
  deletePinned,
  // session
  getSession,
  // health
  getHealth,
  getLive,
  getReady,
] as const;

type Contract = (typeof API_CONTRACTS)[number];

/** Per GET path as the API registers it (`:name` marks a path parameter): params, query and response. */
export type ContractGetRoutes = GetRoutesOf<Contract>;
/** Per 'METHOD path' of a call with a body: the body and the JSON answer (undefined for a file). */
export type ContractSendRoutes = SendRoutesOf<Contract>;
