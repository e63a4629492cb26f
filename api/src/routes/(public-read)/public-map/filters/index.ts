// GET /api/public-map/filters: what the map's filter bar offers (spec 01 §3 "Filters data").
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ANALYSES, ANALYSIS_LABELS, BASELINE_PERIOD, FLOW_LABELS, FLOWS } from '../../../../domain';
import { MapFiltersSchema } from '../../../../schemas';
import { PUBLIC_READ } from '../../../../plugins/response-cache';
import { storedFilterOptions } from './repository';

const ANALYSIS = ANALYSES.map((value) => ({ value, display: ANALYSIS_LABELS[value] }));
const FLOW = FLOWS.map((value) => ({ value, display: FLOW_LABELS[value] }));

const filters: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    { config: PUBLIC_READ, schema: { summary: 'Location types, parameter groups, parameters, analysis and flow options, and the default period of the summary (the baseline)', tags: ['public map'], response: { 200: MapFiltersSchema } } },
    async () => ({
      ...(await storedFilterOptions(app.db)),
      analysis: ANALYSIS,
      flow: FLOW,
      // The default period of the summary (a visitor's own period is in the map's URL).
      startDate: BASELINE_PERIOD.start,
      endDate: BASELINE_PERIOD.end,
    }),
  );
};

export default filters;
