// The analysis and reservoir pages' data (spec 02 §7), at the spec's paths under /api.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type, type TSchema } from 'typebox';
import {
  CcrInflowQuerySchema,
  ComparisonParamsSchema,
  ComparisonRecordSchema,
  CorrelationPointSchema,
  CorrelationQuerySchema,
  DepthProfileQuerySchema,
  DepthProfileRowSchema,
  DrilldownQuerySchema,
  ErrorResponseSchema,
  InflowComparisonQuerySchema,
  InflowComparisonRowSchema,
  RatioQuerySchema,
  RatioRowSchema,
  ResultRowsSchema,
  SimpleOptionSchema,
  YearComparisonQuerySchema,
  YearlyStandardQuerySchema,
  YearlyStandardRowSchema,
} from '../../schemas';
import * as analysis from './repository';

export const prefixOverride = '';

const ids = (list: string) => [...new Set(list.split(',').map(Number))];
const SUMMER_MONTHS = [7, 8, 9];

function badRequest(reply: FastifyReply, field: string, message: string) {
  return reply.code(400).send({ error: 'Bad Request', field, message });
}

/** 200 with the rows, or 400 when the date range is reversed (the schema checks the format). */
const schemaOf = <Item extends TSchema, Extra extends Record<string, TSchema>>(summary: string, item: Item, extra: Extra) => ({
  schema: { summary, tags: ['analysis'], response: { 200: Type.Array(item), 400: ErrorResponseSchema }, ...extra },
});

const analysisRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ts-compare-daily-data/:parameterId/:locationIds/:startDate/:endDate',
    schemaOf('One axis of the time series comparison', ComparisonRecordSchema, { params: ComparisonParamsSchema }),
    async (request, reply) => {
      const { parameterId, locationIds, startDate, endDate } = request.params;
      if (startDate > endDate) return badRequest(reply, 'endDate', 'must not be before startDate');
      return analysis.comparisonRecords(app.db, parameterId, ids(locationIds), startDate, endDate);
    },
  );

  app.get(
    '/results-simple/year-comparison',
    schemaOf('Every result of a location and parameter, for the year comparison', ResultRowsSchema.items, { querystring: YearComparisonQuerySchema }),
    async (request) => analysis.resultRows(app.db, { locationIds: [request.query.locationid], parameterIds: [request.query.parameterid] }),
  );

  app.get(
    '/results-simple/correlation-graph',
    schemaOf('Same-date pairs of two parameters per location (daily means, photic zone)', CorrelationPointSchema, { querystring: CorrelationQuerySchema }),
    async (request) => analysis.correlationPoints(app.db, ids(request.query.locationids), request.query.p1, request.query.p2),
  );

  app.get(
    '/avg-yearly-standard-graph',
    schemaOf('July-September photic-zone mean per reservoir station and year, with the chlorophyll-a standard', YearlyStandardRowSchema, {
      querystring: YearlyStandardQuerySchema,
    }),
    async (request, reply) => {
      const { parameterid, start_year, end_year } = request.query;
      if (start_year > end_year) return badRequest(reply, 'end_year', 'must not be before start_year');
      return analysis.yearlyStandard(app.db, parameterid, start_year, end_year);
    },
  );

  app.get(
    '/results-simple/wq-parameter-viewer/drilldown',
    schemaOf('Results of a parameter at reservoir stations, the whole year or July-September', ResultRowsSchema.items, { querystring: DrilldownQuerySchema }),
    async (request, reply) => {
      const { parameterid, start_date, end_date, season, locationIds } = request.query;
      if (start_date > end_date) return badRequest(reply, 'end_date', 'must not be before start_date');
      return analysis.resultRows(app.db, {
        locationIds: ids(locationIds),
        parameterIds: [parameterid],
        start: start_date,
        end: end_date,
        months: season === 'summer' ? SUMMER_MONTHS : undefined,
      });
    },
  );

  app.get(
    '/results-simple/ccr-inflow',
    schemaOf('Inflow concentrations of a parameter group at the inflow sites', ResultRowsSchema.items, { querystring: CcrInflowQuerySchema }),
    async (request, reply) => {
      const { parameterGroup, start_date, end_date, locationIds } = request.query;
      if (start_date > end_date) return badRequest(reply, 'end_date', 'must not be before start_date');
      return analysis.resultRows(app.db, { locationIds: ids(locationIds), parameterIds: ids(parameterGroup), start: start_date, end: end_date });
    },
  );

  app.get(
    '/wq-inflow-comparison',
    schemaOf('Monthly means at CC-10 and CT-2 for the chosen years', InflowComparisonRowSchema, { querystring: InflowComparisonQuerySchema }),
    async (request) => analysis.inflowComparison(app.db, request.query.parameterid, ids(request.query.years), request.query.flowcond),
  );

  const depthProfileRoute = schemaOf('Values by depth and date at a reservoir station', DepthProfileRowSchema, { querystring: DepthProfileQuerySchema });
  const depthProfileHandler = async (
    request: { query: { start_date: string; end_date: string; locationid: number; parameterid: number } },
    reply: FastifyReply,
  ) => {
    const { start_date, end_date, locationid, parameterid } = request.query;
    if (start_date > end_date) return badRequest(reply, 'end_date', 'must not be before start_date');
    return analysis.depthProfile(app.db, locationid, parameterid, start_date, end_date);
  };
  // The spec names the graph's path; the table's path is not shown: /depth-profile serves the same rows.
  app.get('/depth-profile', depthProfileRoute, depthProfileHandler);
  app.get('/depth-profile-graph-data', depthProfileRoute, depthProfileHandler);
  app.get(
    '/depth-profile/list-parameters-dropdown-depth-profile-active',
    { schema: { summary: 'Parameters of the depth profile that have depth data', tags: ['analysis'], response: { 200: Type.Array(SimpleOptionSchema) } } },
    async () => analysis.depthProfileParameters(app.db),
  );

  app.get(
    '/depth-profile-additional-ratio-graph-data-crosstabbed',
    schemaOf('Molar TN:TP, TDN:TDP and TIN:SRP with chlorophyll-a by date', RatioRowSchema, { querystring: RatioQuerySchema }),
    async (request, reply) => {
      const { start_date, end_date, locationid } = request.query;
      if (start_date > end_date) return badRequest(reply, 'end_date', 'must not be before start_date');
      return analysis.nutrientRatios(app.db, locationid, start_date, end_date);
    },
  );
};

export default analysisRoutes;
