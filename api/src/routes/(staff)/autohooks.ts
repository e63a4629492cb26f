// The staff actions: role Administrator or Developer (docs/decisions.md "Sign-in"); 401 without a token,
// 403 for another role. Every route below this folder.
import type { FastifyPluginAsync } from 'fastify';
import { STAFF_ONLY } from '../../plugins/identity';

const staff: FastifyPluginAsync = async (app) => {
  app.routePolicy = { ...app.routePolicy, ...STAFF_ONLY };
};

export default staff;
