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
  decodeNumberList,
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
import { unknownIdProblem, type IdChecks } from '../../db/knownIds';
import { GROWING_SEASON_MONTHS } from '../../domain';
import * as analysis from './repository';
import { PUBLIC_READ } from '../../plugins/response-cache';

export const prefixOverride = '';

function badRequest(reply: FastifyReply, field: string, message: string) {
  return reply.code(400).send({ error: 'Bad Request', field, message });
}

/** 200 with the rows, or 400 when the date range is reversed (the schema checks the format). */
const schemaOf = <Item extends TSchema, Extra extends Record<string, TSchema>>(summary: string, item: Item, extra: Extra) => ({
  config: PUBLIC_READ,
  schema: { summary, tags: ['analysis'], response: { 200: Type.Array(item), 400: ErrorResponseSchema }, ...extra },
});

/** Query lists also come as repeated parameters (?locationIds=79&locationIds=80): join them into the comma form the schemas check. */
const LIST_QUERY_FIELDS = ['locationids', 'locationIds', 'parameterGroup', 'years'];

const analysisRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query) return;
    for (const field of LIST_QUERY_FIELDS) {
      const value = query[field];
      if (Array.isArray(value) && value.every((item) => typeof item === 'string')) query[field] = value.join(',');
    }
  });
  /** Answers 400 naming the field when an id does not exist; true when all are known. */
  const idsKnown = async (reply: FastifyReply, checks: IdChecks) => {
    const problem = await unknownIdProblem(app.db, checks);
    if (problem) await badRequest(reply, problem.field, problem.message);
    return !problem;
  };

  app.get(
    '/ts-compare-daily-data/:parameterId/:locationIds/:startDate/:endDate',
    schemaOf('One axis of the time series comparison', ComparisonRecordSchema, { params: ComparisonParamsSchema }),
    async (request, reply) => {
      const { parameterId, locationIds, startDate, endDate } = request.params;
      if (startDate > endDate) return badRequest(reply, 'endDate', 'must not be before startDate');
      if (!(await idsKnown(reply, { parameterId: ['parameters', [parameterId]], locationIds: ['locations', decodeNumberList(locationIds)] }))) return reply;
      return analysis.comparisonRecords(app.db, parameterId, decodeNumberList(locationIds), startDate, endDate);
    },
  );

  app.get(
    '/results-simple/year-comparison',
    schemaOf('Every result of a location and parameter, for the year comparison', ResultRowsSchema.items, { querystring: YearComparisonQuerySchema }),
    async (request, reply) => {
      const { locationid, parameterid } = request.query;
      if (!(await idsKnown(reply, { locationid: ['locations', [locationid]], parameterid: ['parameters', [parameterid]] }))) return reply;
      return analysis.resultRows(app.db, { locationIds: [locationid], parameterIds: [parameterid] });
    },
  );

  app.get(
    '/results-simple/correlation-graph',
    schemaOf('Same-date pairs of two parameters per location (daily means, photic zone) with the least-squares fit of each location', CorrelationPointSchema, { querystring: CorrelationQuerySchema }),
    async (request, reply) => {
      const { locationids, p1, p2, exclude_outliers } = request.query;
      if (!(await idsKnown(reply, { locationids: ['locations', decodeNumberList(locationids)], p1: ['parameters', [p1]], p2: ['parameters', [p2]] }))) return reply;
      return analysis.correlationPoints(app.db, decodeNumberList(locationids), p1, p2, exclude_outliers);
    },
  );

  app.get(
    '/avg-yearly-standard-graph',
    schemaOf('Photic-zone mean per reservoir station and year (July-September, or with season=annual the whole year), with the chlorophyll-a standard', YearlyStandardRowSchema, {
      querystring: YearlyStandardQuerySchema,
    }),
    async (request, reply) => {
      const { parameterid, start_year, end_year, season } = request.query;
      if (start_year > end_year) return badRequest(reply, 'end_year', 'must not be before start_year');
      if (!(await idsKnown(reply, { parameterid: ['parameters', [parameterid]] }))) return reply;
      return analysis.yearlyStandard(app.db, parameterid, start_year, end_year, season);
    },
  );

  app.get(
    '/results-simple/wq-parameter-viewer/drilldown',
    schemaOf('Results of a parameter at reservoir stations, the whole year or July-September', ResultRowsSchema.items, { querystring: DrilldownQuerySchema }),
    async (request, reply) => {
      const { parameterid, start_date, end_date, season, locationIds } = request.query;
      if (start_date > end_date) return badRequest(reply, 'end_date', 'must not be before start_date');
      if (!(await idsKnown(reply, { parameterid: ['parameters', [parameterid]], locationIds: ['locations', decodeNumberList(locationIds)] }))) return reply;
      return analysis.resultRows(app.db, {
        locationIds: decodeNumberList(locationIds),
        parameterIds: [parameterid],
        start: start_date,
        end: end_date,
        months: season === 'summer' ? [...GROWING_SEASON_MONTHS] : undefined,
      });
    },
  );

  app.get(
    '/results-simple/ccr-inflow',
    schemaOf('Inflow concentrations of a parameter group at the inflow sites', ResultRowsSchema.items, { querystring: CcrInflowQuerySchema }),
    async (request, reply) => {
      const { parameterGroup, start_date, end_date, locationIds } = request.query;
      if (start_date > end_date) return badRequest(reply, 'end_date', 'must not be before start_date');
      if (!(await idsKnown(reply, { parameterGroup: ['parameters', decodeNumberList(parameterGroup)], locationIds: ['locations', decodeNumberList(locationIds)] }))) return reply;
      return analysis.resultRows(app.db, { locationIds: decodeNumberList(locationIds), parameterIds: decodeNumberList(parameterGroup), start: start_date, end: end_date });
    },
  );

  app.get(
    '/wq-inflow-comparison',
    schemaOf('Monthly means at CC-10 and CT-2 for the chosen years', InflowComparisonRowSchema, { querystring: InflowComparisonQuerySchema }),
    async (request, reply) => {
      const { parameterid, years, flowcond } = request.query;
      if (!(await idsKnown(reply, { parameterid: ['parameters', [parameterid]] }))) return reply;
      return analysis.inflowComparison(app.db, parameterid, decodeNumberList(years), flowcond);
    },
  );

  const depthProfileRoute = schemaOf('Values by depth and date at a reservoir station', DepthProfileRowSchema, { querystring: DepthProfileQuerySchema });
  const depthProfileHandler = async (
    request: { query: { start_date: string; end_date: string; locationid: number; parameterid: number } },
    reply: FastifyReply,
  ) => {
    const { start_date, end_date, locationid, parameterid } = request.query;
    if (start_date > end_date) return badRequest(reply, 'end_date', 'must not be before start_date');
    if (!(await idsKnown(reply, { parameterid: ['parameters', [parameterid]] }))) return reply;
    return analysis.depthProfile(app.db, locationid, parameterid, start_date, end_date);
  };
  // The spec names the graph's path; the table's path is not shown: /depth-profile serves the same rows.
  app.get('/depth-profile', depthProfileRoute, depthProfileHandler);
  app.get('/depth-profile-graph-data', depthProfileRoute, depthProfileHandler);
  app.get(
    '/depth-profile/list-parameters-dropdown-depth-profile-active',
    { config: PUBLIC_READ, schema: { summary: 'Parameters of the depth profile that have depth data', tags: ['analysis'], response: { 200: Type.Array(SimpleOptionSchema) } } },
    async () => analysis.depthProfileParameters(app.db),
  );

  app.get(
    '/depth-profile-additional-ratio-graph-data-crosstabbed',
    schemaOf('Molar TN:TP, TDN:TDP and TIN:SRP with chlorophyll-a by date', RatioRowSchema, { querystring: RatioQuerySchema }),
    async (request, reply) => {
      const { start_date, end_date, locationid } = request.query;
      if (start_date > end_date) return badRequest(reply, 'end_date', 'must not be before start_date');
      if (!(await idsKnown(reply, { locationid: ['locations', [locationid]] }))) return reply;
      return analysis.nutrientRatios(app.db, locationid, start_date, end_date);
    },
  );
};

export default analysisRoutes;
