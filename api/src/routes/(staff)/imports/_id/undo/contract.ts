import { defineRoute } from '../../../../../contract/defineRoute';
import { ImportIdParamsSchema, UndoReportSchema } from '../../../../../schemas/import';

export const postImportUndo = defineRoute({
  method: 'POST',
  url: '/imports/:id/undo',
  summary: 'Undo an import (staff: role Administrator or Developer)',
  description:
    'Deletes the results the import added (its rows held for review and loaded later included) and its rows still held, and marks it undone; ' +
    'then rebuilds the series views, the summaries of its dates and the record counts. Sites and organisations it created stay. ' +
    'An unknown import: 404; one undone already: 409.',
  tags: ['import'],
  params: ImportIdParamsSchema,
  response: UndoReportSchema,
  errors: [400, 404, 409],
});
