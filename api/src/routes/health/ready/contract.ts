import { defineRoute } from '../../../contract/defineRoute';
import { ProbeResponseSchema } from '../../../schemas/health';

export const getReady = defineRoute({
  method: 'GET',
  url: '/health/ready',
  summary: 'Readiness: the database answers and the process is not shutting down (503 otherwise)',
  tags: ['service'],
  response: ProbeResponseSchema,
  errors: [503],
});
