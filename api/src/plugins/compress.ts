// Compresses API answers (brotli or gzip, whichever the client prefers) with @fastify/compress.
// Answers are made per request, so brotli runs at a cheap quality; the response cache
// (plugins/responseCache.ts) compresses its answers once, when it stores them, at a higher one, and
// sends them with their Content-Encoding set, which this plugin leaves alone. Streams (the CSV
// download) are compressed as they stream, never buffered. Answers below the threshold stay plain:
// the headers of a compressed answer would cost more than they save.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Below about one packet, compression saves nothing a client would notice. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Per-request brotli: quality 4 compresses about as well as gzip -6 at a fraction of the default 11's time. */
const DYNAMIC_BROTLI_QUALITY = 4;
/** Compressed once per cached answer and data revision, then sent many times: worth a better ratio. */
const STORED_BROTLI_QUALITY = 9;
/**
 * Brotli's best quality for stored answers up to this size: a third smaller than quality 9 on the map's
 * GeoJSON sources (395 KB: 56 KB instead of 88 KB, issue 17) for about half a second once per data
 * revision; larger answers (the 3 MB wq-summary would take 6 s) keep quality 9.
 */
export const STORED_BEST_QUALITY_MAX_BYTES = 512 * 1024;

/** The encodings offered, the client's preference decides between them. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof ENCODINGS)[number];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The brotli and gzip variants of an answer kept by the response cache (on the thread pool, not the event loop). */
export async function storedVariants(body: Buffer): Promise<Record<ContentEncoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: body.length <= STORED_BEST_QUALITY_MAX_BYTES ? zlib.constants.BROTLI_MAX_QUALITY : STORED_BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body),
  ]);
  return { br, gzip: gz };
}

export default fp(
  async (app) => {
    await app.register(compress, {
      encodings: [...ENCODINGS],
      threshold: COMPRESS_THRESHOLD_BYTES,
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    });
  },
  { name: 'compress' },
);
