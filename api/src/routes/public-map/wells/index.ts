// GET /api/public-map/wells: the monitoring locations of the map (spec 01 §3 "Location (well)").
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema, MapLocationsResponseSchema, PeriodQuerySchema } from '../../../schemas';
import { periodOf } from '../../../summary/period';
import { mapLocations } from './repository';
import { PUBLIC_READ } from '../../../plugins/response-cache';

const wells: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'Every monitoring location with geometry, record counts and parameters per flow (filtered on the client)',
        description: 'summary_benchmark_scale_median is the worst median class of the period startDate..endDate (default the baseline; computed first when new).',
        tags: ['public map'],
        querystring: PeriodQuerySchema,
        response: { 200: MapLocationsResponseSchema, 400: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request) => mapLocations(app.db, await app.summaryPeriods.ready(periodOf(request.query))),
  );
};

export default wells;
