import { Type } from 'typebox';
import { defineRoute } from '../../../contract/defineRoute';
import { LocationAssocItemSchema, LocationTypesBodySchema } from '../../../schemas/dropdowns';

export const getDropdownLocationsAssoc = defineRoute({
  method: 'GET',
  url: '/dropdown-locations-assoc',
  summary: 'Locations with their parameters and parameter groups',
  tags: ['dropdowns'],
  response: Type.Array(LocationAssocItemSchema),
});

export const postDropdownLocationsAssoc = defineRoute({
  method: 'POST',
  url: '/dropdown-locations-assoc',
  summary: 'Locations of the given types',
  tags: ['dropdowns'],
  body: LocationTypesBodySchema,
  response: Type.Array(LocationAssocItemSchema),
});
