// GET /api/download-user-filters/{userSub}: the caller's saved Query & Download filter (spec 02 §3 "Saved
// download filter", §7).
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../../contract/serve';
import { callerKey } from '../../../../downloads/caller';
import { readFilter } from '../repository';
import { getDownloadUserFilters } from './contract';

const downloadUserFilter: FastifyPluginAsync = async (app) => {
  serve(app, getDownloadUserFilters, async (request, reply) => {
    const key = callerKey(request, reply, request.params.userSub, 'userSub');
    reply.header('Cache-Control', 'no-store');
    const filter = await readFilter(app.db, key);
    // Answered under the name the caller used ('public'), not the storage key. No filter yet is a
    // normal state (a first visit), not an error: null.
    return filter ? { ...filter, user_uuid: request.params.userSub } : null;
  });
};

export default downloadUserFilter;
