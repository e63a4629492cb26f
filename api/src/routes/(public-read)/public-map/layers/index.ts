// GET /api/public-map/layers: layer definitions (spec 01 §7, §9). The public answer is cacheable for a
// day and kept by the response cache; a signed-in caller (a verified token) also gets the staff layers,
// answered privately and never cached.
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../../contract/serve';
import { CALLER_DEPENDENT } from '../../../../plugins/identity';
import { getMapLayers } from './contract';
import { mapLayers } from './repository';

const ONE_DAY_SECONDS = 24 * 60 * 60;

const layers: FastifyPluginAsync = async (app) => {
  serve(
    app,
    getMapLayers,
    async (request, reply) => {
      const signedIn = request.user !== null;
      if (!signedIn) reply.header('Cache-Control', `public, max-age=${ONE_DAY_SECONDS}`);
      return mapLayers(app.db, { includeStaffLayers: signedIn });
    },
    { config: CALLER_DEPENDENT },
  );
};

export default layers;
