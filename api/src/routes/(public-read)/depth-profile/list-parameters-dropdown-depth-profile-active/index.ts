// GET /api/depth-profile/list-parameters-dropdown-depth-profile-active: the parameters of the depth profile
// that have depth data at a reservoir station (the dropdown of the Depth Profile page, spec 02 §7).
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../../contract/serve';
import { getDepthProfileParameters } from './contract';
import { depthProfileParameters } from './repository';

const depthProfileParametersRoute: FastifyPluginAsync = async (app) => {
  serve(app, getDepthProfileParameters, async () => depthProfileParameters(app.db));
};

export default depthProfileParametersRoute;
