// GET /api/ts-precip-daily-cumulative/[?start_date&end_date]: daily and running precipitation totals at
// the basin's rain gauges (spec 02 §3 "Precipitation record", §9: the demo's two, 155 and 156; an
// authority's own, from its package or its NOAA and CoCoRaHS feeds: every location with precipitation).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema, PrecipitationQuerySchema, PrecipitationResponseSchema, type PrecipitationRecord } from '../../schemas';
import { PUBLIC_READ } from '../../plugins/response-cache';

/**
 * The running totals are window sums over the stored days, so with a start date the windows still
 * need the days before it: the 29 days of the 30-day total and the start of the water year (October 1)
 * of the first day, whichever is earlier. Those look-back days are summed but not returned, so a
 * returned day has the same totals as without the filter. The end date needs no look-ahead.
 */
const PRECIPITATION_SQL = `
WITH windowed AS (
  SELECT p.location_id AS locationid, l.name AS location_name, 'Precipitation' AS parameter, NULL::integer AS parameterid,
         p.precip_date AS rdate, p.precip_in AS daily_precip, 'in' AS result_unit_name, p.status,
         sum(p.precip_in) OVER (PARTITION BY p.location_id ORDER BY p.precip_date RANGE BETWEEN INTERVAL '6 days' PRECEDING AND CURRENT ROW) AS total_7day,
         sum(p.precip_in) OVER (PARTITION BY p.location_id ORDER BY p.precip_date RANGE BETWEEN INTERVAL '29 days' PRECEDING AND CURRENT ROW) AS total_30day,
         sum(p.precip_in) OVER (
           PARTITION BY p.location_id, extract(year FROM p.precip_date + INTERVAL '3 months')
           ORDER BY p.precip_date ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS total_ytd
    FROM precipitation p
    JOIN locations l ON l.id = p.location_id
   WHERE ($1::date IS NULL OR p.precip_date >= least(
           $1::date - 29,
           make_date(extract(year FROM $1::date + INTERVAL '3 months')::integer - 1, 10, 1)))
     AND ($2::date IS NULL OR p.precip_date <= $2::date)
)
SELECT * FROM windowed
 WHERE ($1::date IS NULL OR rdate >= $1::date)
 ORDER BY locationid, rdate`;

const precipitation: FastifyPluginAsyncTypebox = async (app) => {
  const schema = {
    summary: "Daily precipitation with 7-day, 30-day and water-year-to-date totals (inches) at the basin's rain gauges (the demo's 155 and 156), optionally for a range of days",
    tags: ['explore'],
    querystring: PrecipitationQuerySchema,
    response: { 200: PrecipitationResponseSchema, 400: ErrorResponseSchema },
  };
  // The spec's path ends with a slash; under a prefix, '/' answers with and without it.
  app.get('/', { config: PUBLIC_READ, schema }, async (request, reply) => {
    const { start_date = null, end_date = null } = request.query;
    if (start_date !== null && end_date !== null && start_date > end_date) {
      return reply.code(400).send({ error: 'Bad Request', field: 'end_date', message: 'must not be before start_date' });
    }
    return (await app.db.query<PrecipitationRecord>(PRECIPITATION_SQL, [start_date, end_date])).rows;
  });
};

export default precipitation;
