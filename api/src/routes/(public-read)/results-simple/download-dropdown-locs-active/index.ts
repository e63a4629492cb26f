// GET /api/results-simple/download-dropdown-locs-active: the active locations with results, as options (a dropdown list of the analysis pages, spec 02 §7).
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../../contract/serve';
import { getActiveLocationOptions } from './contract';
import { activeLocationOptions } from './repository';

const activeLocationOptionsRoute: FastifyPluginAsync = async (app) => {
  serve(app, getActiveLocationOptions, async () => activeLocationOptions(app.db));
};

export default activeLocationOptionsRoute;
