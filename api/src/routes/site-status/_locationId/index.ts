// GET /api/site-status/{locationId}[?as_of] (issue 30): the status card's answer, how a site's key
// parameters are now and which way they are going, on the current data. The reservoir's card
// (../reservoir) pools its stations with the same repository.
// Not kept by the response cache (not in (public-read)): without as_of the answer also depends on the day (a
// water year closes on September 30), and computing it reads only the site's own series.
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../contract/serve';
import { todayInDenver } from '../../reservoir-standard-tracker';
import { getSiteStatus } from './contract';
import { locationStatus } from './repository';

const siteStatus: FastifyPluginAsync = async (app) => {
  serve(app, getSiteStatus, async (request) => locationStatus(app.db, request.params.locationId, request.query.as_of ?? todayInDenver()));
};

export default siteStatus;
