// GET /api/site-status/{locationId}[?as_of] and /api/site-status/reservoir[?as_of] (issue 30): the status
// card's answer, how a site's key parameters are now and which way they are going, on the current data.
// Not kept by the response cache: without as_of the answer also depends on the day (a water year
// closes on September 30), and computing it reads only the site's own series.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema, SiteStatusParamsSchema, SiteStatusQuerySchema, SiteStatusSchema } from '../../schemas';
import { todayInDenver } from '../reservoir-standard-tracker';
import { locationStatus, reservoirStatus } from './repository';

const WHAT = 'for each key parameter, the standing of the latest complete water year (the reservoir\'s chlorophyll-a: growing season) and the Seasonal Kendall trend over the whole record and the last ten water years';

const siteStatus: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/reservoir',
    {
      schema: {
        summary: `The reservoir as a whole (CCR-1, CCR-2 and CCR-3 pooled): ${WHAT}`,
        tags: ['analysis'],
        querystring: SiteStatusQuerySchema,
        response: { 200: SiteStatusSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => reservoirStatus(app.db, request.query.as_of ?? todayInDenver()),
  );

  app.get(
    '/:locationId',
    {
      schema: {
        summary: `One location: ${WHAT}`,
        tags: ['analysis'],
        params: SiteStatusParamsSchema,
        querystring: SiteStatusQuerySchema,
        response: { 200: SiteStatusSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => locationStatus(app.db, request.params.locationId, request.query.as_of ?? todayInDenver()),
  );
};

export default siteStatus;
