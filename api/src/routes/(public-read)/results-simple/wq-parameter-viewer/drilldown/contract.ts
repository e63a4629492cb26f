import { Type } from 'typebox';
import { defineRoute } from '../../../../../contract/defineRoute';
import { DrilldownQuerySchema, ResultRowSchema } from '../../../../../schemas/analysis';

export const getDrilldown = defineRoute({
  method: 'GET',
  url: '/results-simple/wq-parameter-viewer/drilldown',
  summary: 'Results of a parameter at reservoir stations, the whole year or July-September',
  tags: ['analysis'],
  query: DrilldownQuerySchema,
  response: Type.Array(ResultRowSchema),
  errors: [400],
});
