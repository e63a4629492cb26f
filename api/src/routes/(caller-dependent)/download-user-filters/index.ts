// PUT /api/download-user-filters: save the caller's Query & Download filter (spec 02 §3 "Saved download
// filter", §7); ./_userSub reads it back.
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../contract/serve';
import { callerKey } from '../../../downloads/caller';
import { checkFilter } from '../../../downloads/validateFilter';
import { putDownloadUserFilters } from './contract';
import { saveFilter } from './repository';

const downloadUserFilters: FastifyPluginAsync = async (app) => {
  serve(app, putDownloadUserFilters, async (request, reply) => {
    const key = callerKey(request, reply, request.body.user_uuid, 'user_uuid');
    await checkFilter(app.db, request.body);
    await saveFilter(app.db, { ...request.body, user_uuid: key });
    return request.body;
  });
};

export default downloadUserFilters;
