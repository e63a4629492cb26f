import { Type } from 'typebox';
import { defineRoute } from '../../../../contract/defineRoute';
import { SimpleOptionSchema } from '../../../../schemas/dropdowns';

export const getDepthProfileParameters = defineRoute({
  method: 'GET',
  url: '/depth-profile/list-parameters-dropdown-depth-profile-active',
  summary: 'Parameters of the depth profile that have depth data',
  tags: ['analysis'],
  response: Type.Array(SimpleOptionSchema),
});
