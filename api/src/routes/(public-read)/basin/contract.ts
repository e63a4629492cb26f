import { defineRoute } from '../../../contract/defineRoute';
import { BasinSchema } from '../../../schemas/basin';

export const getBasin = defineRoute({
  method: 'GET',
  url: '/basin',
  summary: "The basin: its name, the map's first centre and zoom, contact and links",
  tags: ['basin'],
  response: BasinSchema,
  errors: [404],
});
