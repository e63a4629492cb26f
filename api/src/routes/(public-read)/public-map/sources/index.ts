// GET /api/public-map/sources: the map's data sources (spec 01 §3 "Map source and layer"). A signed-in
// caller also gets the sources only staff layers draw; the public answer is the one kept in the
// response cache (plugins/response-cache.ts skips signed-in callers).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MapSourcesResponseSchema } from '../../../../schemas';
import { mapSources } from './repository';
import { CALLER_DEPENDENT } from '../../../../plugins/identity';
import { PUBLIC_READ } from '../../../../plugins/response-cache';

const sources: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { ...PUBLIC_READ, ...CALLER_DEPENDENT },
      schema: {
        summary: 'Map sources; GeoJSON sources include their features',
        description: 'Public sources; with a valid bearer token also the sources of the staff layers. Varies by Authorization.',
        tags: ['public map'],
        response: { 200: MapSourcesResponseSchema },
      },
    },
    async (request) => mapSources(app.db, { includeStaffLayers: request.user !== null }),
  );
};

export default sources;
