import { Type } from 'typebox';
import { defineRoute } from '../../../../contract/defineRoute';
import { CcrInflowQuerySchema, ResultRowSchema } from '../../../../schemas/analysis';

export const getCcrInflow = defineRoute({
  method: 'GET',
  url: '/results-simple/ccr-inflow',
  summary: 'Inflow concentrations of a parameter group at the inflow sites',
  tags: ['analysis'],
  query: CcrInflowQuerySchema,
  response: Type.Array(ResultRowSchema),
  errors: [400],
});
