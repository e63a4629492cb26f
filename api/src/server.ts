// Standalone API server: `node dist/server.js`. API_PORT (8090) and HOST (0.0.0.0). SIGTERM or SIGINT
// drains: readiness turns 503 and new requests get 503 while the requests and downloads in flight
// finish; then the pool and the PGlite worker close and the process exits. SHUTDOWN_TIMEOUT_MS
// (default 8000, under Docker's 10 s stop timeout) bounds the drain: past it, the process exits anyway.
// First: error reporting must instrument http and Fastify before they load (instrument.ts).
import './instrument';
import { buildApp } from './app';
import { numberSetting } from './plugins/env';

async function main(): Promise<void> {
  const shutdownTimeoutMs = numberSetting(process.env, 'SHUTDOWN_TIMEOUT_MS', 8000, { minimum: 1 });
  const app = await buildApp();
  const port = Number(process.env.API_PORT ?? 8090);
  const host = process.env.HOST ?? '0.0.0.0';
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, shutdownTimeoutMs }, 'draining: in-flight requests finish, new ones get 503');
    setTimeout(() => {
      app.log.error({ shutdownTimeoutMs }, 'drain time exceeded: exiting with requests still open');
      process.exit(1);
    }, shutdownTimeoutMs).unref();
    app.basinApi
      .drain()
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port, host });
  void app.basinApi.summaryPeriods.warmUp().catch((error: unknown) => app.log.warn({ err: error }, 'summary warm-up failed'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
