// GET /api/depth-profile-graph-data: the depth profile graph (spec 02 §7), the rows /depth-profile serves.
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../contract/serve';
import { depthProfileRows } from '../depth-profile';
import { getDepthProfileGraphData } from './contract';

const depthProfileGraphData: FastifyPluginAsync = async (app) => {
  serve(app, getDepthProfileGraphData, depthProfileRows(app.db));
};

export default depthProfileGraphData;
