// GET /api/public-map/layers: layer definitions (spec 01 §7, §9). The public answer is cacheable for a
// day and kept by the response cache; a signed-in caller (a verified token) also gets the staff layers,
// answered privately and never cached.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALLER_DEPENDENT } from '../../../../plugins/identity';
import { PUBLIC_READ } from '../../../../plugins/response-cache';
import { MapLayersResponseSchema } from '../../../../schemas';
import { mapLayers } from '../sources/repository';

const ONE_DAY_SECONDS = 24 * 60 * 60;

const layers: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { ...PUBLIC_READ, ...CALLER_DEPENDENT },
      schema: {
        summary: 'Layer definitions with their lreProperties (legend group, popup settings, opacity links)',
        description:
          'Public layers; with a valid bearer token also the staff layers (requires_auth). The public answer is ' +
          "'Cache-Control: public, max-age=86400'; a signed-in caller's is private. Both vary by Authorization.",
        tags: ['public map'],
        response: { 200: MapLayersResponseSchema },
      },
    },
    async (request, reply) => {
      const signedIn = request.user !== null;
      if (!signedIn) reply.header('Cache-Control', `public, max-age=${ONE_DAY_SECONDS}`);
      return mapLayers(app.db, { includeStaffLayers: signedIn });
    },
  );
};

export default layers;
