// GET /api/dropdown-parameters: the parameters with results; POST: those of the given parameter groups
// (a dropdown list of the analysis pages, spec 02 §7).
import type { FastifyPluginAsync } from 'fastify';
import { splitCommaLists } from '../../../commaLists';
import { serve } from '../../../contract/serve';
import { getDropdownParameters, postDropdownParameters } from './contract';
import { parameters } from './repository';

const dropdownParameters: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', splitCommaLists(['parameterGroups']));
  serve(app, getDropdownParameters, async () => parameters(app.db, null));
  serve(app, postDropdownParameters, async (request) => parameters(app.db, request.body.parameterGroups));
};

export default dropdownParameters;
