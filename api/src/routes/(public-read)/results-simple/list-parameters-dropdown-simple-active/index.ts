// GET /api/results-simple/list-parameters-dropdown-simple-active: the parameters with results, as options (a dropdown list of the analysis pages, spec 02 §7).
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../../contract/serve';
import { getActiveParameterOptions } from './contract';
import { activeParameterOptions } from './repository';

const activeParameterOptionsRoute: FastifyPluginAsync = async (app) => {
  serve(app, getActiveParameterOptions, async () => activeParameterOptions(app.db));
};

export default activeParameterOptionsRoute;
