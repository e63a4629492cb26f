// The build's .br/.gz variants are what the server sends (node --test, run by npm test).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { registerStaticApp } from './server.mjs';

const CHUNK = 'chunk.0123456789.js';
const chunkSource = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const indexHtml = `<!doctype html><title>app</title>${'<!-- padding -->'.repeat(100)}`;
let root;
let app;

before(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-precompressed-'));
  // As the production build writes them: the original, and its brotli and gzip variants next to it.
  for (const [name, text] of [[CHUNK, chunkSource], ['index.html', indexHtml]]) {
    fs.writeFileSync(path.join(root, name), text);
    fs.writeFileSync(path.join(root, `${name}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(root, `${name}.gz`), zlib.gzipSync(text));
  }
  app = Fastify();
  await registerStaticApp(app, { root, runtimeConfig: () => ({}) });
  await app.ready();
});

after(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url, acceptEncoding) => app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

test('a hashed chunk is sent as its .br file to a client that accepts br, immutable, varying by Accept-Encoding', async () => {
  const response = await get(`/${CHUNK}`, 'gzip, deflate, br');
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['content-encoding'], 'br');
  assert.match(response.headers.vary, /accept-encoding/i);
  assert.match(response.headers['content-type'], /javascript/);
  assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(zlib.brotliDecompressSync(response.rawPayload).toString(), chunkSource);
});

test('gzip to a client without br, the original to one that accepts no encoding', async () => {
  const gzipped = await get(`/${CHUNK}`, 'gzip');
  assert.equal(gzipped.headers['content-encoding'], 'gzip');
  assert.equal(zlib.gunzipSync(gzipped.rawPayload).toString(), chunkSource);
  const plain = await get(`/${CHUNK}`);
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.match(plain.headers.vary, /accept-encoding/i);
  assert.equal(plain.body, chunkSource);
});

test("the SPA fallback's index.html is sent compressed and no-cache", async () => {
  const response = await get('/tools/map', 'br');
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['content-encoding'], 'br');
  assert.match(response.headers.vary, /accept-encoding/i);
  assert.match(response.headers['content-type'], /text\/html/);
  assert.equal(response.headers['cache-control'], 'no-cache');
  assert.equal(zlib.brotliDecompressSync(response.rawPayload).toString(), indexHtml);
});
