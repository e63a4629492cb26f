import { Type } from 'typebox';
import { defineRoute } from '../../../contract/defineRoute';
import { ParameterGroupsBodySchema, ParameterItemSchema } from '../../../schemas/dropdowns';

export const getDropdownParameters = defineRoute({
  method: 'GET',
  url: '/dropdown-parameters',
  summary: 'Parameters with results',
  tags: ['dropdowns'],
  response: Type.Array(ParameterItemSchema),
});

export const postDropdownParameters = defineRoute({
  method: 'POST',
  url: '/dropdown-parameters',
  summary: 'Parameters of the given groups',
  tags: ['dropdowns'],
  body: ParameterGroupsBodySchema,
  response: Type.Array(ParameterItemSchema),
});
