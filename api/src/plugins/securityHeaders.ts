// Security headers of every /api answer. The JSON answers get a policy that allows nothing (they are
// data, never a page: nothing may run, load or frame them); the browsable OpenAPI page (/api/docs,
// swagger UI) gets one that lets its own scripts, styles and calls run. Pages have their own policy
// (tooling/static-server/security-headers.mjs); HSTS is the TLS proxy's. docs/security-headers.md.
import fp from 'fastify-plugin';
import { API_PREFIX } from '../app';

export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** swagger UI: its scripts and styles from /api/docs, the inline styles its React components set, and its data: icons. */
export const DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const DOCS_PATH = `${API_PREFIX}/docs`;

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      const [pathname = ''] = request.url.split('?');
      const docs = pathname === DOCS_PATH || pathname.startsWith(`${DOCS_PATH}/`);
      reply.header('Content-Security-Policy', docs ? DOCS_POLICY : API_POLICY);
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('X-Frame-Options', 'DENY');
    });
  },
  { name: 'security-headers' },
);
