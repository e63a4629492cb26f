import { Type } from 'typebox';
import { defineRoute } from '../../../contract/defineRoute';
import { DepthProfileQuerySchema, DepthProfileRowSchema } from '../../../schemas/analysis';

// The spec names the graph's path (/depth-profile-graph-data); the table's path is not shown: /depth-profile serves the same rows.
export const getDepthProfile = defineRoute({
  method: 'GET',
  url: '/depth-profile',
  summary: 'Values by depth and date at a reservoir station',
  tags: ['analysis'],
  query: DepthProfileQuerySchema,
  response: Type.Array(DepthProfileRowSchema),
  errors: [400],
});
