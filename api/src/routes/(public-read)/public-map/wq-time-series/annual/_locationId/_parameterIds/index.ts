// GET /api/public-map/wq-time-series/annual/{locationId}/{parameterIds}: median and 85th percentile per
// water year and flow (spec 01 §3, §7), computed from the daily series.
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../../../../../contract/serve';
import { loadDailySeries } from '../../../daily/_locationId/_parameterIds';
import { annualSeries } from './annualSeries';
import { getAnnualSeries } from './contract';

const wqTimeSeriesAnnual: FastifyPluginAsync = async (app) => {
  serve(app, getAnnualSeries, async (request) => annualSeries(await loadDailySeries(app.db, request.params.locationId, request.params.parameterIds)));
};

export default wqTimeSeriesAnnual;
