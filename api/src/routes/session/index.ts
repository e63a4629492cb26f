// GET /api/session: who the bearer token says the caller is (spec 01 §6 "Current user: roles, with flags
// isDeveloper, isAdmin, isUser"). Signed-in callers only: without a token it is 401.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLES } from '../../domain';
import { SIGNED_IN } from '../../plugins/identity';
import { SessionSchema } from '../../schemas';

const session: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'The signed-in caller: subject, name and roles, with the role flags',
        description: 'From the verified bearer token only (nothing is stored). 401 without a valid token.',
        tags: ['session'],
        response: { 200: SessionSchema },
      },
    },
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
  );
};

export default session;
