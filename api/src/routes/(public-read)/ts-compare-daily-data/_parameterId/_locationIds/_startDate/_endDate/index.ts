// GET /api/ts-compare-daily-data/{parameterId}/{locationIds}/{startDate}/{endDate}: one axis of the time
// series comparison (spec 02 §7).
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../../../../../contract/serve';
import { checkRangeOrder } from '../../../../../../../dateRange';
import { checkKnownIds } from '../../../../../../../db/knownIds';
import { decodeNumberList } from '../../../../../../../schemas/ids';
import { getComparisonRecords } from './contract';
import { comparisonRecords } from './repository';

const tsCompareDailyData: FastifyPluginAsync = async (app) => {
  serve(app, getComparisonRecords, async (request) => {
    const { parameterId, startDate, endDate } = request.params;
    const locationIds = decodeNumberList(request.params.locationIds);
    checkRangeOrder(startDate, endDate, { start: 'startDate', end: 'endDate' });
    await checkKnownIds(app.db, { parameterId: ['parameters', [parameterId]], locationIds: ['locations', locationIds] });
    return comparisonRecords(app.db, parameterId, locationIds, startDate, endDate);
  });
};

export default tsCompareDailyData;
