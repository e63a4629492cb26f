import { Type } from 'typebox';
import { defineRoute } from '../../../contract/defineRoute';
import { LocationTypeItemSchema } from '../../../schemas/dropdowns';

export const getDropdownLocationType = defineRoute({
  method: 'GET',
  url: '/dropdown-location-type',
  summary: 'Location types',
  tags: ['dropdowns'],
  response: Type.Array(LocationTypeItemSchema),
});
