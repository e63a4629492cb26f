// The dropdown lists of the analysis pages (spec 02 §7). Their paths are the spec's, each at the
// top of /api, so this folder does not add a prefix.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  FlowConditionItemSchema,
  GenericDropdownItemSchema,
  GenericDropdownParamsSchema,
  LocationAssocItemSchema,
  LocationTypeItemSchema,
  LocationTypesBodySchema,
  ParameterGroupItemSchema,
  ParameterGroupsBodySchema,
  ParameterItemSchema,
  SimpleOptionSchema,
} from '../../schemas';
import * as dropdowns from './repository';
import { PUBLIC_READ } from '../../plugins/response-cache';

export const prefixOverride = '';

const list = <T extends Parameters<typeof Type.Array>[0]>(item: T, summary: string) => ({
  config: PUBLIC_READ,
  schema: { summary, tags: ['dropdowns'], response: { 200: Type.Array(item) } },
});

/** Body lists may come as one comma-separated string ('147,152'): split them before the schema checks the items. */
const LIST_BODY_FIELDS = ['parameterGroups', 'locationTypes'];

const dropdownRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => {
    const body = request.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object') return;
    for (const field of LIST_BODY_FIELDS) {
      const value = body[field];
      if (typeof value === 'string') body[field] = value === '' ? [] : value.split(',').map((item) => item.trim());
    }
  });
  app.get('/dropdown-parameter-group', list(ParameterGroupItemSchema, 'Parameter groups'), async () => dropdowns.parameterGroups(app.db));
  app.get('/dropdown-parameters', list(ParameterItemSchema, 'Parameters with results'), async () => dropdowns.parameters(app.db, null));
  app.post(
    '/dropdown-parameters',
    { schema: { ...list(ParameterItemSchema, 'Parameters of the given groups').schema, body: ParameterGroupsBodySchema } },
    async (request) => dropdowns.parameters(app.db, request.body.parameterGroups),
  );
  app.get('/dropdown-locations-assoc', list(LocationAssocItemSchema, 'Locations with their parameters and parameter groups'), async () => dropdowns.locationsAssoc(app.db, null));
  app.post(
    '/dropdown-locations-assoc',
    { schema: { ...list(LocationAssocItemSchema, 'Locations of the given types').schema, body: LocationTypesBodySchema } },
    async (request) => dropdowns.locationsAssoc(app.db, request.body.locationTypes),
  );
  app.get('/dropdown-location-type', list(LocationTypeItemSchema, 'Location types'), async () => dropdowns.locationTypes(app.db));
  app.get('/dropdown-flow-conditions', list(FlowConditionItemSchema, 'Flow conditions: 3 all, 2 base, 1 storm'), async () => dropdowns.flowConditions(app.db));
  app.get('/results-simple/download-dropdown-locs-active', list(SimpleOptionSchema, 'Active locations with results'), async () => dropdowns.activeLocationOptions(app.db));
  app.get('/results-simple/list-parameters-dropdown-simple-active', list(SimpleOptionSchema, 'Parameters with results'), async () => dropdowns.activeParameterOptions(app.db));
  app.get(
    '/dropdown/:name',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'Generic dropdown: displayed and stored pairs of a named list',
        tags: ['dropdowns'],
        params: GenericDropdownParamsSchema,
        response: { 200: Type.Array(GenericDropdownItemSchema) },
      },
    },
    async (request) => dropdowns.genericDropdown(app.db, request.params.name),
  );
};

export default dropdownRoutes;
