import { Type } from 'typebox';
import { defineRoute } from '../../../contract/defineRoute';
import { FlowConditionItemSchema } from '../../../schemas/dropdowns';

export const getDropdownFlowConditions = defineRoute({
  method: 'GET',
  url: '/dropdown-flow-conditions',
  summary: 'Flow conditions: 3 all, 2 base, 1 storm',
  tags: ['dropdowns'],
  response: Type.Array(FlowConditionItemSchema),
});
