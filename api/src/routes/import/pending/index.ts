// GET /api/import/pending (issue 29, item 4): staff (Administrator or Developer) list the values held
// rows wait for, with their counts of rows (docs/import.md "Pending values").
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { STAFF_ONLY } from '../../../plugins/identity';
import { ErrorResponseSchema } from '../../../schemas';
import { StoredPendingValueSchema } from '../../../schemas/import';
import { pendingValues } from '../../../wqx/import/pending';

const pendingRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { ...STAFF_ONLY },
      schema: {
        summary: 'The values rows of imports are held for (staff: role Administrator or Developer)',
        description: 'Each unknown site, characteristic (with its fraction), unit, flow condition and depth category of the held rows, with its count of rows, by kind, most rows first.',
        tags: ['import'],
        response: { 200: Type.Array(StoredPendingValueSchema), 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async () => pendingValues(app.db),
  );
};

export default pendingRoute;
