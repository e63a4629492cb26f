// GET /api/stream-logger-results-viewer-daily-stats-table/{parameterId}/{locationIds}[?start_date&end_date]:
// daily average, minimum and maximum of the 15-minute readings, by Denver calendar day (spec 02 §3, §7),
// read from the precomputed telemetry_daily view (repository.ts).
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../../../contract/serve';
import { checkRangeOrder } from '../../../../../dateRange';
import { checkKnownIds } from '../../../../../db/knownIds';
import { FieldError } from '../../../../../apiProblem';
import { decodeNumberList } from '../../../../../schemas/ids';
import { getStreamLoggerDailyStats } from './contract';
import { dailyStats } from './repository';

export const TELEMETRY_PARAMETERS = [2, 1901, 1906, 1907, 1908];

const dailyStatsRoute: FastifyPluginAsync = async (app) => {
  serve(app, getStreamLoggerDailyStats, async (request) => {
    const { parameterId, locationIds } = request.params;
    const { start_date = null, end_date = null } = request.query;
    if (!TELEMETRY_PARAMETERS.includes(parameterId)) throw new FieldError('parameterId', 'request.telemetryParameter', { parameters: TELEMETRY_PARAMETERS.join(', ') });
    checkRangeOrder(start_date, end_date);
    const ids = decodeNumberList(locationIds);
    await checkKnownIds(app.db, { locationIds: ['locations', ids] });
    return dailyStats(app.db, { parameterId, locationIds: ids, start: start_date, end: end_date });
  });
};

export default dailyStatsRoute;
