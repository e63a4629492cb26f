// The analysis and reservoir pages' data (spec 02 §7), at the spec's paths under /api.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
  YearComparisonQuerySchema,
  YearlyStandardQuerySchema,
  YearlyStandardRowSchema,
} from '../../schemas';
import { checkKnownIds } from '../../db/knownIds';
import { checkRangeOrder } from '../../dateRange';
import { GROWING_SEASON_MONTHS } from '../../domain';
import * as analysis from './repository';
import { PUBLIC_READ } from '../../plugins/response-cache';

export const prefixOverride = '';

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
  app.get(
    '/ts-compare-daily-data/:parameterId/:locationIds/:startDate/:endDate',
    schemaOf('One axis of the time series comparison', ComparisonRecordSchema, { params: ComparisonParamsSchema }),
    async (request) => {
      const { parameterId, startDate, endDate } = request.params;
      const locationIds = decodeNumberList(request.params.locationIds);
      checkRangeOrder(startDate, endDate, { start: 'startDate', end: 'endDate' });
      await checkKnownIds(app.db, { parameterId: ['parameters', [parameterId]], locationIds: ['locations', locationIds] });
      return analysis.comparisonRecords(app.db, parameterId, locationIds, startDate, endDate);
    },
  );

  app.get(
    '/results-simple/year-comparison',
    schemaOf('Every result of a location and parameter, for the year comparison', ResultRowsSchema.items, { querystring: YearComparisonQuerySchema }),
    async (request) => {
      const { locationid, parameterid } = request.query;
      await checkKnownIds(app.db, { locationid: ['locations', [locationid]], parameterid: ['parameters', [parameterid]] });
      return analysis.resultRows(app.db, { locationIds: [locationid], parameterIds: [parameterid] });
    },
  );

  app.get(
    '/results-simple/correlation-graph',
    schemaOf('Same-date pairs of two parameters per location (daily means, photic zone) with the least-squares fit of each location', CorrelationPointSchema, { querystring: CorrelationQuerySchema }),
    async (request) => {
      const { p1, p2, exclude_outliers } = request.query;
      const locationids = decodeNumberList(request.query.locationids);
      await checkKnownIds(app.db, { locationids: ['locations', locationids], p1: ['parameters', [p1]], p2: ['parameters', [p2]] });
      return analysis.correlationPoints(app.db, locationids, p1, p2, exclude_outliers);
    },
  );

  app.get(
    '/avg-yearly-standard-graph',
    schemaOf('Photic-zone mean per reservoir station and year (July-September, or with season=annual the whole year), with the chlorophyll-a standard', YearlyStandardRowSchema, {
      querystring: YearlyStandardQuerySchema,
    }),
    async (request) => {
      const { parameterid, start_year, end_year, season } = request.query;
      checkRangeOrder(start_year, end_year, { start: 'start_year', end: 'end_year' });
      await checkKnownIds(app.db, { parameterid: ['parameters', [parameterid]] });
      return analysis.yearlyStandard(app.db, parameterid, start_year, end_year, season);
    },
  );

  app.get(
    '/results-simple/wq-parameter-viewer/drilldown',
    schemaOf('Results of a parameter at reservoir stations, the whole year or July-September', ResultRowsSchema.items, { querystring: DrilldownQuerySchema }),
    async (request) => {
      const { parameterid, start_date, end_date, season } = request.query;
      const locationIds = decodeNumberList(request.query.locationIds);
      checkRangeOrder(start_date, end_date);
      await checkKnownIds(app.db, { parameterid: ['parameters', [parameterid]], locationIds: ['locations', locationIds] });
      return analysis.resultRows(app.db, {
        locationIds,
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
    async (request) => {
      const { start_date, end_date } = request.query;
      const parameterGroup = decodeNumberList(request.query.parameterGroup);
      const locationIds = decodeNumberList(request.query.locationIds);
      checkRangeOrder(start_date, end_date);
      await checkKnownIds(app.db, { parameterGroup: ['parameters', parameterGroup], locationIds: ['locations', locationIds] });
      return analysis.resultRows(app.db, { locationIds, parameterIds: parameterGroup, start: start_date, end: end_date });
    },
  );

  app.get(
    '/wq-inflow-comparison',
    schemaOf('Monthly means at CC-10 and CT-2 for the chosen years', InflowComparisonRowSchema, { querystring: InflowComparisonQuerySchema }),
    async (request) => {
      const { parameterid, years, flowcond } = request.query;
      await checkKnownIds(app.db, { parameterid: ['parameters', [parameterid]] });
      return analysis.inflowComparison(app.db, parameterid, decodeNumberList(years), flowcond);
    },
  );

  const depthProfileRoute = schemaOf('Values by depth and date at a reservoir station', DepthProfileRowSchema, { querystring: DepthProfileQuerySchema });
  const depthProfileHandler = async (
    request: { query: { start_date: string; end_date: string; locationid: number; parameterid: number } },
  ) => {
    const { start_date, end_date, locationid, parameterid } = request.query;
    checkRangeOrder(start_date, end_date);
    await checkKnownIds(app.db, { parameterid: ['parameters', [parameterid]] });
    return analysis.depthProfile(app.db, locationid, parameterid, start_date, end_date);
  };
  // The spec names the graph's path; the table's path is not shown: /depth-profile serves the same rows.
  app.get('/depth-profile', depthProfileRoute, depthProfileHandler);
  app.get('/depth-profile-graph-data', depthProfileRoute, depthProfileHandler);

  app.get(
    '/depth-profile-additional-ratio-graph-data-crosstabbed',
    schemaOf('Molar TN:TP, TDN:TDP and TIN:SRP with chlorophyll-a by date', RatioRowSchema, { querystring: RatioQuerySchema }),
    async (request) => {
      const { start_date, end_date, locationid } = request.query;
      checkRangeOrder(start_date, end_date);
      await checkKnownIds(app.db, { locationid: ['locations', [locationid]] });
      return analysis.nutrientRatios(app.db, locationid, start_date, end_date);
    },
  );
};

export default analysisRoutes;
