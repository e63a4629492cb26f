import { defineRoute } from '../../contract/defineRoute';
import { SessionSchema } from '../../schemas/session';

export const getSession = defineRoute({
  method: 'GET',
  url: '/session',
  summary: 'The signed-in caller: subject, name and roles, with the role flags',
  description: 'From the verified bearer token only (nothing is stored). 401 without a valid token.',
  tags: ['session'],
  response: SessionSchema,
});
