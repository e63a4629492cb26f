import { Type } from 'typebox';
import { defineRoute } from '../../../contract/defineRoute';
import { DepthProfileQuerySchema, DepthProfileRowSchema } from '../../../schemas/analysis';

export const getDepthProfileGraphData = defineRoute({
  method: 'GET',
  url: '/depth-profile-graph-data',
  summary: 'Values by depth and date at a reservoir station',
  tags: ['analysis'],
  query: DepthProfileQuerySchema,
  response: Type.Array(DepthProfileRowSchema),
  errors: [400],
});
