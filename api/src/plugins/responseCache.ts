// Serves repeated public reads from memory. A route opts in with `config: { responseCache: true }`;
// its successful answer is kept under the request URL (with scheme and host) until the public data changes, ready to send:
// the JSON, its brotli and gzip variants (compressed once, when stored: plugins/compress.ts), its ETag
// and its headers. A hit sends the variant the client accepts, or 304 to a matching If-None-Match
// (plugins/etag.ts) without a body, and costs about what sending a static file costs: no query of the
// data, no serialisation, no compression, no hash. It is marked `X-Response-Cache: hit`.
//
// Freshness across processes and replicas: the data revision (migrations/270_data_revision.sql) changes
// with every write to the public data, whichever process makes it, and a new revision empties the
// cache. Each request waits for a read of that row started after the request arrived, so no process
// serves an answer older than the database was when the request came in. Those reads are shared:
// while one is under way, every request that arrives waits for the next one, which starts as soon as
// the running one ends. Under load that is one indexed single-row read per round trip instead of one
// per request, so a hit costs a database round trip of latency but not a database connection of its
// own (one read serves dozens of requests at 50 connections), on PGlite's single connection too. A
// push scheme (LISTEN/NOTIFY) would save the round trip but not be correct without a read anyway: a
// notification arrives after the commit, so a request in between would get the older answer.
//
// Stale if error: when the revision cannot be read because the database is out of reach (a restart,
// an outage), the last good answer is sent as it is, marked `X-Response-Cache: stale`, instead of an
// error: the public reads keep answering through a database blip. Without a stored answer the request
// goes on to its handler, which waits for the database a few seconds (db/poolDatabase.ts) and is
// answered 503 with Retry-After if it does not come back.
//
// Only routes whose answer depends on nothing but the URL may opt in (not the caller's identity); a
// signed-in caller (a verified token, plugins/identity.ts) is never served from the cache nor stored
// in it, so a staff answer cannot reach the public and the public answer is not served to staff.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db';
import { isConnectionError } from '../db/poolDatabase';
import { COMPRESS_THRESHOLD_BYTES, ENCODINGS, storedVariants, type ContentEncoding } from './compress';
import { matchesIfNoneMatch } from './etag';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends only on the URL and the public data: cache it (plugins/responseCache.ts). */
    responseCache?: boolean;
  }
  interface FastifyRequest {
    /** The data revision a cacheable miss was computed under; null when not cacheable or a hit. */
    responseCacheRevision: string | null;
  }
}

/** Headers of the answer that are kept with it and sent again on a hit. */
const KEPT_HEADERS = ['content-type', 'cache-control'] as const;

interface CachedAnswer {
  etag: string;
  headers: Partial<Record<(typeof KEPT_HEADERS)[number], string>>;
  identity: Buffer;
  /** Absent below the compression threshold: such answers are sent plain to everyone. */
  encoded: Record<ContentEncoding, Buffer> | null;
}

/** The data revision, read so that every caller sees a read that started after it asked (see the top). */
export class RevisionReader {
  private running: Promise<string> | null = null;
  private queued: Promise<string> | null = null;

  constructor(private readonly db: Database) {}

  read(): Promise<string> {
    if (this.running === null) {
      this.running = this.query().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    // The running read may have started before this caller arrived: wait for the next one.
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.read();
      });
    return this.queued;
  }

  /** Fails at once when the database is out of reach: the caller then has a stored answer to send. */
  private async query(): Promise<string> {
    const { rows } = await this.db.queryWithoutWaiting<{ revision: string }>('SELECT revision::text AS revision FROM data_revision');
    return rows[0]?.revision ?? '0';
  }
}

/** The encoding to send: the first of ours (br, then gzip) the client accepts with a q above 0; null for none. */
export function acceptedEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    quality.set(name!.trim(), q === undefined ? 1 : Number(q));
  }
  return ENCODINGS.find((encoding) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0) ?? null;
}

function appendVary(reply: FastifyReply, header: string): void {
  const vary = reply.getHeader('Vary');
  if (!vary) reply.header('Vary', header);
  else if (!String(vary).toLowerCase().includes(header.toLowerCase())) reply.header('Vary', `${String(vary)}, ${header}`);
}

