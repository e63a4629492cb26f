// GET /api/session: who the bearer token says the caller is (spec 01 §6 "Current user: roles, with flags
// isDeveloper, isAdmin, isUser"). Signed-in callers only: without a token it is 401.
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../contract/serve';
import { ROLES } from '../../domain';
import { SIGNED_IN } from '../../plugins/identity';
import { getSession } from './contract';

const session: FastifyPluginAsync = async (app) => {
  serve(
    app,
    getSession,
    async (request, reply) => {
      const user = request.user!;
      reply.header('Cache-Control', 'no-store');
      return {
        sub: user.sub,
        name: user.name ?? null,
        roles: user.roles,
        isDeveloper: user.roles.includes(ROLES.developer),
        isAdmin: user.roles.includes(ROLES.administrator),
        isUser: user.roles.includes(ROLES.user),
      };
    },
    { config: SIGNED_IN },
  );
};

export default session;
