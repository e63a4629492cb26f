// Dropdown rows of the API turned into grouped select options.
import type { LocationAssocItem, ParameterGroupItem, ParameterItem, SimpleOption } from '@basin/api/schemas';
import { currentT, locationTypeLabel, parameterGroupName, parameterName, type Translate } from '@basin/shared';
import type { IdOption } from './IdSelect';

export function locationOptions(locations: readonly LocationAssocItem[], t: Translate = currentT()): IdOption[] {
  return [...locations]
    .sort((a, b) => a.location_type.localeCompare(b.location_type) || a.location_descrip.localeCompare(b.location_descrip))
    .map((location) => ({ value: location.locationid, label: location.location_descrip, group: locationTypeLabel(t, location.location_type) }));
}

export function parameterOptions(parameters: readonly ParameterItem[], groups: readonly ParameterGroupItem[] = [], t: Translate = currentT()): IdOption[] {
  // Names in the language (parameterName: the data's name in English), sorted as shown.
  const groupName = new Map(groups.map((group) => [group.param_groupid, parameterGroupName(t, group.param_groupid, group.param_group)]));
  return parameters
    .map((parameter) => ({ value: parameter.parameterid, label: parameterName(t, parameter.parameterid, parameter.param_descrip), group: groupName.get(parameter.param_groupid) }))
    .sort((a, b) => (a.group ?? '').localeCompare(b.group ?? '') || a.label.localeCompare(b.label));
}

/** Label/value pairs (the simple dropdowns) as select options. */
export const simpleOptions = (items: readonly SimpleOption[] | undefined): IdOption[] => (items ?? []).map(({ label, value }) => ({ label, value }));

/** The simple dropdowns' parameters as select options, named in the language. */
export const simpleParameterOptions = (items: readonly SimpleOption[] | undefined, t: Translate = currentT()): IdOption[] =>
  simpleOptions(items).map(({ label, value }) => ({ label: parameterName(t, value, label), value }));

/**
 * A table cell of a parameter's name in the language: the row's own parameter id, or the one parameter
 * the table shows (rows that carry only the data's name).
 */
export const parameterCell =
  (t: Translate, parameterid?: number) =>
  (name: unknown, row: object): string => {
    const own = (row as { parameterid?: unknown }).parameterid;
    const id = typeof own === 'number' ? own : parameterid;
    return id === undefined ? String(name) : parameterName(t, id, String(name));
  };
