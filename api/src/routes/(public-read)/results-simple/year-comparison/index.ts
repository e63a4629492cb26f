// GET /api/results-simple/year-comparison: every result of a location and parameter (spec 02 §7).
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../../contract/serve';
import { checkKnownIds } from '../../../../db/knownIds';
import { resultRows } from '../../../../db/resultRows';
import { getYearComparison } from './contract';

const yearComparison: FastifyPluginAsync = async (app) => {
  serve(app, getYearComparison, async (request) => {
    const { locationid, parameterid } = request.query;
    await checkKnownIds(app.db, { locationid: ['locations', [locationid]], parameterid: ['parameters', [parameterid]] });
    return resultRows(app.db, { locationIds: [locationid], parameterIds: [parameterid] });
  });
};

export default yearComparison;
