// POST /api/imports/:id/undo (issue 29, item 5): staff (Administrator or Developer) undo an import of
// GET /api/imports: its results and held rows are deleted and it is marked undone, in one transaction;
// then the series views, the summaries of its dates and the record counts are rebuilt as after an import
// (docs/import.md "The Import Data page"). 404 for an unknown import, 409 for one undone already.
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../../../contract/serve';
import { postImportUndo } from './contract';
import { undoImport } from './repository';

const undoRoute: FastifyPluginAsync = async (app) => {
  serve(app, postImportUndo, async (request) => {
    // An unknown import or one undone already: UndoRefused, answered with its status by plugins/errors.ts.
    const report = await undoImport(app.db, request.params.id, request.user!);
    request.log.info({ event: 'import-undo', sub: request.identity, import: request.params.id, removed: report.import.removed, heldRowsRemoved: report.heldRowsRemoved }, 'import undone');
    return report;
  });
};

export default undoRoute;
