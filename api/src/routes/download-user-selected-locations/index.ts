// POST /api/download-user-selected-locations: the locations of the caller's saved download filter
// (every location when none is saved) as GeoJSON, 'Locations.geojson' (issue 18, docs/exports.md).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { callerKey } from '../../downloads/caller';
import { GEOJSON_FILE_NAME, locationFeatures } from '../../downloads/geojson';
import { readFilter } from '../../downloads/repository';
import { CALLER_DEPENDENT } from '../../plugins/identity';
import { RATE_LIMITED } from '../../plugins/rate-limits';
import { ErrorResponseSchema, UuidBodySchema } from '../../schemas';

const downloadSelectedLocations: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '',
    {
      config: { ...CALLER_DEPENDENT, ...RATE_LIMITED.downloads },
      schema: {
        summary: "Download the locations of the caller's saved filter as GeoJSON",
        description:
          "application/geo+json: a FeatureCollection (RFC 7946, WGS 84 longitude and latitude) of the saved filter's locations, or of every location when the caller has saved none. Properties: id, identifier (the WQX MonitoringLocationIdentifier), name, description, type, county, huc_8, por_start and por_end (the published period of record), is_ccbwqa.",
        tags: ['downloads'],
        body: UuidBodySchema,
        produces: ['application/geo+json'],
        response: { 200: Type.Unknown({ description: `application/geo+json: the file '${GEOJSON_FILE_NAME}'` }), 400: ErrorResponseSchema, 403: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const key = callerKey(request, reply, request.body.uuid, 'uuid');
      if (key === null) return reply;
      const filter = await readFilter(app.db, key);
      reply
        .header('Content-Type', 'application/geo+json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${GEOJSON_FILE_NAME}"`)
        .header('Cache-Control', 'no-store');
      return reply.send(JSON.stringify(await locationFeatures(app.db, filter?.locations ?? null)));
    },
  );
};

export default downloadSelectedLocations;
