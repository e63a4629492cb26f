// GET /api/results-simple/wq-parameter-viewer/drilldown: the results of a parameter at reservoir stations,
// the whole year or the growing season (spec 02 §7).
import type { FastifyPluginAsync } from 'fastify';
import { joinListQuery } from '../../../../../contract/listQuery';
import { serve } from '../../../../../contract/serve';
import { checkRangeOrder } from '../../../../../dateRange';
import { checkKnownIds } from '../../../../../db/knownIds';
import { resultRows } from '../../../../../db/resultRows';
import { GROWING_SEASON_MONTHS } from '../../../../../domain';
import { decodeNumberList } from '../../../../../schemas/ids';
import { getDrilldown } from './contract';

const drilldown: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', joinListQuery);
  serve(app, getDrilldown, async (request) => {
    const { parameterid, start_date, end_date, season } = request.query;
    const locationIds = decodeNumberList(request.query.locationIds);
    checkRangeOrder(start_date, end_date);
    await checkKnownIds(app.db, { parameterid: ['parameters', [parameterid]], locationIds: ['locations', locationIds] });
    return resultRows(app.db, {
      locationIds,
      parameterIds: [parameterid],
      start: start_date,
      end: end_date,
      months: season === 'summer' ? [...GROWING_SEASON_MONTHS] : undefined,
    });
  });
};

export default drilldown;
