// GET /api/ts-precip-daily-cumulative/[?start_date&end_date]: daily and running precipitation totals at
// the basin's rain gauges (spec 02 §3 "Precipitation record", §9: the demo's two, 155 and 156; an
// authority's own, from its package or its NOAA and CoCoRaHS feeds: every location with precipitation).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema, PrecipitationQuerySchema, PrecipitationResponseSchema } from '../../schemas';
import { PUBLIC_READ } from '../../plugins/response-cache';
import { checkRangeOrder } from '../../dateRange';
import { precipitationRecords } from './repository';

const precipitation: FastifyPluginAsyncTypebox = async (app) => {
  const schema = {
    summary: "Daily precipitation with 7-day, 30-day and water-year-to-date totals (inches) at the basin's rain gauges (the demo's 155 and 156), optionally for a range of days",
    tags: ['explore'],
    querystring: PrecipitationQuerySchema,
    response: { 200: PrecipitationResponseSchema, 400: ErrorResponseSchema },
  };
  // The spec's path ends with a slash; under a prefix, '/' answers with and without it.
  app.get('/', { config: PUBLIC_READ, schema }, async (request) => {
    const { start_date = null, end_date = null } = request.query;
    checkRangeOrder(start_date, end_date);
    return precipitationRecords(app.db, start_date, end_date);
  });
};

export default precipitation;
