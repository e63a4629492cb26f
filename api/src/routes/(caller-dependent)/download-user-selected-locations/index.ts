// POST /api/download-user-selected-locations: the locations of the caller's saved download filter
// (every location when none is saved) as GeoJSON, 'Locations.geojson' (issue 18, docs/exports.md).
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../contract/serve';
import { callerKey } from '../../../downloads/caller';
import { featureCollection } from '../../../downloads/geojson';
import { GEOJSON_FILE_NAME } from '../../../schemas/downloads';
import { RATE_LIMITED } from '../../../plugins/rateLimits';
import { readFilter } from '../download-user-filters/repository';
import { postDownloadUserSelectedLocations } from './contract';
import { locationRows } from './repository';

const downloadSelectedLocations: FastifyPluginAsync = async (app) => {
  serve(
    app,
    postDownloadUserSelectedLocations,
    async (request, reply) => {
      const key = callerKey(request, reply, request.body.uuid, 'uuid');
      const filter = await readFilter(app.db, key);
      reply
        .header('Content-Type', 'application/geo+json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${GEOJSON_FILE_NAME}"`)
        .header('Cache-Control', 'no-store');
      return reply.send(JSON.stringify(featureCollection(await locationRows(app.db, filter?.locations ?? null))));
    },
    { config: RATE_LIMITED.downloads },
  );
};

export default downloadSelectedLocations;
