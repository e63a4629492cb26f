// What the map's URL selects, with the data of the shared queries: the page and the results panel work
// out the same selection here instead of passing it down as props. Each value subscribes to its own URL
// fields (useMapUrlValue), so a part re-renders only when what it shows changes (a map move changes none).
import { useMemo } from 'react';
import type { MapFilters, MapLocation } from '@basin/api/schemas';
import { parameterGroupName, parameterName, useT } from '@basin/shared';
import { groupIdsOf, paramsOfSelectedGroups } from '../logic/locationFilters';
import { asColorBy } from '../logic/modes';
import { useWqSummary, type SummaryPeriod } from '../queries/wqSummary';
import { useMapUrlValue } from '../useMapUrlState';

/** The statistics' period: the visitor's own, in the URL, so a link reproduces the colours exactly. */
export function useSummaryPeriod(): SummaryPeriod {
  const start = useMapUrlValue((state) => state.periodStart);
  const end = useMapUrlValue((state) => state.periodEnd);
  return useMemo(() => ({ start, end }), [start, end]);
}

/** The parameter groups and parameters selected; "null" in the URL means every group the data offers. */
export function useParameterSelection(filters: MapFilters | undefined) {
  const graph = useMapUrlValue((state) => state.mode === 'graph');
  const chosenGroups = useMapUrlValue((state) => state.parameterGroups);
  const chosen = useMapUrlValue((state) => state.parameters);
  const t = useT();
  // The URL keeps the data's group names (a shared link works in either language); the labels are the page's.
  const groupOptions = useMemo(
    () => (filters?.parameterGroups ?? []).map((option) => ({ value: option.display, label: parameterGroupName(t, Number(option.value), option.display) })),
    [filters, t],
  );
  const parameterGroups = useMemo(() => chosenGroups ?? groupOptions.map((option) => option.value), [chosenGroups, groupOptions]);
  const selectedGroupIds = useMemo(() => new Set(groupIdsOf(filters?.parameterGroups ?? [], parameterGroups)), [filters, parameterGroups]);
  // Graph mode keeps only the parameters whose group is selected (spec 01 §5).
  const parameters = useMemo(
    () => (graph && filters ? paramsOfSelectedGroups(filters.parameters, [...selectedGroupIds], chosen) : chosen),
    [graph, filters, selectedGroupIds, chosen],
  );
  return { filters, groupOptions, parameterGroups, selectedGroupIds, parameters };
}

/**
 * The summary colours the selected parameters and fills the results panel: with no parameter and no
 * location chosen (graph mode's first view) every point is grey and the panel asks for a choice, so the
 * summary is fetched only once there is one (issue 17: not at first view).
 */
export function useSelectionSummary(parameters: readonly number[]) {
  const period = useSummaryPeriod();
  const graph = useMapUrlValue((state) => state.mode === 'graph');
  const colorBy = useMapUrlValue((state) => asColorBy(state.colorBy));
  const chosenLocation = useMapUrlValue((state) => state.location !== null);
  return useWqSummary(period, (graph || colorBy === 'wqData') && (parameters.length > 0 || chosenLocation));
}

/** The monitoring location the URL selects; null until one is chosen (or while the locations load). */
export function useSelectedLocation(locations: MapLocation[] | undefined): MapLocation | null {
  const id = useMapUrlValue((state) => state.location);
  return useMemo(() => locations?.find((location) => location.locationid === id) ?? null, [locations, id]);
}

/** Parameter names by id (from the filters) in the page's language, for the charts, tables and exports. */
export function useParameterNames(filters: MapFilters | undefined): Map<number, string> {
  const t = useT();
  return useMemo(() => new Map((filters?.parameters ?? []).map((parameter) => [parameter.value, parameterName(t, parameter.value, parameter.display)])), [filters, t]);
}
