// Serves one built app (the host or a remote) the way it is deployed: its files, its run-time
// /config.json, CORS for the federation manifest, and cache headers that let a remote be redeployed
// without stale caches (entry points no-cache, content-hashed chunks immutable). Files are served
// precompressed: the production build writes .br and .gz next to each text asset (tooling/webpack),
// and the variant the client accepts is sent as is, with Content-Encoding and Vary: Accept-Encoding.
import path from 'node:path';
import fs from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { runtimeConfigFromEnv } from './runtime-config.mjs';
import { registerSecurityHeaders } from './security-headers.mjs';

const HASHED = /\.[0-9a-f]{10}\.(js|css)$/;
const NO_CACHE = new Set(['index.html', 'main.js', 'mf-manifest.json', 'mf-stats.json', 'config.json']);
/** The build's precompressed variants (`main.js.br`) are cached like the file they encode. */
const ENCODED_VARIANT = /\.(br|gz)$/;

function cacheControlFor(filePath) {
  const base = path.basename(filePath).replace(ENCODED_VARIANT, '');
  if (NO_CACHE.has(base) || base.startsWith('remoteEntry')) return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/**
 * Registers an app's static files on a Fastify instance (at `/`). Unknown paths that look like
 * pages get index.html, so client-side routes survive a reload. The host and a remote are served alike
 * (security headers included: security-headers.mjs).
 * @param {import('fastify').FastifyInstance} app
 * @param {{ root: string, env?: object, runtimeConfig?: () => object, spaFallback?: boolean }} options
 *   `env`: the environment the configuration and the headers are read from (process.env)
 */
export async function registerStaticApp(app, { root, env = process.env, runtimeConfig = () => runtimeConfigFromEnv(env), spaFallback = true }) {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${root} has no index.html: build the app first (npm run build)`);
  }
  // Built once now, so a bad setting (e.g. BASEMAP_PROVIDER) stops the server at start, not each /config.json.
  registerSecurityHeaders(app, runtimeConfig(), { env });
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api')) reply.header('Access-Control-Allow-Origin', '*');
  });
  app.get('/config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return runtimeConfig();
  });
  await app.register(fastifyStatic, {
    root,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControlFor(filePath)),
  });
  if (spaFallback) {
    app.setNotFoundHandler((request, reply) => {
      const isPage = request.method === 'GET' && !path.extname(request.url.split('?')[0]) && !request.url.startsWith('/api');
      if (!isPage) return reply.code(404).type('application/json').send({ error: 'Not Found', message: `${request.url} does not exist` });
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    });
  }
}

/** A standalone server for one app: the production image's (bin.mjs, host or remote), npm start's remotes. */
export async function startStaticServer({ root, port, host = process.env.HOST || '0.0.0.0', logger = false, env = process.env }) {
  const app = Fastify({ logger });
  await registerStaticApp(app, { root, env });
  await app.listen({ port, host });
  return app;
}
