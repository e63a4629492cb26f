// GET /api/public-map/layers: layer definitions, cacheable for a day (spec 01 §7, §9).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MapLayersResponseSchema } from '../../../schemas';
import { mapLayers } from '../sources/repository';

const ONE_DAY_SECONDS = 24 * 60 * 60;

const layers: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      schema: {
        summary: 'Layer definitions with their lreProperties (legend group, popup settings, opacity links)',
        description: 'Public layers. Signed-in staff get more layers once sign-in verifies their token.',
        tags: ['public map'],
        response: { 200: MapLayersResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', `public, max-age=${ONE_DAY_SECONDS}`);
      return mapLayers(app.db, { includeStaffLayers: false });
    },
  );
};

export default layers;
