// GET /api/avg-yearly-standard-graph: the photic-zone mean per reservoir station and year, with the
// chlorophyll-a standard (spec 02 §7).
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../contract/serve';
import { checkRangeOrder } from '../../../dateRange';
import { checkKnownIds } from '../../../db/knownIds';
import { getYearlyStandard } from './contract';
import { yearlyStandard } from './repository';

const avgYearlyStandardGraph: FastifyPluginAsync = async (app) => {
  serve(app, getYearlyStandard, async (request) => {
    const { parameterid, start_year, end_year, season } = request.query;
    checkRangeOrder(start_year, end_year, { start: 'start_year', end: 'end_year' });
    await checkKnownIds(app.db, { parameterid: ['parameters', [parameterid]] });
    return yearlyStandard(app.db, parameterid, start_year, end_year, season);
  });
};

export default avgYearlyStandardGraph;
