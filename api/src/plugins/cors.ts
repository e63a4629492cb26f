// Public data: any origin may read the API. A signed-in browser sends its token in the Authorization
// header (never a cookie), so a page of another origin cannot act as the user. Retry-After is exposed so
// pages on another origin (a cross-origin API_BASE_URL) wait as long as a 503 or 429 asks
// (docs/client-retries.md).
import fp from 'fastify-plugin';
import cors from '@fastify/cors';

export default fp(
  async (app) => {
    await app.register(cors, { origin: '*', methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'], exposedHeaders: ['Retry-After'] });
  },
  { name: 'cors' },
);
