// The hot reads against a static-file floor (issue 17): each hot read at HOT_CONNECTIONS (50) next to
// a static file of the same bytes served by the same server. The file is the hot read's own answer
// saved with its brotli and gzip variants, served by @fastify/static with preCompressed (as the
// portal's files are), so both send the same bytes to the same Accept-Encoding; only the way they
// are produced differs. The target: the hot read serves at least half the file's requests per second
// with a p99 at most twice the file's, measured back to back in one run (absolute numbers on a
// shared machine are noise, the ratios are not).
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { loadTest, percentile, type LoadResult } from './load';

/** The reads the map and the site summary make on every visit. */
export const HOT_READS: ReadonlyArray<{ name: string; url: string }> = [
  { name: 'wq-summary', url: '/api/public-map/wq-summary' },
  { name: 'wells', url: '/api/public-map/wells' },
  { name: 'filters', url: '/api/public-map/filters' },
  { name: 'sources', url: '/api/public-map/sources' },
  { name: 'layers', url: '/api/public-map/layers' },
  { name: 'site-summary', url: '/api/locations-param-summary' },
];

const STATIC_PREFIX = '/bench-static/';
/** What a browser sends. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

/** Serves the floor files (written later, per hot read, into `dir`) from the API's own server. */
export async function registerStaticFloor(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, { root: dir, prefix: STATIC_PREFIX, preCompressed: true, decorateReply: false });
}

function bytesOf(base: string, url: string, acceptEncoding: string): Promise<{ body: Buffer; encoding: string | null }> {
  // fetch would decode the body: node's http hands over the bytes as sent.
  return new Promise((resolve, reject) => {
    const req = request(`${base}${url}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url}: HTTP ${response.statusCode}`));
        else resolve({ body: Buffer.concat(chunks), encoding: (response.headers['content-encoding'] as string | undefined) ?? null });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export interface HotReadRow {
  name: string;
  /** Bytes sent to a browser (brotli when the answer is compressed). */
  bytes: number;
  hot: LoadResult;
  file: LoadResult;
}

/**
 * Writes each hot read's answer as a static file (plain, .br and .gz, the exact bytes the API sends),
 * then loads the file and the hot read back to back at `connections`.
 */
export async function benchHotReads(base: string, dir: string, connections: number, seconds: number, only?: RegExp): Promise<HotReadRow[]> {
  const rows: HotReadRow[] = [];
  for (const { name, url } of HOT_READS.filter((read) => !only || only.test(read.url))) {
    const plain = await bytesOf(base, url, 'identity');
    const br = await bytesOf(base, url, 'br');
    const gzip = await bytesOf(base, url, 'gzip');
    const file = `${name}.json`;
    writeFileSync(path.join(dir, file), plain.body);
    if (br.encoding === 'br') writeFileSync(path.join(dir, `${file}.br`), br.body);
    if (gzip.encoding === 'gzip') writeFileSync(path.join(dir, `${file}.gz`), gzip.body);
    const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    const fileResult = await loadTest({ url: `${base}${STATIC_PREFIX}${file}`, headers, connections, seconds });
    const hotResult = await loadTest({ url: `${base}${url}`, headers, connections, seconds });
    rows.push({ name, bytes: br.body.length, hot: hotResult, file: fileResult });
    process.stderr.write('.');
  }
  return rows;
}

/** The table of hot reads: each beside its file, with the two ratios the target is about. */
export function hotReadTable(engine: string, rows: HotReadRow[], connections: number): string[] {
  const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
  const lines = [
    `| engine | hot read (${connections} connections) | bytes sent | p50 ms | p99 ms | req/s | file p50 ms | file p99 ms | file req/s | req/s ratio (target ≥ 0.5) | p99 ratio (target ≤ 2) |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { name, bytes, hot, file } of rows) {
    const failures = hot.failures + file.failures ? ` (${hot.failures} + ${file.failures} failed)` : '';
    lines.push(
      `| ${engine} | ${name}${failures} | ${bytes.toLocaleString('en-US')} | ${ms(percentile(hot.latencies, 50))} | ${ms(percentile(hot.latencies, 99))} | ${hot.rps.toFixed(0)} | ` +
        `${ms(percentile(file.latencies, 50))} | ${ms(percentile(file.latencies, 99))} | ${file.rps.toFixed(0)} | ${(hot.rps / file.rps).toFixed(2)} | ${(percentile(hot.latencies, 99) / percentile(file.latencies, 99)).toFixed(2)} |`,
    );
  }
  return lines;
}
