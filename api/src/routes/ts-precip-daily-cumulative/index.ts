// GET /api/ts-precip-daily-cumulative/: daily and running precipitation totals at the two basin
// gauges, 155 and 156 (spec 02 §3 "Precipitation record", §9).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PrecipitationResponseSchema, type PrecipitationRecord } from '../../schemas';

export const PRECIPITATION_LOCATIONS = [155, 156];

const PRECIPITATION_SQL = `
SELECT p.location_id AS locationid, l.name AS location_name, 'Precipitation' AS parameter, NULL::integer AS parameterid,
       p.precip_date AS rdate, p.precip_in AS daily_precip, 'in' AS result_unit_name,
       sum(p.precip_in) OVER (PARTITION BY p.location_id ORDER BY p.precip_date RANGE BETWEEN INTERVAL '6 days' PRECEDING AND CURRENT ROW) AS total_7day,
       sum(p.precip_in) OVER (PARTITION BY p.location_id ORDER BY p.precip_date RANGE BETWEEN INTERVAL '29 days' PRECEDING AND CURRENT ROW) AS total_30day,
       sum(p.precip_in) OVER (
         PARTITION BY p.location_id, extract(year FROM p.precip_date + INTERVAL '3 months')
         ORDER BY p.precip_date ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS total_ytd
  FROM precipitation p
  JOIN locations l ON l.id = p.location_id
 WHERE p.location_id = ANY($1::int[])
 ORDER BY p.location_id, p.precip_date`;

const precipitation: FastifyPluginAsyncTypebox = async (app) => {
  const schema = {
    summary: 'Daily precipitation with 7-day, 30-day and water-year-to-date totals (inches) at locations 155 and 156',
    tags: ['explore'],
    response: { 200: PrecipitationResponseSchema },
  };
  const handler = async () => (await app.db.query<PrecipitationRecord>(PRECIPITATION_SQL, [PRECIPITATION_LOCATIONS])).rows;
  // The spec's path ends with a slash; under a prefix, '/' answers with and without it.
  app.get('/', { schema }, handler);
};

export default precipitation;
