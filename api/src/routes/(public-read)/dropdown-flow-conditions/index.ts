// GET /api/dropdown-flow-conditions: the flow conditions (a dropdown list of the analysis pages, spec 02 §7).
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../contract/serve';
import { getDropdownFlowConditions } from './contract';
import { flowConditions } from './repository';

const flowConditionsRoute: FastifyPluginAsync = async (app) => {
  serve(app, getDropdownFlowConditions, async () => flowConditions(app.db));
};

export default flowConditionsRoute;
