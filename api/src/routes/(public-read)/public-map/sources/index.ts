// GET /api/public-map/sources: the map's data sources (spec 01 §3 "Map source and layer"). A signed-in
// caller also gets the sources only staff layers draw; the public answer is the one kept in the
// response cache (plugins/responseCache.ts skips signed-in callers).
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../../contract/serve';
import { CALLER_DEPENDENT } from '../../../../plugins/identity';
import { getMapSources } from './contract';
import { mapSources } from './repository';

const sources: FastifyPluginAsync = async (app) => {
  serve(app, getMapSources, async (request) => mapSources(app.db, { includeStaffLayers: request.user !== null }), { config: CALLER_DEPENDENT });
};

export default sources;
