// The plugin in the API's /api context with the plugins it meets there (errors, swagger), without a database.
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import { API_PREFIX } from '../app';
import errors from './errors';
import errorReporting from './errorReporting';
import securityHeaders, { API_POLICY, DOCS_POLICY } from './securityHeaders';
import swagger from './swagger';

describe('security headers of the API', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(
      async (api) => {
        await api.register(errorReporting, { errorReporting: null });
        await api.register(errors);
        await api.register(securityHeaders);
        await api.register(swagger);
        api.get('/health', { schema: { querystring: Type.Object({ verbose: Type.Optional(Type.Boolean()) }) } }, async () => ({ status: 'ok' }));
      },
      { prefix: API_PREFIX },
    );
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ['a JSON answer', '/api/health', 200],
    ['a 400', '/api/health?verbose=perhaps', 400],
    ['an unknown path', '/api/no-such-route', 404],
  ])('%s allows nothing and may not be framed', async (_name, url, status) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-security-policy']).toBe(API_POLICY);
    expect(API_POLICY).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the OpenAPI page gets a policy its own scripts and calls work with, still without eval', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(DOCS_POLICY);
    // Its scripts are files under /api/docs (no inline script), which DOCS_POLICY allows.
    expect(page.body).toMatch(/<script src="/);
    expect(page.body).not.toMatch(/<script>/);
    expect(DOCS_POLICY).not.toMatch(/unsafe-eval/);
  });
});