/** The bytes to send for the client's Accept-Encoding, with Content-Encoding and Vary set. */
function variantFor(answer: CachedAnswer, acceptEncoding: string | undefined, reply: FastifyReply): Buffer {
  if (answer.encoded === null) return answer.identity;
  appendVary(reply, 'Accept-Encoding');
  const encoding = acceptedEncoding(acceptEncoding);
  if (encoding === null) return answer.identity;
  reply.header('Content-Encoding', encoding);
  return answer.encoded[encoding];
}

/** Answers are kept per URL as the client reached it: OGC API answers (routes/ogc) hold absolute links of its host. */
const cacheKey = (request: FastifyRequest) => `${request.protocol}://${request.host}${request.url}`;

const answerBytes = (answer: CachedAnswer) => answer.identity.length + (answer.encoded ? answer.encoded.br.length + answer.encoded.gzip.length : 0);

export default fp(
  async (app) => {
    const maxSize = app.config.responseCacheBytes;
    if (maxSize <= 0) return;
    const cache = new LRUCache<string, CachedAnswer>({ maxSize, sizeCalculation: (answer) => Math.max(1, answerBytes(answer)) });
    const revisions = new RevisionReader(app.db);
    let revision: string | null = null;
    /** Logged once when the revision cannot be read, and once when it can again (not per request). */
    let outOfReach = false;

    /** The data revision now; null when the database is out of reach (the stored answers are then all there is). */
    async function currentRevision(): Promise<string | null> {
      let current: string;
      try {
        current = await revisions.read();
      } catch (error) {
        if (!isConnectionError(error)) throw error;
        if (!outOfReach) app.log.warn({ err: error }, 'database out of reach: stored answers are sent as they are (stale)');
        outOfReach = true;
        return null;
      }
      if (outOfReach) app.log.info('database reachable again: stored answers are checked against the data revision');
      outOfReach = false;
      if (current !== revision) {
        cache.clear();
        revision = current;
      }
      return current;
    }

    // Misses that arrive together (a cold cache under load) compute the same answer; its variants are
    // compressed once (brotli at quality 9 is the costly part) and shared, keyed by URL and ETag.
    const compressing = new Map<string, Promise<Record<ContentEncoding, Buffer>>>();
    function encodedOnce(key: string, identity: Buffer): Promise<Record<ContentEncoding, Buffer>> {
      let variants = compressing.get(key);
      if (!variants) {
        variants = storedVariants(identity).finally(() => compressing.delete(key));
        compressing.set(key, variants);
      }
      return variants;
    }

    app.decorateRequest('responseCacheRevision', null);

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || !request.routeOptions.config.responseCache || request.user !== null) return;
      const requestRevision = await currentRevision();
      const hit = cache.get(cacheKey(request));
      if (!hit) {
        // Out of reach: the handler's own queries wait for the database, and its answer is not stored.
        request.responseCacheRevision = requestRevision;
        return;
      }
      reply.header('ETag', hit.etag).header('X-Response-Cache', requestRevision === null ? 'stale' : 'hit').headers(hit.headers);
      if (matchesIfNoneMatch(request.headers['if-none-match'], hit.etag)) {
        // A 304 carries the Vary its 200 would (RFC 9110 §15.4.5), so caches key it alike.
        if (hit.encoded !== null) appendVary(reply, 'Accept-Encoding');
        return reply.code(304).send();
      }
      return reply.send(variantFor(hit, request.headers['accept-encoding'], reply));
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const computedUnder = request.responseCacheRevision;
      if (computedUnder === null || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const etag = reply.getHeader('ETag');
      if (typeof etag !== 'string') return payload;
      const identity = Buffer.from(payload);
      const headers: CachedAnswer['headers'] = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (typeof value === 'string') headers[name] = value;
      }
      const answer: CachedAnswer = { etag, headers, identity, encoded: identity.length < COMPRESS_THRESHOLD_BYTES ? null : await encodedOnce(`${cacheKey(request)} ${etag}`, identity) };
      // Kept only if the data did not change while it was computed (the revision is still the same).
      if (computedUnder === revision) cache.set(cacheKey(request), answer);
      // Sent already encoded: plugins/compress.ts leaves an answer with a Content-Encoding alone.
      return variantFor(answer, request.headers['accept-encoding'], reply);
    });
  },
  { name: 'response-cache', dependencies: ['env', 'db', 'etag', 'identity', 'compress'] },
);

/** Route config of a public read whose answer depends only on its URL and the data: `{ config: PUBLIC_READ, schema }`. */
export const PUBLIC_READ = { responseCache: true } as const;
