// GET /api/ts-precip-daily-cumulative/[?start_date&end_date]: daily and running precipitation totals at
// the basin's rain gauges (spec 02 §3 "Precipitation record", §9: the demo's two, 155 and 156; an
// authority's own, from its package or its NOAA and CoCoRaHS feeds: every location with precipitation).
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../contract/serve';
import { checkRangeOrder } from '../../../dateRange';
import { getPrecipitation } from './contract';
import { precipitationRecords } from './repository';

const precipitation: FastifyPluginAsync = async (app) => {
  serve(app, getPrecipitation, async (request) => {
    const { start_date = null, end_date = null } = request.query;
    checkRangeOrder(start_date, end_date);
    return precipitationRecords(app.db, start_date, end_date);
  });
};

export default precipitation;
