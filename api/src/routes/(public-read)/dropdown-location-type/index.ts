// GET /api/dropdown-location-type: the location types (a dropdown list of the analysis pages, spec 02 §7).
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../contract/serve';
import { getDropdownLocationType } from './contract';
import { locationTypes } from './repository';

const locationTypesRoute: FastifyPluginAsync = async (app) => {
  serve(app, getDropdownLocationType, async () => locationTypes(app.db));
};

export default locationTypesRoute;
