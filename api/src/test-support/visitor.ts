import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * One anonymous browser for app.inject: each request carries the visitor cookie the API issued it
 * (the saved filter, counts and downloads of 'public' belong to that cookie).
 */
export function anonymousVisitor(app: () => FastifyInstance) {
  let cookie: string | undefined;
  return {
    send: async (options: Pick<InjectOptions, 'method' | 'url' | 'payload'>) => {
      const response = await app().inject({ ...options, headers: cookie ? { cookie } : {} });
      const issued = response.headers['set-cookie'];
      if (issued) cookie = String(issued).split(';')[0];
      return response;
    },
    /** The cookie the API issued (undefined before the first answer). */
    cookie: () => cookie,
  };
}
