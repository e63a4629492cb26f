// Cookie parsing and setting (request.cookies, reply.setCookie) for the routes that keep a
// visitor's choice between requests (the period a visitor last asked to compute).
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';

export default fp(
  async (app) => {
    await app.register(cookie);
  },
  { name: 'cookies' },
);
