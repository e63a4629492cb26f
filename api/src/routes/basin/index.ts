// GET /api/basin: the basin the portal shows, as its package's basin.json says (name, the map's first
// centre and zoom, contact, links; docs/basin-package.md). 404 before any basin was loaded.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PUBLIC_READ } from '../../plugins/response-cache';
import { BasinSchema, ErrorResponseSchema } from '../../schemas';
import { loadedBasin } from './repository';

const basin: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: PUBLIC_READ,
      schema: {
        summary: "The basin: its name, the map's first centre and zoom, contact and links",
        tags: ['basin'],
        response: { 200: BasinSchema, 404: ErrorResponseSchema },
      },
    },
    async (_request, reply) => {
      const document = await loadedBasin(app.db);
      if (!document) return reply.code(404).send({ error: 'Not Found', message: 'No basin has been loaded yet (npm run load-basin, docs/basin-package.md)' });
      return document;
    },
  );
};

export default basin;
