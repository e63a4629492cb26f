// GET /api/locations-param-summary: the Site Summary Table (spec 02).
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../contract/serve';
import { getSiteSummary } from './contract';
import { siteSummary } from './repository';

const locationsParamSummary: FastifyPluginAsync = async (app) => {
  serve(app, getSiteSummary, async (request) => siteSummary(app.db, { isCcbwqa: request.query.is_ccbwqa }));
};

export default locationsParamSummary;
