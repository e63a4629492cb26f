// Builds the data service as a Fastify instance without listening, so that the all-in-one portal
// server can add the host's static files at `/` on the same instance. Everything the API registers
// (plugins, error and 404 handlers, CORS, docs, routes) lives in one encapsulated context under
// /api and never touches other paths.
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import autoload from '@fastify/autoload';
import { trustProxySetting, type AppOptions } from './plugins/env';
import { API_PREFIX } from './contract/serve';

export type { AppOptions } from './plugins/env';
export { API_PREFIX };
/** How long the API's plugins (the database first) may take to start before the start is abandoned. */
const PLUGIN_TIMEOUT_MS = 120_000;

/** Plugins and routes are .ts under jest and .js when compiled; tests, type declarations and contracts are skipped. */
const IGNORED_FILES = /(?:\.test|\.d|contract|repository)\.[cm]?[jt]s$/;

/** A folder named in parentheses groups routes under one policy without adding to their path: routes/(public-read)/basin is /api/basin. */
const routePrefixOf = (_parent: string, folder: string) => (folder.startsWith('(') ? false : folder);

declare module 'fastify' {
  interface FastifyInstance {
    /** The encapsulated /api context, with its decorations (db, summaryPeriods): for tests and tools. */
    basinApi: FastifyInstance;
  }
}

export interface BuildAppOptions extends AppOptions {
  /** Fastify logger setting; default: pino at LOG_LEVEL (info). */
  logger?: FastifyServerOptions['logger'];
  /** Proxies whose X-Forwarded-For gives the client IP; default TRUST_PROXY (off). */
  trustProxy?: boolean | string;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { logger = { level: process.env.LOG_LEVEL ?? 'info' }, trustProxy = trustProxySetting(), ...appOptions } = options;
  // Path parameters carry id lists (e.g. /wq-time-series/daily/68/28,29): allow long ones, so a list
  // that is too long gets the schema's 400 naming the field instead of a bare 414.
  // pluginTimeout: opening and migrating the embedded database takes seconds, and on a loaded machine
  // (a CI runner starting three data services at once) more than Fastify's default 10 s; a plugin that
  // fails still fails at once, the timeout only stops a start that hangs.
  const app = Fastify({ logger, trustProxy, pluginTimeout: PLUGIN_TIMEOUT_MS, routerOptions: { maxParamLength: 2000 } });
  let scope: FastifyInstance | undefined;
  await app.register(
    async function basinApi(api) {
      scope = api;
      await api.register(autoload, { dir: path.join(__dirname, 'plugins'), options: appOptions, ignorePattern: IGNORED_FILES });
      // routeParams: a folder `_id` is the path parameter `:id` (routes/(staff)/imports/_id/undo: POST /imports/:id/undo).
      // autohooks.ts: a group's policy (app.routePolicy), for every route below it.
      api.decorate('routePolicy', {});
      await api.register(autoload, {
        dir: path.join(__dirname, 'routes'),
        ignorePattern: IGNORED_FILES,
        routeParams: true,
        dirNameRoutePrefix: routePrefixOf,
        autoHooks: true,
        cascadeHooks: true,
      });
    },
    { prefix: API_PREFIX },
  );
  app.decorate('basinApi', scope!);
  return app;
}
