// GET /api/stream-logger-results-viewer-daily-stats-table/{parameterId}/{locationIds}: daily average,
// minimum and maximum of the 15-minute readings, by Denver calendar day (spec 02 §3, §7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unknownIdProblem } from '../../db/knownIds';
import { ErrorResponseSchema, StreamLoggerDailyStatsResponseSchema, StreamLoggerParamsSchema, type StreamLoggerDailyStat } from '../../schemas';

export const TELEMETRY_PARAMETERS = [2, 1901, 1906, 1907, 1908];

const DAILY_STATS_SQL = `
SELECT t.location_id AS locationid, l.name AS location_name, p.name AS parameter,
       (t.reading_time AT TIME ZONE 'America/Denver')::date AS rdate,
       avg(t.value) AS daily_average, min(t.value) AS daily_min, max(t.value) AS daily_max, p.unit AS result_unit_name
  FROM telemetry_readings t
  JOIN locations l ON l.id = t.location_id
  JOIN parameters p ON p.id = t.parameter_id
 WHERE t.parameter_id = $1 AND t.location_id = ANY($2::int[])
 GROUP BY t.location_id, l.name, p.name, p.unit, (t.reading_time AT TIME ZONE 'America/Denver')::date
 ORDER BY l.name, rdate`;

const dailyStats: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:parameterId/:locationIds',
    {
      schema: {
        summary: 'Daily average, minimum and maximum of the 15-minute telemetry (America/Denver days)',
        tags: ['explore'],
        params: StreamLoggerParamsSchema,
        response: { 200: StreamLoggerDailyStatsResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { parameterId, locationIds } = request.params;
      if (!TELEMETRY_PARAMETERS.includes(parameterId)) {
        return reply.code(400).send({ error: 'Bad Request', field: 'parameterId', message: `must be a telemetry parameter: ${TELEMETRY_PARAMETERS.join(', ')}` });
      }
      const ids = [...new Set(locationIds.split(',').map(Number))];
      const problem = await unknownIdProblem(app.db, { locationIds: ['locations', ids] });
      if (problem) return reply.code(400).send({ error: 'Bad Request', ...problem });
      return (await app.db.query<StreamLoggerDailyStat>(DAILY_STATS_SQL, [parameterId, ids])).rows;
    },
  );
};

export default dailyStats;
