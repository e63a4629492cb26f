// ETag on successful GET responses (a hash of the body) and 304 for a matching If-None-Match, so
// clients revalidate large, rarely changing answers (the site summary) without downloading them.
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload; // streams: no ETag
      // A cached answer (plugins/response-cache.ts) arrives with the ETag computed when it was stored.
      const stored = reply.getHeader('ETag');
      const etag = typeof stored === 'string' ? stored : `"${createHash('sha1').update(payload).digest('base64url')}"`;
      reply.header('ETag', etag);
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-cache');
      if (request.headers['if-none-match'] === etag) {
        reply.code(304);
        return '';
      }
      return payload;
    });
  },
  { name: 'etag' },
);
