// Readiness, graceful shutdown and load shedding.
// Draining (SIGTERM in server.ts calls `app.drain()`): readiness turns 503 at once and every new request
// except the health checks gets 503 with Connection: close (a proxy retries it on another replica),
// while the requests and downloads in flight finish; `drain()` resolves when none is left, and the
// server then closes. Load shedding (@fastify/under-pressure): while the event loop is saturated,
// requests get 503 with Retry-After instead of queueing without end; the liveness check is exempt,
// so a busy process is not restarted. Thresholds: app.config.loadShedding.
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { ApiProblem } from '../apiProblem';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once draining began: readiness and new requests answer 503. */
    draining: boolean;
    /** Starts draining; resolves when no request is in flight any more. */
    drain(): Promise<void>;
  }
  interface FastifyContextConfig {
    /** Answered while draining (the health checks). */
    duringDrain?: boolean;
  }
}

/** Route config of a route that answers even under pressure (liveness). */
export const NEVER_SHED = { pressureHandler: () => undefined, duringDrain: true } as const;
/** Route config of the readiness check: answers while draining (with 503), shed under pressure. */
export const DURING_DRAIN = { duringDrain: true } as const;

/** Seconds a shed or drained request is told to wait. */
const RETRY_AFTER_SECONDS = 5;

/** The answer of a request shed under load (@fastify/under-pressure sends it, with Retry-After). */
class ServerBusy extends ApiProblem {
  constructor() {
    super(503, { id: 'server.busy', values: { seconds: String(RETRY_AFTER_SECONDS) } });
  }
}

export default fp(
  async (app) => {
    let inFlight = 0;
    let idle: (() => void) | undefined;
    app.decorate('draining', false);
    app.decorate('drain', function drain() {
      app.draining = true;
      return new Promise<void>((resolve) => {
        if (inFlight === 0) resolve();
        else idle = resolve;
      });
    });
    app.addHook('onRequest', async (request, reply) => {
      if (app.draining && !request.routeOptions.config.duringDrain) {
        throw new ApiProblem(503, { id: 'server.shuttingDown' }, { retryAfterSeconds: RETRY_AFTER_SECONDS, headers: { Connection: 'close' } });
      }
      inFlight += 1;
      // 'close' comes once the response is sent in full (a download: its last row) or the client left.
      reply.raw.once('close', () => {
        inFlight -= 1;
        if (inFlight === 0) idle?.();
      });
    });
    // Answers sent while draining close their connection, so the proxy's keep-alive pool lets go of
    // this replica before it stops listening.
    app.addHook('onSend', async (_request, reply) => {
      if (app.draining) reply.header('Connection', 'close');
    });
    app.addHook('preClose', async () => {
      app.draining = true;
    });

    const { maxEventLoopDelayMs, maxEventLoopUtilization, sampleIntervalMs } = app.config.loadShedding;
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      maxEventLoopUtilization,
      sampleInterval: sampleIntervalMs,
      retryAfter: RETRY_AFTER_SECONDS,
      customError: ServerBusy,
    });
  },
  { name: 'lifecycle', dependencies: ['env'] },
);
