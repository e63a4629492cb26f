import { Type } from 'typebox';
import { defineRoute } from '../../../../contract/defineRoute';
import { SimpleOptionSchema } from '../../../../schemas/dropdowns';

export const getActiveLocationOptions = defineRoute({
  method: 'GET',
  url: '/results-simple/download-dropdown-locs-active',
  summary: 'Active locations with results',
  tags: ['dropdowns'],
  response: Type.Array(SimpleOptionSchema),
});
