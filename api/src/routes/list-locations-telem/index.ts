// GET /api/list-locations-telem: the locations with a telemetry gauge (spec 02 §3, §7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TelemetryLocationsResponseSchema, type TelemetryLocation } from '../../schemas';
import { PUBLIC_READ } from '../../plugins/response-cache';

const telemetryLocations: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    { config: PUBLIC_READ, schema: { summary: 'Locations with 15-minute telemetry', tags: ['explore'], response: { 200: TelemetryLocationsResponseSchema } } },
    async () =>
      (
        await app.db.query<TelemetryLocation>(
          `SELECT l.id AS locationid, l.name AS location_name
             FROM locations l
            WHERE l.telem AND EXISTS (SELECT 1 FROM telemetry_readings t WHERE t.location_id = l.id)
            ORDER BY l.name`,
        )
      ).rows,
  );
};

export default telemetryLocations;
