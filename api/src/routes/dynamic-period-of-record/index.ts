// POST /api/dynamic-period-of-record/rebuild and GET /api/dynamic-period-of-record/status (spec 01 §7):
// recompute the water-quality summary for another period as a background job, and poll it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { REBUILD_NO_UPDATE_MESSAGE } from '../../domain';
import { ErrorResponseSchema, RebuildBodySchema, RebuildResponseSchema, RebuildStatusSchema } from '../../schemas';
import { dataRange } from '../../summary/repository';
import { RebuildJobs } from '../../summary/rebuildJobs';

function badRequest(reply: FastifyReply, field: string, message: string) {
  return reply.code(400).send({ error: 'Bad Request', field, message });
}

const dynamicPeriodOfRecord: FastifyPluginAsyncTypebox = async (app) => {
  const jobs = new RebuildJobs(app.db, app.log);
  app.addHook('onClose', async () => jobs.settled());

  app.post(
    '/rebuild',
    {
      schema: {
        summary: 'Recompute the water-quality summary for a period (background job)',
        description:
          'Answers at once. 202 when a rebuild starts or one is already running (the request joins it); 200 with ' +
          `'${REBUILD_NO_UPDATE_MESSAGE}' when the dates are the current period. Who may rebuild is decided with sign-in; today anyone may.`,
        tags: ['summaries'],
        body: RebuildBodySchema,
        response: { 200: RebuildResponseSchema, 202: RebuildResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { startDate, endDate } = request.body;
      if (Number.isNaN(Date.parse(startDate))) return badRequest(reply, 'startDate', 'must be a real calendar date');
      if (Number.isNaN(Date.parse(endDate))) return badRequest(reply, 'endDate', 'must be a real calendar date');
      if (startDate >= endDate) return badRequest(reply, 'endDate', 'must be after startDate');
      const range = await dataRange(app.db);
      if (!range || endDate < range.start || startDate > range.end) {
        return badRequest(reply, 'startDate', `the period must overlap the data (${range?.start ?? 'none'} to ${range?.end ?? 'none'})`);
      }
      const outcome = await jobs.request({ start: startDate, end: endDate });
      if (outcome === 'unchanged') return reply.code(200).send({ message: REBUILD_NO_UPDATE_MESSAGE, status: 'complete' });
      return reply.code(202).send({ message: outcome === 'joined' ? 'A rebuild is already running; this request joined it.' : 'Rebuild started.', status: 'running' });
    },
  );

  app.get(
    '/status',
    {
      schema: {
        summary: 'State of the summary rebuild: idle, running, complete (with the period) or failed (with the reason)',
        tags: ['summaries'],
        response: { 200: RebuildStatusSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const state = await jobs.state();
      switch (state.status) {
        case 'idle':
          return { status: 'idle' as const };
        case 'running':
          return { status: 'running' as const, period_start: state.period.start, period_end: state.period.end };
        case 'complete':
          return { status: 'complete' as const, period_start: state.period.start, period_end: state.period.end, finished_at: state.finishedAt };
        case 'failed':
          return { status: 'failed' as const, period_start: state.period.start, period_end: state.period.end, finished_at: state.finishedAt, reason: state.reason };
      }
    },
  );
};

export default dynamicPeriodOfRecord;
