// The year comparison's two option lists (spec 02 §7), as label/value pairs. Kept here until the
// analysis kit's queries (`@basin/shared/analysis` queries.ts) take them.
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '@basin/shared';
import type { SimpleOption } from '@basin/api/schemas';
import type { IdOption } from '@basin/shared/analysis';

export const activeLocationsQuery = apiGetQuery('/results-simple/download-dropdown-locs-active', {});
export const activeParametersQuery = apiGetQuery('/results-simple/list-parameters-dropdown-simple-active', {});

/** Locations with results ('CCR-1 - Reservoir station 1'). */
export const useActiveLocations = () => useQuery(activeLocationsQuery);
/** Parameters with results. */
export const useActiveParameters = () => useQuery(activeParametersQuery);

/** Label/value pairs as select options. */
export const simpleOptions = (items: readonly SimpleOption[] | undefined): IdOption[] => (items ?? []).map(({ label, value }) => ({ label, value }));
