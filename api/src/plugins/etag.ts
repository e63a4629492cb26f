// ETag on successful GET responses (a hash of the body) and 304 for a matching If-None-Match, so
// clients revalidate large, rarely changing answers (the site summary) without downloading them.
// The ETag names the JSON document, whatever Content-Encoding carries it (plugins/compress.ts): the
// API serves no byte ranges, the one thing a per-encoding strong ETag would protect. If-None-Match is
// compared weakly (RFC 9110 §13.1.2), so a proxy that weakens the ETag when it re-encodes (nginx
// does) still gets its 304.
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';

/** The ETag of an answer's body. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

const opaqueTag = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** Whether an If-None-Match header (a list of tags or `*`) matches the ETag, by weak comparison. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = opaqueTag(etag);
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || opaqueTag(trimmed) === wanted;
  });
}

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload; // streams: no ETag
      // A cached answer (plugins/responseCache.ts) arrives with the ETag computed when it was stored.
      const stored = reply.getHeader('ETag');
      const etag = typeof stored === 'string' ? stored : etagOf(payload);
      reply.header('ETag', etag);
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-cache');
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    });
  },
  { name: 'etag' },
);
