// GET /api/imports (issue 29, item 5): staff (Administrator or Developer) list the imports made through
// POST /api/import, newest first: who, when, files, the report's counts, and whether one was undone
// (./_id/undo; docs/import.md "The Import Data page").
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { STAFF_ONLY } from '../../plugins/identity';
import { ErrorResponseSchema } from '../../schemas';
import { ImportListQuerySchema, ImportRecordSchema } from '../../schemas/import';
import { listImports } from './repository';

const DEFAULT_LIMIT = 200;

const importsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { ...STAFF_ONLY },
      schema: {
        summary: 'The imports made through POST /api/import, newest first (staff: role Administrator or Developer)',
        description: 'Each with who ran it (from the verified token), when, its files and its counts, and who undid it and when (POST /api/imports/:id/undo).',
        tags: ['import'],
        querystring: ImportListQuerySchema,
        response: { 200: Type.Array(ImportRecordSchema), 400: ErrorResponseSchema },
      },
    },
    async (request) => listImports(app.db, request.query.limit ?? DEFAULT_LIMIT),
  );
};

export default importsRoute;
