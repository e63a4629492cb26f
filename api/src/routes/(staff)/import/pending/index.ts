// GET /api/import/pending (issue 29, item 4): staff (Administrator or Developer) list the values held
// rows wait for, with their counts of rows (docs/import.md "Pending values").
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../../contract/serve';
import { pendingValues } from '../../../../wqx/import/pending';
import { getImportPending } from './contract';

const pendingRoute: FastifyPluginAsync = async (app) => {
  serve(app, getImportPending, async () => pendingValues(app.db));
};

export default pendingRoute;
