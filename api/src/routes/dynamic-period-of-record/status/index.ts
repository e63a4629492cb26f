// GET /api/dynamic-period-of-record/status (spec 01 §7, issue 14): the state of a period's computation
// (../rebuild starts it). Not cached: the state changes while the period computes.
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../contract/serve';
import { periodOf } from '../../../summary/period';
import { getRebuildStatus } from './contract';
import { lastRequestedPeriod } from './lastRequestedPeriod';

const status: FastifyPluginAsync = async (app) => {
  serve(app, getRebuildStatus, async (request, reply) => {
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
  });
};

export default status;
