// GET /api/results-simple/ccr-inflow: the inflow concentrations of a parameter group (spec 02 §7).
import type { FastifyPluginAsync } from 'fastify';
import { joinListQuery } from '../../../../contract/listQuery';
import { serve } from '../../../../contract/serve';
import { checkRangeOrder } from '../../../../dateRange';
import { checkKnownIds } from '../../../../db/knownIds';
import { resultRows } from '../../../../db/resultRows';
import { decodeNumberList } from '../../../../schemas/ids';
import { getCcrInflow } from './contract';

const ccrInflow: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', joinListQuery);
  serve(app, getCcrInflow, async (request) => {
    const { start_date, end_date } = request.query;
    const parameterGroup = decodeNumberList(request.query.parameterGroup);
    const locationIds = decodeNumberList(request.query.locationIds);
    checkRangeOrder(start_date, end_date);
    await checkKnownIds(app.db, { parameterGroup: ['parameters', parameterGroup], locationIds: ['locations', locationIds] });
    return resultRows(app.db, { locationIds, parameterIds: parameterGroup, start: start_date, end: end_date });
  });
};

export default ccrInflow;
