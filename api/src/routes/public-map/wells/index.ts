// GET /api/public-map/wells: the monitoring locations of the map (spec 01 §3 "Location (well)").
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MapLocationsResponseSchema } from '../../../schemas';
import { mapLocations } from './repository';
import { PUBLIC_READ } from '../../../plugins/response-cache';

const wells: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'Every monitoring location with geometry, record counts and parameters per flow (filtered on the client)',
        tags: ['public map'],
        response: { 200: MapLocationsResponseSchema },
      },
    },
    async () => mapLocations(app.db),
  );
};

export default wells;
