// GET /api/health: the service with its engine and data size. GET /api/health/live: the process
// answers (never shed under load). GET /api/health/ready: the database answers and the process is
// not shutting down; 503 otherwise, so a proxy or orchestrator sends traffic elsewhere.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema, HealthResponseSchema, ProbeResponseSchema } from '../../schemas';
import { DURING_DRAIN, NEVER_SHED } from '../../plugins/lifecycle';
import { countResults, databaseAnswers } from './repository';

/** How long readiness waits for the database before it says 503. */
const READY_DATABASE_TIMEOUT_MS = 2000;

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

  app.get(
    '/live',
    { config: NEVER_SHED, schema: { summary: 'Liveness: the process answers', tags: ['service'], response: { 200: ProbeResponseSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/ready',
    {
      config: DURING_DRAIN,
      schema: {
        summary: 'Readiness: the database answers and the process is not shutting down (503 otherwise)',
        tags: ['service'],
        response: { 200: ProbeResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const unavailable = (message: string) => reply.code(503).header('Retry-After', 5).send({ error: 'Service Unavailable', message });
      if (app.draining) return unavailable('shutting down');
      if (!(await databaseAnswers(app.db, READY_DATABASE_TIMEOUT_MS))) return unavailable('the database does not answer');
      return { status: 'ok' as const };
    },
  );
};

export default health;
