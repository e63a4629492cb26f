import { Type } from 'typebox';
import { defineRoute } from '../../../contract/defineRoute';
import { ParameterGroupItemSchema } from '../../../schemas/dropdowns';

export const getDropdownParameterGroup = defineRoute({
  method: 'GET',
  url: '/dropdown-parameter-group',
  summary: 'Parameter groups',
  tags: ['dropdowns'],
  response: Type.Array(ParameterGroupItemSchema),
});
