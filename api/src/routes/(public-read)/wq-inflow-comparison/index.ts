// GET /api/wq-inflow-comparison: monthly means at the two inflow sites for the chosen years (spec 02 §7).
import type { FastifyPluginAsync } from 'fastify';
import { joinListQuery } from '../../../contract/listQuery';
import { serve } from '../../../contract/serve';
import { checkKnownIds } from '../../../db/knownIds';
import { decodeNumberList } from '../../../schemas/ids';
import { getInflowComparison } from './contract';
import { inflowComparison } from './repository';

const wqInflowComparison: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', joinListQuery);
  serve(app, getInflowComparison, async (request) => {
    const { parameterid, years, flowcond } = request.query;
    await checkKnownIds(app.db, { parameterid: ['parameters', [parameterid]] });
    return inflowComparison(app.db, parameterid, decodeNumberList(years), flowcond);
  });
};

export default wqInflowComparison;
