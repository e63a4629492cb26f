// PUT /api/download-user-filters and GET /api/download-user-filters/{userSub}: the caller's saved
// Query & Download filter (spec 02 §3 "Saved download filter", §7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isCallersOwn } from '../../downloads/caller';
import { readFilter, saveFilter } from '../../downloads/repository';
import { filterProblem } from '../../downloads/validateFilter';
import { ErrorResponseSchema, SavedDownloadFilterSchema, UserSubParamsSchema } from '../../schemas';

const downloadUserFilters: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '',
    {
      schema: {
        summary: "Save the caller's download filter",
        description: "user_uuid must be the caller ('public' when not signed in); anything else is 403.",
        tags: ['downloads'],
        body: SavedDownloadFilterSchema,
        response: { 200: SavedDownloadFilterSchema, 400: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!isCallersOwn(request, reply, request.body.user_uuid, 'user_uuid')) return reply;
      const problem = await filterProblem(app.db, request.body);
      if (problem) return reply.code(400).send({ error: 'Bad Request', ...problem });
      await saveFilter(app.db, request.body);
      return request.body;
    },
  );

  app.get(
    '/:userSub',
    {
      schema: {
        summary: "The caller's saved download filter",
        tags: ['downloads'],
        params: UserSubParamsSchema,
        response: { 200: SavedDownloadFilterSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!isCallersOwn(request, reply, request.params.userSub, 'userSub')) return reply;
      reply.header('Cache-Control', 'no-store');
      return (await readFilter(app.db, request.params.userSub)) ?? reply.code(404).send({ error: 'Not Found', message: 'no saved filter' });
    },
  );
};

export default downloadUserFilters;
