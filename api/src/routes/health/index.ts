// GET /api/health: the service with its engine and data size. ./live and ./ready: the probes of a proxy
// or orchestrator.
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../contract/serve';
import { getHealth } from './contract';
import { countResults } from './repository';

const health: FastifyPluginAsync = async (app) => {
  serve(app, getHealth, async () => ({ status: 'ok' as const, database: app.db.engine, results: await countResults(app.db) }));
};

export default health;
