// GET /api/health/live: the process answers (never shed under load).
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../contract/serve';
import { NEVER_SHED } from '../../../plugins/lifecycle';
import { getLive } from './contract';

const live: FastifyPluginAsync = async (app) => {
  serve(
    app,
    getLive,
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const };
    },
    { config: NEVER_SHED },
  );
};

export default live;
