import { Type } from 'typebox';
import { defineRoute } from '../../../../contract/defineRoute';
import { GenericDropdownItemSchema, GenericDropdownParamsSchema } from '../../../../schemas/dropdowns';

export const getGenericDropdown = defineRoute({
  method: 'GET',
  url: '/dropdown/:name',
  summary: 'Generic dropdown: displayed and stored pairs of a named list',
  tags: ['dropdowns'],
  params: GenericDropdownParamsSchema,
  response: Type.Array(GenericDropdownItemSchema),
});
