// GET /api/dropdown-locations-assoc: the locations with their parameters and parameter groups; POST: those
// of the given location types (a dropdown list of the analysis pages, spec 02 §7).
import type { FastifyPluginAsync } from 'fastify';
import { splitCommaLists } from '../../../commaLists';
import { serve } from '../../../contract/serve';
import { getDropdownLocationsAssoc, postDropdownLocationsAssoc } from './contract';
import { locationsAssoc } from './repository';

const dropdownLocationsAssoc: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', splitCommaLists(['locationTypes']));
  serve(app, getDropdownLocationsAssoc, async () => locationsAssoc(app.db, null));
  serve(app, postDropdownLocationsAssoc, async (request) => locationsAssoc(app.db, request.body.locationTypes));
};

export default dropdownLocationsAssoc;
