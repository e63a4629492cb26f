// GET /api/public-map/wells: the monitoring locations of the map (spec 01 §3 "Location (well)").
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../../contract/serve';
import { periodOf } from '../../../../summary/period';
import { getWells } from './contract';
import { mapLocations } from './repository';

const wells: FastifyPluginAsync = async (app) => {
  serve(app, getWells, async (request) => mapLocations(app.db, await app.summaryPeriods.ready(periodOf(request.query))));
};

export default wells;
