// GET /api/basin: the basin the portal shows, as its package's basin.json says (name, the map's first
// centre and zoom, contact, links; docs/basin-package.md). 404 before any basin was loaded.
import type { FastifyPluginAsync } from 'fastify';
import { ApiProblem } from '../../../apiProblem';
import { serve } from '../../../contract/serve';
import { getBasin } from './contract';
import { loadedBasin } from './repository';

const basin: FastifyPluginAsync = async (app) => {
  serve(app, getBasin, async () => {
    const document = await loadedBasin(app.db);
    if (!document) throw new ApiProblem(404, { id: 'basin.notLoaded' });
    return document;
  });
};

export default basin;
