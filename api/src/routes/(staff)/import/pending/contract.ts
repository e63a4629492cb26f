import { Type } from 'typebox';
import { defineRoute } from '../../../../contract/defineRoute';
import { StoredPendingValueSchema } from '../../../../schemas/import';

export const getImportPending = defineRoute({
  method: 'GET',
  url: '/import/pending',
  summary: 'The values rows of imports are held for (staff: role Administrator or Developer)',
  description: 'Each unknown site, characteristic (with its fraction), unit, flow condition and depth category of the held rows, with its count of rows, by kind, most rows first.',
  tags: ['import'],
  response: Type.Array(StoredPendingValueSchema),
  errors: [401, 403],
});
