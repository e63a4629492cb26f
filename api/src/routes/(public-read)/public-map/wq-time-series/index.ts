// GET /api/public-map/wq-time-series/daily|annual/{locationId}/{parameterIds} (spec 01 §3, §7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AnnualSeriesResponseSchema, DailySeriesResponseSchema, decodeNumberList, ErrorResponseSchema, TimeSeriesParamsSchema } from '../../../../schemas';
import { checkKnownIds } from '../../../../db/knownIds';
import { annualSeries, dailySeries } from './repository';
import { PUBLIC_READ } from '../../../../plugins/response-cache';

const wqTimeSeries: FastifyPluginAsyncTypebox = async (app) => {
  /** The daily points; FieldError (400) naming an unknown location or parameter. */
  const load = async (locationId: number, parameterList: string) => {
    const parameterIds = decodeNumberList(parameterList);
    await checkKnownIds(app.db, { locationId: ['locations', [locationId]], parameterIds: ['parameters', parameterIds] });
    return dailySeries(app.db, locationId, parameterIds);
  };

  app.get(
    '/daily/:locationId/:parameterIds',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'Every result of a location for the parameters, by date',
        tags: ['public map'],
        params: TimeSeriesParamsSchema,
        response: { 200: DailySeriesResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => load(request.params.locationId, request.params.parameterIds),
  );

  app.get(
    '/annual/:locationId/:parameterIds',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'Median and 85th percentile per water year and flow',
        tags: ['public map'],
        params: TimeSeriesParamsSchema,
        response: { 200: AnnualSeriesResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => annualSeries(await load(request.params.locationId, request.params.parameterIds)),
  );
};

export default wqTimeSeries;
