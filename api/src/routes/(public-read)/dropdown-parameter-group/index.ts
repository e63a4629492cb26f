// GET /api/dropdown-parameter-group: the parameter groups (a dropdown list of the analysis pages, spec 02 §7).
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../contract/serve';
import { getDropdownParameterGroup } from './contract';
import { parameterGroups } from './repository';

const parameterGroupsRoute: FastifyPluginAsync = async (app) => {
  serve(app, getDropdownParameterGroup, async () => parameterGroups(app.db));
};

export default parameterGroupsRoute;
