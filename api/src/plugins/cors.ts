// Public data: any origin may read the API. A signed-in browser sends its token in the Authorization
// header (never a cookie), so a page of another origin cannot act as the user.
import fp from 'fastify-plugin';
import cors from '@fastify/cors';

export default fp(
  async (app) => {
    await app.register(cors, { origin: '*', methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'] });
  },
  { name: 'cors' },
);
