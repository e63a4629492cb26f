// GET /api/public-map/sources: the map's data sources (spec 01 §3 "Map source and layer").
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MapSourcesResponseSchema } from '../../../schemas';
import { mapSources } from './repository';
import { PUBLIC_READ } from '../../../plugins/response-cache';

const sources: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'Map sources; GeoJSON sources include their features',
        description: 'Public sources. The sources of staff-only layers come with those layers once sign-in verifies a token.',
        tags: ['public map'],
        response: { 200: MapSourcesResponseSchema },
      },
    },
    async () => mapSources(app.db, { includeStaffLayers: false }),
  );
};

export default sources;
