// PUT /api/download-user-filters and GET /api/download-user-filters/{userSub}: the caller's saved
// Query & Download filter (spec 02 §3 "Saved download filter", §7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerKey } from '../../downloads/caller';
import { CALLER_DEPENDENT } from '../../plugins/identity';
import { readFilter, saveFilter } from '../../downloads/repository';
import { checkFilter } from '../../downloads/validateFilter';
import { ErrorResponseSchema, SavedDownloadFilterSchema, SavedFilterOrNoneSchema, UserSubParamsSchema } from '../../schemas';

const downloadUserFilters: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '',
    {
      config: CALLER_DEPENDENT,
      schema: {
        summary: "Save the caller's download filter",
        description:
          "user_uuid must be the caller ('public' when not signed in: this browser, by its visitor cookie, issued on first use); anything else is 403.",
        tags: ['downloads'],
        body: SavedDownloadFilterSchema,
        response: { 200: SavedDownloadFilterSchema, 400: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const key = callerKey(request, reply, request.body.user_uuid, 'user_uuid');
      if (key === null) return reply;
      await checkFilter(app.db, request.body);
      await saveFilter(app.db, { ...request.body, user_uuid: key });
      return request.body;
    },
  );

  app.get(
    '/:userSub',
    {
      config: CALLER_DEPENDENT,
      schema: {
        summary: "The caller's saved download filter (null when none is saved)",
        tags: ['downloads'],
        params: UserSubParamsSchema,
        response: { 200: SavedFilterOrNoneSchema, 403: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const key = callerKey(request, reply, request.params.userSub, 'userSub');
      if (key === null) return reply;
      reply.header('Cache-Control', 'no-store');
      const filter = await readFilter(app.db, key);
      // Answered under the name the caller used ('public'), not the storage key. No filter yet is a
      // normal state (a first visit), not an error: null.
      return filter ? { ...filter, user_uuid: request.params.userSub } : null;
    },
  );
};

export default downloadUserFilters;
