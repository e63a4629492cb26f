// PUT and DELETE /api/dynamic-period-of-record/pinned (issue 16): staff keep a period's summary forever, or
// let it go.
import type { FastifyPluginAsync } from 'fastify';
import { ApiProblem } from '../../../apiProblem';
import { serve } from '../../../contract/serve';
import { STAFF_ONLY } from '../../../plugins/identity';
import { RATE_LIMITED } from '../../../plugins/rateLimits';
import { assertPeriodHasData, periodOf } from '../../../summary/period';
import { deletePinned, putPinned } from './contract';

const config = { ...STAFF_ONLY, ...RATE_LIMITED.recalculations };

const pinned: FastifyPluginAsync = async (app) => {
  serve(
    app,
    putPinned,
    async (request, reply) => {
      const period = periodOf(request.body);
      await assertPeriodHasData(app.db, period);
      const state = await app.summaryPeriods.pin(period);
      const status = state.status === 'idle' ? 'running' : state.status;
      request.log.info({ event: 'summary.pinned', period, sub: request.identity }, 'summary period pinned');
      return reply.code(status === 'running' ? 202 : 200).send({ period_start: period.start, period_end: period.end, pinned: true, status });
    },
    { config },
  );

  serve(
    app,
    deletePinned,
    async (request, reply) => {
      const period = periodOf(request.query);
      if (!(await app.summaryPeriods.unpin(period))) throw new ApiProblem(404, { id: 'summary.notKept', values: { start: period.start, end: period.end } });
      const state = await app.summaryPeriods.status(period);
      request.log.info({ event: 'summary.unpinned', period, sub: request.identity }, 'summary period unpinned');
      return { period_start: period.start, period_end: period.end, pinned: false, status: state.status === 'idle' ? 'running' : state.status };
    },
    { config },
  );
};

export default pinned;
