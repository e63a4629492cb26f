// GET /api/locations-param-summary: the Site Summary Table (spec 02).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema, SiteSummaryQuerySchema, SiteSummaryResponseSchema } from '../../schemas';
import { siteSummary } from './repository';
import { PUBLIC_READ } from '../../plugins/response-cache';

const locationsParamSummary: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'Period of record of every location and parameter with results',
        tags: ['summaries'],
        querystring: SiteSummaryQuerySchema,
        response: { 200: SiteSummaryResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => siteSummary(app.db, { isCcbwqa: request.query.is_ccbwqa }),
  );
};

export default locationsParamSummary;
