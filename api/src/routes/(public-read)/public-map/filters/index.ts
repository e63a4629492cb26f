// GET /api/public-map/filters: what the map's filter bar offers (spec 01 §3 "Filters data").
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../../contract/serve';
import { ANALYSES, ANALYSIS_LABELS, BASELINE_PERIOD, FLOW_LABELS, FLOWS } from '../../../../domain';
import { getMapFilters } from './contract';
import { storedFilterOptions } from './repository';

const ANALYSIS = ANALYSES.map((value) => ({ value, display: ANALYSIS_LABELS[value] }));
const FLOW = FLOWS.map((value) => ({ value, display: FLOW_LABELS[value] }));

const filters: FastifyPluginAsync = async (app) => {
  serve(app, getMapFilters, async () => ({
    ...(await storedFilterOptions(app.db)),
    analysis: ANALYSIS,
    flow: FLOW,
    // The default period of the summary (a visitor's own period is in the map's URL).
    startDate: BASELINE_PERIOD.start,
    endDate: BASELINE_PERIOD.end,
  }));
};

export default filters;
