// GET /api/dropdown/{name}: the displayed and stored pairs of a named list (counties, organizations,
// sources, huc-12; spec 02 §7).
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../../contract/serve';
import { getGenericDropdown } from './contract';
import { genericDropdown } from './repository';

const genericDropdownRoute: FastifyPluginAsync = async (app) => {
  serve(app, getGenericDropdown, async (request) => genericDropdown(app.db, request.params.name));
};

export default genericDropdownRoute;
