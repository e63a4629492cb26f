// `npm run bench` (after build and seed): serves the API on a free local port and measures the
// data routes with autocannon. Uses the same database settings as the server (DATABASE_URL or
// PGLITE_DATA_DIR). BENCH_SECONDS (10) and BENCH_CONNECTIONS (10) tune the load.
import autocannon from 'autocannon';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app';

const ROUTES = ['/api/health', '/api/locations-param-summary'];

async function main(): Promise<void> {
  const app = await buildApp({ logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  try {
    for (const route of ROUTES) {
      const result = await autocannon({
        url: `http://127.0.0.1:${port}${route}`,
        duration: Number(process.env.BENCH_SECONDS ?? 10),
        connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
      });
      console.log(
        `${route.padEnd(32)} ${result.requests.average.toFixed(1).padStart(8)} req/s  ` +
          `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms  ` +
          `(${result.non2xx} non-2xx, ${result.errors} errors)`,
      );
    }
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
