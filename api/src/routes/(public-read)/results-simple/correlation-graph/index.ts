// GET /api/results-simple/correlation-graph: same-date pairs of two parameters with each location's
// least-squares line (spec 02 §7; statistics/regression.ts).
import type { FastifyPluginAsync } from 'fastify';
import { joinListQuery } from '../../../../contract/listQuery';
import { serve } from '../../../../contract/serve';
import { checkKnownIds } from '../../../../db/knownIds';
import { decodeNumberList } from '../../../../schemas/ids';
import { getCorrelationGraph } from './contract';
import { correlationPoints } from './repository';

const correlationGraph: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', joinListQuery);
  serve(app, getCorrelationGraph, async (request) => {
    const { p1, p2, exclude_outliers } = request.query;
    const locationids = decodeNumberList(request.query.locationids);
    await checkKnownIds(app.db, { locationids: ['locations', locationids], p1: ['parameters', [p1]], p2: ['parameters', [p2]] });
    return correlationPoints(app.db, locationids, p1, p2, exclude_outliers);
  });
};

export default correlationGraph;
