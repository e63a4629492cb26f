// Serves repeated public reads from memory. A route opts in with `config: { responseCache: true }`;
// its successful answer (body, ETag, content type) is kept under the request URL until the public data
// changes: every request reads the data revision (migrations/270_data_revision.sql), one indexed row,
// and a new revision empties the cache. Each process or replica has its own cache, and none of them
// can serve an answer older than the database. A hit skips the query, the serialisation and the ETag
// hash, which are most of a large answer's cost; it is marked `X-Response-Cache: hit`.
// Only routes whose answer depends on nothing but the URL may opt in (not the caller's identity); a
// signed-in caller (a verified token, plugins/identity.ts) is never served from the cache nor stored
// in it, so a staff answer cannot reach the public and the public answer is not served to staff.
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends only on the URL and the public data: cache it (plugins/response-cache.ts). */
    responseCache?: boolean;
  }
  interface FastifyRequest {
    /** The data revision a cacheable miss was computed under; null when not cacheable or a hit. */
    responseCacheRevision: string | null;
  }
}

interface CachedResponse {
  body: string;
  etag: string;
  contentType: string;
}

export default fp(
  async (app) => {
    const maxSize = app.config.responseCacheBytes;
    if (maxSize <= 0) return;
    const cache = new LRUCache<string, CachedResponse>({ maxSize, sizeCalculation: (entry) => Math.max(1, entry.body.length) });
    let revision: string | null = null;

    async function currentRevision(): Promise<string> {
      const { rows } = await app.db.query<{ revision: string }>('SELECT revision::text AS revision FROM data_revision');
      const current = rows[0]?.revision ?? '0';
      if (current !== revision) {
        cache.clear();
        revision = current;
      }
      return current;
    }

    app.decorateRequest('responseCacheRevision', null);

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || !request.routeOptions.config.responseCache || request.user !== null) return;
      const requestRevision = await currentRevision();
      const hit = cache.get(request.url);
      if (!hit) {
        request.responseCacheRevision = requestRevision;
        return;
      }
      // The etag plugin answers 304 to a matching If-None-Match and keeps this ETag instead of hashing.
      reply.header('ETag', hit.etag).header('Content-Type', hit.contentType).header('X-Response-Cache', 'hit');
      return reply.send(hit.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const computedUnder = request.responseCacheRevision;
      // Kept only if the data did not change while it was computed (the revision is still the same).
      if (computedUnder === null || computedUnder !== revision || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const etag = reply.getHeader('ETag');
      const contentType = reply.getHeader('Content-Type');
      if (typeof etag === 'string' && typeof contentType === 'string') cache.set(request.url, { body: payload, etag, contentType });
      return payload;
    });
  },
  { name: 'response-cache', dependencies: ['env', 'db', 'etag', 'identity'] },
);

/** Route config of a public read whose answer depends only on its URL and the data: `{ config: PUBLIC_READ, schema }`. */
export const PUBLIC_READ = { responseCache: true } as const;
