// GET /api/public-map/wq-time-series/daily|annual/{locationId}/{parameterIds} (spec 01 §3, §7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AnnualSeriesResponseSchema, DailySeriesResponseSchema, ErrorResponseSchema, TimeSeriesParamsSchema } from '../../../schemas';
import { annualSeries, dailySeries, locationExists } from './repository';

const wqTimeSeries: FastifyPluginAsyncTypebox = async (app) => {
  const load = async (locationId: number, parameterIds: string) => {
    if (!(await locationExists(app.db, locationId))) return null;
    return dailySeries(app.db, locationId, [...new Set(parameterIds.split(',').map(Number))]);
  };
  const unknownLocation = { error: 'Bad Request', field: 'locationId', message: 'no location has this id' };

  app.get(
    '/daily/:locationId/:parameterIds',
    {
      schema: {
        summary: 'Every result of a location for the parameters, by date',
        tags: ['public map'],
        params: TimeSeriesParamsSchema,
        response: { 200: DailySeriesResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const daily = await load(request.params.locationId, request.params.parameterIds);
      return daily ?? reply.code(400).send(unknownLocation);
    },
  );

  app.get(
    '/annual/:locationId/:parameterIds',
    {
      schema: {
        summary: 'Median and 85th percentile per water year and flow',
        tags: ['public map'],
        params: TimeSeriesParamsSchema,
        response: { 200: AnnualSeriesResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const daily = await load(request.params.locationId, request.params.parameterIds);
      return daily ? annualSeries(daily) : reply.code(400).send(unknownLocation);
    },
  );
};

export default wqTimeSeries;
