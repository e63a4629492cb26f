// The caller-dependent routes: the answer depends on who asks (the signed-in user, or this browser by its
// visitor cookie), so they read an optional identity and are never publicly cached. Every route below this folder.
import type { FastifyPluginAsync } from 'fastify';
import { CALLER_DEPENDENT } from '../../plugins/identity';

const callerDependent: FastifyPluginAsync = async (app) => {
  app.routePolicy = { ...app.routePolicy, ...CALLER_DEPENDENT };
};

export default callerDependent;
