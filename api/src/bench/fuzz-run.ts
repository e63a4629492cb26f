// The fuzz benchmark (`npm run bench`): the fuzz of fuzz.test.ts at benchmark size (FUZZ_COUNT, default
// 5,000 malformed requests over every OpenAPI operation, FUZZ_CONCURRENCY 8 at a time) against a running
// server: FUZZ_URL (e.g. http://127.0.0.1:8090), or else an API this script starts on a seeded embedded
// database (scale 0.05) at 127.0.0.1:FUZZ_PORT (default: any free port). Prints the answers by status,
// every 5xx with its request, and whether /api/health still answers; exits 1 on a 5xx.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { openDatabase } from '../db';
import { DEFAULT_SEED, seedDatabase } from '../generator';
import { fuzzRequests, operationsOf, runFuzz, type FuzzAnswer, type FuzzRequest, type OpenApiDocument } from './fuzz';

const COUNT = Number(process.env.FUZZ_COUNT ?? 5000);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8);

/** One request over HTTP exactly as generated (node:http keeps broken percent-encodings as they are). */
function send(base: URL, request: FuzzRequest): Promise<FuzzAnswer> {
  return new Promise((resolve) => {
    // A connection of its own (agent: false): a request the server refuses unread (e.g. a body above
    // the limit) closes its connection, which must not fail another request.
    const outgoing = http.request({ agent: false, host: base.hostname, port: base.port, method: request.method, path: request.url, headers: request.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8', 0, 1000) }));
    });
    // A connection the server closed on a request it refused (e.g. a body above the limit) is no 5xx.
    outgoing.on('error', (error) => resolve({ status: 0, body: `connection: ${error.message}` }));
    outgoing.end(request.payload);
  });
}

async function main(): Promise<void> {
  let base: URL;
  let stop = async () => {};
  if (process.env.FUZZ_URL) {
    base = new URL(process.env.FUZZ_URL);
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basin-fuzz-'));
    const db = await openDatabase({ dataDir });
    try {
      console.log('seeding an embedded database (scale 0.05)…');
      await seedDatabase(db, { seed: DEFAULT_SEED, scale: 0.05 });
    } finally {
      await db.end();
    }
    const app = await buildApp({ logger: { level: 'fatal' }, dataDir });
    base = new URL(await app.listen({ port: Number(process.env.FUZZ_PORT ?? 0), host: '127.0.0.1' }));
    stop = async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const document = (await (await fetch(new URL('/api/openapi.json', base))).json()) as OpenApiDocument;
  const operations = operationsOf(document).length;
  const started = Date.now();
  const tally = await runFuzz(fuzzRequests(document, { seed: 'bench', count: COUNT }), (request) => send(base, request), CONCURRENCY);
  const seconds = (Date.now() - started) / 1000;
  const health = await fetch(new URL('/api/health', base));
  await stop();

  console.log(`\nFuzz: ${tally.total} malformed requests over ${operations} operations in ${seconds.toFixed(1)} s (${base.origin})`);
  console.log(
    Object.entries(tally.byStatus)
      .map(([status, count]) => `  ${status === '0' ? 'connection closed' : status}: ${count}`)
      .join('\n'),
  );
  console.log(`  5xx: ${tally.serverErrors.length}`);
  for (const error of tally.serverErrors.slice(0, 20)) console.log(`    ${error.status} ${error.what}\n      ${error.body}`);
  console.log(`  GET /api/health after: ${health.status}`);
  if (tally.serverErrors.length > 0 || health.status !== 200) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
