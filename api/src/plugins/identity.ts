// Who is calling. The identity never comes from a field the client sends: today every caller is the
// anonymous 'public' user; the sign-in issue verifies the bearer token here and sets the token's
// subject instead. Routes compare any user id in a request with `request.identity`.
import fp from 'fastify-plugin';
import { ANONYMOUS_USER } from '../domain';

export { ANONYMOUS_USER };

declare module 'fastify' {
  interface FastifyRequest {
    identity: string;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('identity', ANONYMOUS_USER);
  },
  { name: 'identity' },
);
