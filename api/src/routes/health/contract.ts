import { defineRoute } from '../../contract/defineRoute';
import { HealthResponseSchema } from '../../schemas/health';

export const getHealth = defineRoute({
  method: 'GET',
  url: '/health',
  summary: 'Service and database status',
  tags: ['service'],
  response: HealthResponseSchema,
});
