// The lists several pages ask for (the analysis pages' filters, spec 02 §7; every location, for the
// map, the page maps and the sidebar's search), defined once so that every page asks once and the
// answers are cached across pages and remotes (react-query keys by path and inputs).
import { useQuery } from '@tanstack/react-query';
import type { ApiSendRoutes } from '@basin/api/schemas';
import { apiGetQuery } from './apiGet';
import { apiSendQuery } from './apiSend';

export const parameterGroupsQuery = apiGetQuery('/dropdown-parameter-group', {});
export const parametersQuery = apiGetQuery('/dropdown-parameters', {});
export const locationsAssocQuery = apiGetQuery('/dropdown-locations-assoc', {});
export const mapLocationsQuery = apiGetQuery('/public-map/wells', { query: {} });
export const telemetryLocationsQuery = apiGetQuery('/list-locations-telem', {});

export const locationTypesQuery = apiGetQuery('/dropdown-location-type', {});
export const flowConditionsQuery = apiGetQuery('/dropdown-flow-conditions', {});

type LocationTypeName = ApiSendRoutes['POST /dropdown-locations-assoc']['body']['locationTypes'][number];
/** The locations of some location types (spec 02 §7, POST /dropdown-locations-assoc). */
export const locationsOfTypesQuery = (types: readonly string[]) => apiSendQuery('POST /dropdown-locations-assoc', { locationTypes: [...types] as LocationTypeName[] });
/** The parameters of some parameter groups (spec 02 §7, POST /dropdown-parameters). */
export const parametersOfGroupsQuery = (groups: readonly number[]) => apiSendQuery('POST /dropdown-parameters', { parameterGroups: [...groups] });

export const useParameterGroups = () => useQuery(parameterGroupsQuery);
export const useLocationTypes = () => useQuery(locationTypesQuery);
export const useFlowConditions = () => useQuery(flowConditionsQuery);
export const useParameters = () => useQuery(parametersQuery);
export const useLocationsAssoc = () => useQuery(locationsAssocQuery);
/** Every location with geometry (for the page maps and for location names and types). */
export const useMapLocations = () => useQuery(mapLocationsQuery);
export const useTelemetryLocations = () => useQuery(telemetryLocationsQuery);

/** Label/value lists of the locations and parameters with results (spec 02 §7, `results-simple/...-active`). */
export const activeLocationsQuery = apiGetQuery('/results-simple/download-dropdown-locs-active', {});
export const activeParametersQuery = apiGetQuery('/results-simple/list-parameters-dropdown-simple-active', {});
export const useActiveLocations = () => useQuery(activeLocationsQuery);
export const useActiveParameters = () => useQuery(activeParametersQuery);
