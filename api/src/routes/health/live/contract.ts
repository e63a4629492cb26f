import { defineRoute } from '../../../contract/defineRoute';
import { ProbeResponseSchema } from '../../../schemas/health';

export const getLive = defineRoute({
  method: 'GET',
  url: '/health/live',
  summary: 'Liveness: the process answers',
  tags: ['service'],
  response: ProbeResponseSchema,
});
