// GET /api/health: liveness plus which engine answers and how much data it holds.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponseSchema } from '../../schemas';
import { countResults } from './repository';

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      schema: {
        summary: 'Service and database status',
        tags: ['service'],
        response: { 200: HealthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const, database: app.db.engine, results: await countResults(app.db) }),
  );
};

export default health;
