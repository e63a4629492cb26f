import { Type } from 'typebox';
import { defineRoute } from '../../../contract/defineRoute';
import { ImportListQuerySchema, ImportRecordSchema } from '../../../schemas/import';

export const getImports = defineRoute({
  method: 'GET',
  url: '/imports',
  summary: 'The imports made through POST /api/import, newest first (staff: role Administrator or Developer)',
  description: 'Each with who ran it (from the verified token), when, its files and its counts, and who undid it and when (POST /api/imports/:id/undo).',
  tags: ['import'],
  query: ImportListQuerySchema,
  response: Type.Array(ImportRecordSchema),
  errors: [400],
});
