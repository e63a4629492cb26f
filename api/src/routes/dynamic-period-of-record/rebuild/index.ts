// POST /api/dynamic-period-of-record/rebuild (spec 01 §7, issue 14): compute the water-quality summary of a
// period in the background (../status polls it). Periods are named by their dates and shared
// (app.summaryPeriods): a request never changes another visitor's view.
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../contract/serve';
import { REBUILD_NO_UPDATE_MESSAGE } from '../../../domain';
import { RATE_LIMITED } from '../../../plugins/rateLimits';
import { assertPeriodHasData, periodOf } from '../../../summary/period';
import { lastPeriodCookie } from '../status/lastRequestedPeriod';
import { postRebuild } from './contract';

const rebuild: FastifyPluginAsync = async (app) => {
  serve(
    app,
    postRebuild,
    async (request, reply) => {
      const period = periodOf(request.body);
      await assertPeriodHasData(app.db, period);
      const outcome = await app.summaryPeriods.request(period);
      reply.header('Set-Cookie', lastPeriodCookie(period));
      if (outcome === 'unchanged') return reply.code(200).send({ message: REBUILD_NO_UPDATE_MESSAGE, status: 'complete' });
      return reply
        .code(202)
        .send({ message: outcome === 'joined' ? 'This period is already being computed; this request joined it.' : 'Rebuild started.', status: 'running' });
    },
    { config: RATE_LIMITED.recalculations },
  );
};

export default rebuild;
