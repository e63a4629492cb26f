// GET /api/reservoir-standard-tracker[?as_of]: whether the reservoir met its chlorophyll-a standard in
// the latest complete growing season, and how often it exceeded it in the last five (DOMAIN.md).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema, StandardTrackerQuerySchema, StandardTrackerSchema } from '../../schemas';
import { standardTracker } from './repository';

const denverDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver', year: 'numeric', month: '2-digit', day: '2-digit' });
/** Today in the basin's time zone (YYYY-MM-DD): the default day an assessment is made on (also routes/site-status). */
export const todayInDenver = () => denverDay.format(new Date());

const reservoirStandardTracker: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      schema: {
        summary: 'Growing-season (July-September) photic-zone chlorophyll-a means at CCR-1, CCR-2 and CCR-3 against the 18 µg/L standard, for the last ten complete seasons',
        tags: ['analysis'],
        querystring: StandardTrackerQuerySchema,
        response: { 200: StandardTrackerSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => standardTracker(app.db, request.query.as_of ?? todayInDenver()),
  );
};

export default reservoirStandardTracker;
