// Dropdown lists of the analysis pages (spec 02 §3 "Dropdown items", §7).
import { Type, type Static } from 'typebox';
import { IdSchema } from './ids';

export const ParameterGroupItemSchema = Type.Object({ param_groupid: Type.Integer(), param_group: Type.String() }, { title: 'ParameterGroupItem' });
export const ParameterItemSchema = Type.Object(
  { parameterid: Type.Integer(), param_descrip: Type.String(), param_groupid: Type.Integer(), unit_name: Type.String() },
  { title: 'ParameterItem' },
);
export const LocationAssocItemSchema = Type.Object(
  {
    locationid: Type.Integer(),
    location_descrip: Type.String(),
    location_type: Type.String(),
    is_ccbwqa: Type.Boolean(),
    parameterid_array: Type.Array(Type.Integer()),
    param_groupid_array: Type.Array(Type.Integer()),
  },
  { title: 'LocationAssocItem' },
);
export const LocationTypeItemSchema = Type.Object({ location_type: Type.String() }, { title: 'LocationTypeItem' });
export const FlowConditionItemSchema = Type.Object({ flow_conditionsid: Type.Integer(), flow_conditions: Type.String() }, { title: 'FlowConditionItem' });
export const SimpleOptionSchema = Type.Object({ label: Type.String(), value: Type.Integer() }, { title: 'SimpleOption' });
export const GenericDropdownItemSchema = Type.Object({ displayed: Type.String(), stored: Type.String() }, { title: 'GenericDropdownItem' });

export const ParameterGroupsBodySchema = Type.Object(
  {
    parameterGroups: Type.Array(IdSchema('parameter group id'), {
      maxItems: 100,
      uniqueItems: true,
      description: 'parameter group ids (a comma-separated string such as "147,152" is accepted too)',
    }),
  },
  { additionalProperties: false },
);
export const LocationTypesBodySchema = Type.Object(
  {
    locationTypes: Type.Array(
      Type.Union([Type.Literal('Groundwater'), Type.Literal('Reservoir'), Type.Literal('Surface Water'), Type.Literal('Weather')]),
      { maxItems: 4, uniqueItems: true, description: 'location type names (a comma-separated string is accepted too)' },
    ),
  },
  { additionalProperties: false },
);

/** Lists the generic dropdown serves: GET /api/dropdown/{name}. */
export const GENERIC_DROPDOWNS = ['counties', 'organizations', 'sources', 'huc-12'] as const;
export const GenericDropdownParamsSchema = Type.Object({
  name: Type.Union(GENERIC_DROPDOWNS.map((name) => Type.Literal(name)), { description: `one of ${GENERIC_DROPDOWNS.join(', ')}` }),
});

export type ParameterGroupItem = Static<typeof ParameterGroupItemSchema>;
export type ParameterItem = Static<typeof ParameterItemSchema>;
export type LocationAssocItem = Static<typeof LocationAssocItemSchema>;
export type FlowConditionItem = Static<typeof FlowConditionItemSchema>;
export type SimpleOption = Static<typeof SimpleOptionSchema>;
export type GenericDropdownItem = Static<typeof GenericDropdownItemSchema>;
