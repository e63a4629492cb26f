// GET /api/public-map/wq-summary: the water-quality summary of the current period (spec 01 §3, §7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BASELINE_PERIOD } from '../../../domain';
import { WqSummaryResponseSchema } from '../../../schemas';
import { wqSummary } from './repository';
import { PUBLIC_READ } from '../../../plugins/response-cache';

const wqSummaryRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'Median, 85th percentile, record counts, benchmark classes and trend per location, parameter and flow',
        description: `Computed for the current period of record (see /dynamic-period-of-record/status); the baseline is ${BASELINE_PERIOD.start} to ${BASELINE_PERIOD.end}.`,
        tags: ['summaries'],
        response: { 200: WqSummaryResponseSchema },
      },
    },
    async () => wqSummary(app.db),
  );
};

export default wqSummaryRoute;
