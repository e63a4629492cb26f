// GET /api/public-map/filters: what the map's filter bar offers (spec 01 §3 "Filters data").
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ANALYSES, ANALYSIS_LABELS, BASELINE_PERIOD, FLOW_LABELS, FLOWS } from '../../../domain';
import { MapFiltersSchema } from '../../../schemas';
import { PUBLIC_READ } from '../../../plugins/response-cache';

const ANALYSIS = ANALYSES.map((value) => ({ value, display: ANALYSIS_LABELS[value] }));
const FLOW = FLOWS.map((value) => ({ value, display: FLOW_LABELS[value] }));

const filters: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    { config: PUBLIC_READ, schema: { summary: 'Location types, parameter groups, parameters, analysis and flow options, and the default period of the summary (the baseline)', tags: ['public map'], response: { 200: MapFiltersSchema } } },
    async () => {
      const [types, groups, parameters] = await Promise.all([
        app.db.query<{ value: string; display: string }>('SELECT name AS value, name AS display FROM location_types ORDER BY name'),
        app.db.query<{ value: number; display: string }>('SELECT id AS value, name AS display FROM parameter_groups ORDER BY sort_order, name'),
        app.db.query<{ value: number; display: string; group: number; unit: string }>(
          `SELECT p.id AS value, p.name AS display, p.group_id AS "group", p.unit
             FROM parameters p WHERE EXISTS (SELECT 1 FROM result_series rs WHERE rs.parameter_id = p.id) ORDER BY p.group_id, p.name`,
        ),
      ]);
      return {
        locationTypes: types.rows,
        parameterGroups: groups.rows,
        parameters: parameters.rows,
        analysis: ANALYSIS,
        flow: FLOW,
        // The default period of the summary (a visitor's own period is in the map's URL).
        startDate: BASELINE_PERIOD.start,
        endDate: BASELINE_PERIOD.end,
      };
    },
  );
};

export default filters;
