// GET /api/locations-param-summary: the Site Summary Table (spec 02).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema, SiteSummaryQuerySchema, SiteSummaryResponseSchema } from '../../schemas';
import { siteSummary } from './repository';

const locationsParamSummary: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
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
