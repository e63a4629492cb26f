// GET /api/reservoir-standard-tracker[?as_of]: whether the reservoir met its chlorophyll-a standard in
// the latest complete growing season, and how often it exceeded it in the last five (DOMAIN.md).
// Not in (public-read): not kept by the response cache today (without as_of the answer depends on the day).
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../contract/serve';
import { getStandardTracker } from './contract';
import { standardTracker } from './repository';

const denverDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver', year: 'numeric', month: '2-digit', day: '2-digit' });
/** Today in the basin's time zone (YYYY-MM-DD): the default day an assessment is made on (also routes/site-status). */
export const todayInDenver = () => denverDay.format(new Date());

const reservoirStandardTracker: FastifyPluginAsync = async (app) => {
  serve(app, getStandardTracker, async (request) => standardTracker(app.db, request.query.as_of ?? todayInDenver()));
};

export default reservoirStandardTracker;
