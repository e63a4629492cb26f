// Rate limits on the costly calls (issue 17): CSV downloads, record counts and summary period
// computations (rebuild, pin, unpin), per client IP (behind a proxy: TRUST_PROXY) and minute, from
// app.config.rateLimits. Over the limit: 429 with Retry-After and a message the page shows. The counters
// live in the database (rate_limit_hits, one atomic upsert per request), so every replica counts the
// same requests; a route opts in with `config: RATE_LIMITED.<group>`.
import fp from 'fastify-plugin';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { ApiProblem } from '../apiProblem';
import type { Database } from '../db';
import type { RateLimits } from './env';

type RateLimitGroup = keyof RateLimits;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rate-limited group the route belongs to. */
    rateLimited?: RateLimitGroup;
  }
}

/** Route configs of the limited groups. */
export const RATE_LIMITED = {
  downloads: { rateLimited: 'downloads' },
  recordCounts: { rateLimited: 'recordCounts' },
  recalculations: { rateLimited: 'recalculations' },
} as const satisfies Record<RateLimitGroup, { rateLimited: RateLimitGroup }>;


const WINDOW_MS = 60_000;
/** How often rows of ended windows are deleted. */
const CLEANUP_INTERVAL_MS = 10 * 60_000;

type IncrementCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store interface on the database: `incr` counts one request of a key in its
 * window (a fixed window that starts with the key's first request) and reports the count and the
 * milliseconds left. One statement, so two replicas counting at once never lose a request.
 */
export class DatabaseRateLimitStore {
  constructor(private readonly db: Database) {}

  incr(key: string, callback: IncrementCallback, timeWindow: number): void {
    this.db
      .query<{ hits: number; ttl: number }>(
        `INSERT INTO rate_limit_hits AS counted (key, hits, window_ends)
         VALUES ($1, 1, clock_timestamp() + $2 * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN counted.window_ends <= clock_timestamp() THEN 1 ELSE counted.hits + 1 END,
           window_ends = CASE WHEN counted.window_ends <= clock_timestamp() THEN EXCLUDED.window_ends ELSE counted.window_ends END
         RETURNING hits, greatest(0, ceil(extract(epoch FROM window_ends - clock_timestamp()) * 1000))::int AS ttl`,
        [key, timeWindow],
      )
      .then(
        ({ rows }) => callback(null, { current: rows[0]!.hits, ttl: rows[0]!.ttl }),
        (error: Error) => callback(error),
      );
  }

  /** Every route shares the one table: keys name their group (see keyGenerator). */
  child(): DatabaseRateLimitStore {
    return this;
  }
}

/** Deletes the counters of ended windows (a window restarts from 1 either way). */
const deleteEndedWindows = (db: Database) => db.query('DELETE FROM rate_limit_hits WHERE window_ends < clock_timestamp()');

export default fp(
  async (app) => {
    const { db } = app;
    const limits = app.config.rateLimits;
    // Before @fastify/rate-limit's own onRoute hook: turns a route's group into its limit.
    app.addHook('onRoute', (route) => {
      const group = route.config?.rateLimited;
      if (!group) return;
      route.config = {
        ...route.config,
        rateLimit: {
          max: limits[group],
          timeWindow: WINDOW_MS,
          keyGenerator: (request) => `${group}:${normalizeIP(request.ip)}`,
          errorResponseBuilder: (_request, context) =>
            new ApiProblem(429, { id: 'server.rateLimited', values: { what: group, max: String(context.max), seconds: String(Math.max(1, Math.ceil(context.ttl / 1000))) } }),
        },
      };
    });
    await app.register(rateLimit, {
      global: false,
      store: class extends DatabaseRateLimitStore {
        constructor() {
          super(db);
        }
      },
    });
    const cleanup = setInterval(() => {
      deleteEndedWindows(db).catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit cleanup failed'));
    }, CLEANUP_INTERVAL_MS);
    cleanup.unref();
    app.addHook('onClose', async () => clearInterval(cleanup));
  },
  { name: 'rate-limits', dependencies: ['env', 'db'] },
);
