import type { Flow } from '@basin/api/domain';
import type { MapFilters, MapLocation } from '@basin/api/schemas';

/** The map explorer or graph mode (spec 01 §4). */
export type MapMode = 'map' | 'graph';

export const MAP_MODES: readonly MapMode[] = ['map', 'graph'];

/** Min Records when the user has not set it: 1 in the explorer, 0 in graph mode (spec 01 §9). */
export const DEFAULT_MIN_RECORDS: Record<MapMode, number> = { map: 1, graph: 0 };

/** What the filter bar and the Parameters accordion select (spec 01 §2). */
export interface LocationFilter {
  /** Location type names (MapLocation.location_type). */
  locationTypes: readonly string[];
  /**
   * Parameter group NAMES. The API's MapLocation.parameter_groups holds group names (the wells query
   * aggregates parameter_groups.name), while MapFilters.parameterGroups options carry the group id as
   * `value` and the name as `display`: select by `display` here, or convert with groupIdsOf.
   */
  parameterGroups: readonly string[];
  hasTelemetry: boolean;
  isActive: boolean;
  isCcbwqa: boolean;
  minRecords: number;
  flow: Flow;
  mode: MapMode;
  /** Selected parameter ids; they restrict the locations in graph mode only. */
  parameters: readonly number[];
}

/**
 * A predicate for the map's locations (the API sends them all; spec 01 §7). Sets and field names are
 * worked out once, so a re-filter of thousands of locations on each click stays cheap.
 * A location passes when its type is selected, any of its parameter groups is selected (one without
 * groups never does), it has the checked flags, at least minRecords records for the flow, and in
 * graph mode at least one selected parameter for the flow (no parameter selected: no restriction).
 */
export function createLocationFilter(filter: LocationFilter): (location: MapLocation) => boolean {
  const types = new Set(filter.locationTypes);
  const groups = new Set(filter.parameterGroups);
  const parameters = new Set(filter.parameters);
  const recordCount = `recordcount_${filter.flow}` as const;
  const parameterIds = `parameterid_array_${filter.flow}` as const;
  const byParameter = filter.mode === 'graph' && parameters.size > 0;
  const { hasTelemetry, isActive, isCcbwqa, minRecords } = filter;

  // Cheapest tests first: most locations fail a flag before the set lookups (a filter change runs this
  // over every location within its frame).
  return (location) =>
    (!hasTelemetry || location.telem) &&
    (!isActive || location.active) &&
    (!isCcbwqa || location.is_ccbwqa) &&
    location[recordCount] >= minRecords &&
    types.has(location.location_type) &&
    location.parameter_groups.some((group) => groups.has(group)) &&
    (!byParameter || location[parameterIds].some((id) => parameters.has(id)));
}

/**
 * The ids of the named groups, for paramsOfSelectedGroups: the filter data's group options carry
 * the id as `value` and the name as `display` (GET /api/public-map/filters).
 */
export function groupIdsOf(groupOptions: MapFilters['parameterGroups'], names: readonly string[]): number[] {
  const selected = new Set(names);
  return groupOptions.flatMap((option) => (selected.has(option.display) && typeof option.value === 'number' ? [option.value] : []));
}

/**
 * The selected parameters whose group is still selected: in graph mode a parameter chip is enabled
 * only while its group is selected, and deselecting a group removes its parameters (spec 01 §5).
 * Ids unknown to the filter data are dropped too, since no chip could show them. Order is kept.
 */
export function paramsOfSelectedGroups(parameters: MapFilters['parameters'], selectedGroupIds: readonly number[], selected: readonly number[]): number[] {
  const groups = new Set(selectedGroupIds);
  const groupOf = new Map(parameters.map((parameter) => [parameter.value, parameter.group]));
  return selected.filter((id) => {
    const group = groupOf.get(id);
    return group !== undefined && groups.has(group);
  });
}
