// Standalone API server: `node dist/server.js`. API_PORT (8090) and HOST (0.0.0.0); SIGINT or
// SIGTERM closes the server, the pool and the PGlite worker before exiting.
import { buildApp } from './app';

async function main(): Promise<void> {
  const app = await buildApp();
  const port = Number(process.env.API_PORT ?? 8090);
  const host = process.env.HOST ?? '0.0.0.0';
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
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
