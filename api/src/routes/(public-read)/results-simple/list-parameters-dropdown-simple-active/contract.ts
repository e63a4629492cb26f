import { Type } from 'typebox';
import { defineRoute } from '../../../../contract/defineRoute';
import { SimpleOptionSchema } from '../../../../schemas/dropdowns';

export const getActiveParameterOptions = defineRoute({
  method: 'GET',
  url: '/results-simple/list-parameters-dropdown-simple-active',
  summary: 'Parameters with results',
  tags: ['dropdowns'],
  response: Type.Array(SimpleOptionSchema),
});
