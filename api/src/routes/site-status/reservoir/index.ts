// GET /api/site-status/reservoir[?as_of] (issue 30): the status card of the reservoir as a whole, how its
// key parameters are now and which way they are going, on the current data.
// Not kept by the response cache (not in (public-read)): without as_of the answer also depends on the day (a
// water year closes on September 30), and computing it reads only the site's own series.
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../contract/serve';
import { todayInDenver } from '../../reservoir-standard-tracker';
import { reservoirStatus } from '../_locationId/repository';
import { getReservoirStatus } from './contract';

const reservoirSiteStatus: FastifyPluginAsync = async (app) => {
  serve(app, getReservoirStatus, async (request) => reservoirStatus(app.db, request.query.as_of ?? todayInDenver()));
};

export default reservoirSiteStatus;
