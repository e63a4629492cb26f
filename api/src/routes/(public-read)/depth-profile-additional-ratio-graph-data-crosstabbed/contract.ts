import { Type } from 'typebox';
import { defineRoute } from '../../../contract/defineRoute';
import { RatioQuerySchema, RatioRowSchema } from '../../../schemas/analysis';

export const getNutrientRatios = defineRoute({
  method: 'GET',
  url: '/depth-profile-additional-ratio-graph-data-crosstabbed',
  summary: 'Molar TN:TP, TDN:TDP and TIN:SRP with chlorophyll-a by date',
  tags: ['analysis'],
  query: RatioQuerySchema,
  response: Type.Array(RatioRowSchema),
  errors: [400],
});
