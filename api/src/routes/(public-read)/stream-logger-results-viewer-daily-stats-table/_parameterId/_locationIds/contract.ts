import { defineRoute } from '../../../../../contract/defineRoute';
import { StreamLoggerDailyStatsResponseSchema, StreamLoggerParamsSchema, StreamLoggerQuerySchema } from '../../../../../schemas/explore';

export const getStreamLoggerDailyStats = defineRoute({
  method: 'GET',
  url: '/stream-logger-results-viewer-daily-stats-table/:parameterId/:locationIds',
  summary: 'Daily average, minimum and maximum of the 15-minute telemetry (America/Denver days), optionally for a range of days',
  tags: ['explore'],
  params: StreamLoggerParamsSchema,
  query: StreamLoggerQuerySchema,
  response: StreamLoggerDailyStatsResponseSchema,
  errors: [400],
});
