// GET /api/public-map/wq-summary: the water-quality summary of a period (spec 01 §3, §7; issue 14).
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../../contract/serve';
import { periodOf } from '../../../../summary/period';
import { getWqSummary } from './contract';
import { wqSummary } from './repository';

const wqSummaryRoute: FastifyPluginAsync = async (app) => {
  serve(app, getWqSummary, async (request) => wqSummary(app.db, await app.summaryPeriods.ready(periodOf(request.query))));
};

export default wqSummaryRoute;
