// Dropdown rows of the API turned into grouped select options.
import type { LocationAssocItem, ParameterGroupItem, ParameterItem, SimpleOption } from '@basin/api/schemas';
import type { IdOption } from './IdSelect';

export function locationOptions(locations: readonly LocationAssocItem[]): IdOption[] {
  return [...locations]
    .sort((a, b) => a.location_type.localeCompare(b.location_type) || a.location_descrip.localeCompare(b.location_descrip))
    .map((location) => ({ value: location.locationid, label: location.location_descrip, group: location.location_type }));
}

export function parameterOptions(parameters: readonly ParameterItem[], groups: readonly ParameterGroupItem[] = []): IdOption[] {
  const groupName = new Map(groups.map((group) => [group.param_groupid, group.param_group]));
  return [...parameters]
    .sort((a, b) => (groupName.get(a.param_groupid) ?? '').localeCompare(groupName.get(b.param_groupid) ?? '') || a.param_descrip.localeCompare(b.param_descrip))
    .map((parameter) => ({ value: parameter.parameterid, label: parameter.param_descrip, group: groupName.get(parameter.param_groupid) }));
}

/** Label/value pairs (the simple dropdowns) as select options. */
export const simpleOptions = (items: readonly SimpleOption[] | undefined): IdOption[] => (items ?? []).map(({ label, value }) => ({ label, value }));
