// GET /api/basin: the basin the portal shows, as its package's basin.json says (name, the map's first
// centre and zoom, contact, links; docs/basin-package.md). 404 before any basin was loaded.
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../contract/serve';
import { getBasin } from './contract';
import { loadedBasin } from './repository';

const basin: FastifyPluginAsync = async (app) => {
  serve(app, getBasin, async (_request, reply) => {
    const document = await loadedBasin(app.db);
    if (!document) return reply.code(404).send({ error: 'Not Found', message: 'No basin has been loaded yet (npm run load-basin, docs/basin-package.md)' });
    return document;
  });
};

export default basin;
