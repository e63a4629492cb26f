// GET /api/list-locations-telem: the locations with a telemetry gauge (spec 02 §3, §7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TelemetryLocationsResponseSchema } from '../../schemas';
import { PUBLIC_READ } from '../../plugins/response-cache';
import { telemetryLocations } from './repository';

const listLocationsTelem: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    { config: PUBLIC_READ, schema: { summary: 'Locations with 15-minute telemetry', tags: ['explore'], response: { 200: TelemetryLocationsResponseSchema } } },
    async () => telemetryLocations(app.db),
  );
};

export default listLocationsTelem;
