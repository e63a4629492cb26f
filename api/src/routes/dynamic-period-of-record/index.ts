// POST /api/dynamic-period-of-record/rebuild and GET /api/dynamic-period-of-record/status (spec 01 §7,
// issue 14): compute the water-quality summary of a period in the background, and poll it. Periods are
// named by their dates and shared (app.summaryPeriods): a request never changes another visitor's view.
// PUT and DELETE /api/dynamic-period-of-record/pinned (issue 16): staff keep a period forever, or let it go.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { cookieValue } from '../../cookies';
import { BASELINE_PERIOD, REBUILD_NO_UPDATE_MESSAGE } from '../../domain';
import { STAFF_ONLY } from '../../plugins/identity';
import { RATE_LIMITED } from '../../plugins/rate-limits';
import { ErrorResponseSchema, PeriodQuerySchema, PinBodySchema, PinResponseSchema, RebuildBodySchema, RebuildResponseSchema, RebuildStatusSchema } from '../../schemas';
import { assertPeriodHasData, periodOf } from '../../summary/period';
import type { Period } from '../../summary/repository';

/** The period this browser last asked to compute: what a status request without dates reports. */
const LAST_PERIOD_COOKIE = 'summary_period';
const COOKIE_PATH = '/api/dynamic-period-of-record';

function lastRequestedPeriod(request: FastifyRequest): Period {
  const [start, end] = (cookieValue(request.headers.cookie, LAST_PERIOD_COOKIE) ?? '').split('_');
  try {
    return start && end ? periodOf({ startDate: start, endDate: end }) : { ...BASELINE_PERIOD };
  } catch {
    return { ...BASELINE_PERIOD }; // a cookie edited into nonsense is ignored, not an error
  }
}

const dynamicPeriodOfRecord: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/rebuild',
    {
      config: RATE_LIMITED.recalculations,
      schema: {
        summary: 'Compute the water-quality summary of a period (background job)',
        description:
          `Answers at once: 200 with '${REBUILD_NO_UPDATE_MESSAGE}' when that period is already computed; 202 when its ` +
          'computation starts or is already running (the request joins it, on this replica or another). The period is then ' +
          'read with GET /public-map/wq-summary?startDate=…&endDate=…; nobody else\'s view changes.',
        tags: ['summaries'],
        body: RebuildBodySchema,
        response: { 200: RebuildResponseSchema, 202: RebuildResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const period = periodOf(request.body);
      await assertPeriodHasData(app.db, period);
      const outcome = await app.summaryPeriods.request(period);
      reply.header('Set-Cookie', `${LAST_PERIOD_COOKIE}=${period.start}_${period.end}; Path=${COOKIE_PATH}; Max-Age=86400; HttpOnly; SameSite=Lax`);
      if (outcome === 'unchanged') return reply.code(200).send({ message: REBUILD_NO_UPDATE_MESSAGE, status: 'complete' });
      return reply
        .code(202)
        .send({ message: outcome === 'joined' ? 'This period is already being computed; this request joined it.' : 'Rebuild started.', status: 'running' });
    },
  );

  app.get(
    '/status',
    {
      schema: {
        summary: "State of a period's computation: idle (never asked for), running, complete or failed (with the reason)",
        description:
          'The period is startDate..endDate; without them, the period this browser last asked to compute, else the baseline ' +
          `(${BASELINE_PERIOD.start} to ${BASELINE_PERIOD.end}).`,
        tags: ['summaries'],
        querystring: PeriodQuerySchema,
        response: { 200: RebuildStatusSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const named = request.query.startDate !== undefined || request.query.endDate !== undefined;
      const state = await app.summaryPeriods.status(named ? periodOf(request.query) : lastRequestedPeriod(request));
      const period = { period_start: state.period.start, period_end: state.period.end };
      switch (state.status) {
        case 'idle':
        case 'running':
          return { status: state.status, ...period };
        case 'complete':
          return { status: 'complete' as const, ...period, finished_at: state.finishedAt };
        case 'failed':
          return { status: 'failed' as const, ...period, finished_at: state.finishedAt, reason: state.reason };
      }
    },
  );

  app.put(
    '/pinned',
    {
      config: { ...STAFF_ONLY, ...RATE_LIMITED.recalculations },
      schema: {
        summary: 'Pin a period: its summary is kept forever (staff: role Administrator or Developer)',
        description:
          'Computes the period first when it is not (as the rebuild does): 202 while it computes, 200 when it is there. ' +
          'Dates are checked as the rebuild checks them (400 naming the field). Pinned periods are never evicted.',
        tags: ['summaries'],
        body: PinBodySchema,
        response: { 200: PinResponseSchema, 202: PinResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const period = periodOf(request.body);
      await assertPeriodHasData(app.db, period);
      const state = await app.summaryPeriods.pin(period);
      const status = state.status === 'idle' ? 'running' : state.status;
      request.log.info({ event: 'summary.pinned', period, sub: request.identity }, 'summary period pinned');
      return reply.code(status === 'running' ? 202 : 200).send({ period_start: period.start, period_end: period.end, pinned: true, status });
    },
  );

  app.delete(
    '/pinned',
    {
      config: { ...STAFF_ONLY, ...RATE_LIMITED.recalculations },
      schema: {
        summary: 'Unpin a period: it is evicted again like any other once unused (staff: role Administrator or Developer)',
        description: `The period is the query's startDate and endDate. The baseline (${BASELINE_PERIOD.start} to ${BASELINE_PERIOD.end}) stays pinned: 400. A period without a summary: 404.`,
        tags: ['summaries'],
        querystring: PeriodQuerySchema,
        response: { 200: PinResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const period = periodOf(request.query);
      if (!(await app.summaryPeriods.unpin(period))) {
        return reply.code(404).send({ error: 'Not Found', message: `no summary of ${period.start} to ${period.end} is kept` });
      }
      const state = await app.summaryPeriods.status(period);
      request.log.info({ event: 'summary.unpinned', period, sub: request.identity }, 'summary period unpinned');
      return { period_start: period.start, period_end: period.end, pinned: false, status: state.status === 'idle' ? 'running' : state.status };
    },
  );
};

export default dynamicPeriodOfRecord;
