// POST /api/imports/:id/undo (issue 29, item 5): staff (Administrator or Developer) undo an import of
// GET /api/imports: its results and held rows are deleted and it is marked undone, in one transaction;
// then the series views, the summaries of its dates and the record counts are rebuilt as after an import
// (docs/import.md "The Import Data page"). 404 for an unknown import, 409 for one undone already.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STAFF_ONLY } from '../../../../plugins/identity';
import { ErrorResponseSchema } from '../../../../schemas';
import { ImportIdParamsSchema, UndoReportSchema } from '../../../../schemas/import';
import { undoImport } from './repository';

const undoRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '',
    {
      config: { ...STAFF_ONLY },
      schema: {
        summary: 'Undo an import (staff: role Administrator or Developer)',
        description:
          'Deletes the results the import added (its rows held for review and loaded later included) and its rows still held, and marks it undone; ' +
          'then rebuilds the series views, the summaries of its dates and the record counts. Sites and organisations it created stay. ' +
          'An unknown import: 404; one undone already: 409.',
        tags: ['import'],
        params: ImportIdParamsSchema,
        response: { 200: UndoReportSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      // An unknown import or one undone already: UndoRefused, answered with its status by plugins/errors.ts.
      const report = await undoImport(app.db, request.params.id, request.user!);
      request.log.info({ event: 'import-undo', sub: request.identity, import: request.params.id, removed: report.import.removed, heldRowsRemoved: report.heldRowsRemoved }, 'import undone');
      return report;
    },
  );
};

export default undoRoute;
