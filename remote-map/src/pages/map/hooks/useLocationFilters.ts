// The filter bar's selection derived from the URL and the filters' data: the options, what is selected
// ("null" in the URL means everything the data offers) and the predicate the map's locations pass.
import { useMemo } from 'react';
import type { MapFilters } from '@basin/api/schemas';
import { locationTypeLabel, useT } from '@basin/shared';
import { createLocationFilter } from '../logic/locationFilters';
import { effectiveMinRecords, type MapUrlState } from '../logic/urlState';
import { useParameterSelection } from './useMapSelection';

export function useLocationFilters(state: MapUrlState, filtersData: MapFilters | undefined) {
  const t = useT();
  const selection = useParameterSelection(filtersData);
  const { filters, parameterGroups, parameters } = selection;
  // The URL keeps the data's type names (a shared link works in either language); the labels are the catalogue's.
  const typeOptions = useMemo(
    () => (filters?.locationTypes ?? []).map((option) => ({ value: String(option.value), label: locationTypeLabel(t, option.display) })),
    [filters, t],
  );
  const locationTypes = useMemo(() => state.locationTypes ?? typeOptions.map((option) => option.value), [state.locationTypes, typeOptions]);
  const minRecords = effectiveMinRecords(state);
  const { hasTelemetry, isActive, isCcbwqa, flow, mode } = state;
  const filter = useMemo(
    () => createLocationFilter({ locationTypes, parameterGroups, hasTelemetry, isActive, isCcbwqa, minRecords, flow, mode, parameters }),
    [locationTypes, parameterGroups, hasTelemetry, isActive, isCcbwqa, minRecords, flow, mode, parameters],
  );
  return { ...selection, typeOptions, locationTypes, minRecords, filter };
}
