// GET /api/health/ready: the database answers and the process is not shutting down; 503 otherwise, so a
// proxy or orchestrator sends traffic elsewhere.
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../contract/serve';
import { DURING_DRAIN } from '../../../plugins/lifecycle';
import { getReady } from './contract';
import { databaseAnswers } from './repository';

/** How long readiness waits for the database before it says 503. */
const READY_DATABASE_TIMEOUT_MS = 2000;

const ready: FastifyPluginAsync = async (app) => {
  serve(
    app,
    getReady,
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const unavailable = (message: string) => reply.code(503).header('Retry-After', 5).send({ error: 'Service Unavailable', message });
      if (app.draining) return unavailable('shutting down');
      if (!(await databaseAnswers(app.db, READY_DATABASE_TIMEOUT_MS))) return unavailable('the database does not answer');
      return { status: 'ok' as const };
    },
    { config: DURING_DRAIN },
  );
};

export default ready;
