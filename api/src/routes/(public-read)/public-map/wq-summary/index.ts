// GET /api/public-map/wq-summary: the water-quality summary of a period (spec 01 §3, §7; issue 14).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BASELINE_PERIOD } from '../../../../domain';
import { ErrorResponseSchema, PeriodQuerySchema, WqSummaryResponseSchema } from '../../../../schemas';
import { periodOf } from '../../../../summary/period';
import { wqSummary } from './repository';
import { PUBLIC_READ } from '../../../../plugins/response-cache';

const wqSummaryRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'Median, 85th percentile, record counts, benchmark classes and trend per location, parameter and flow, for a period',
        description:
          `The period is startDate..endDate (default the baseline ${BASELINE_PERIOD.start} to ${BASELINE_PERIOD.end}). A period nobody ` +
          'has asked for yet is computed first (about a second; POST /dynamic-period-of-record/rebuild does the same in the background). ' +
          '503 when it cannot be computed.',
        tags: ['summaries'],
        querystring: PeriodQuerySchema,
        response: { 200: WqSummaryResponseSchema, 400: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request) => wqSummary(app.db, await app.summaryPeriods.ready(periodOf(request.query))),
  );
};

export default wqSummaryRoute;
