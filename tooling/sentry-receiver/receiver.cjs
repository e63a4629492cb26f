// A local stand-in for Sentry or GlitchTip, for tests: accepts envelopes at POST /api/<project>/envelope/
// (the newline-delimited format the SDKs send, gzip or plain) and keeps their items, so a test can
// check what the portal reported. Not for production.
'use strict';
const http = require('node:http');
const zlib = require('node:zlib');

/**
 * An envelope's items: a header line, then per item a header line and a payload (of `length` bytes
 * when the item header gives one, else up to the next newline). JSON payloads are parsed.
 */
function parseEnvelope(body) {
  const items = [];
  let at = body.indexOf(0x0a);
  if (at < 0) return { header: JSON.parse(body.toString('utf8')), items };
  const header = JSON.parse(body.subarray(0, at).toString('utf8'));
  at += 1;
  while (at < body.length) {
    const headerEnd = body.indexOf(0x0a, at);
    const itemHeaderText = body.subarray(at, headerEnd < 0 ? body.length : headerEnd).toString('utf8').trim();
    if (!itemHeaderText) {
      at = headerEnd < 0 ? body.length : headerEnd + 1;
      continue;
    }
    const itemHeader = JSON.parse(itemHeaderText);
    const start = headerEnd + 1;
    let end = typeof itemHeader.length === 'number' ? start + itemHeader.length : body.indexOf(0x0a, start);
    if (end < 0) end = body.length;
    const raw = body.subarray(start, end).toString('utf8');
    let payload = raw;
    try {
      payload = JSON.parse(raw);
    } catch {
      // Attachments and other non-JSON items stay text.
    }
    items.push({ type: itemHeader.type, header: itemHeader, payload });
    at = end + 1;
  }
  return { header, items };
}

/**
 * Starts the receiver on `host` (`port` 0: any free port). A browser test passes 'localhost': Chromium
 * refuses a page on http://localhost a call to http://127.0.0.1 (Local Network Access).
 */
async function startSentryReceiver({ port = 0, host = '127.0.0.1' } = {}) {
  const envelopes = [];
  const waiters = new Set();
  const server = http.createServer((request, response) => {
    // Pages post from their own origin: CORS, so the browser neither blocks nor logs the request.
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    const route = /^\/api\/(\d+)\/envelope\/?(?:\?|$)/.exec(request.url ?? '');
    if (request.method !== 'POST' || !route) return response.writeHead(404).end();
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      try {
        if (request.headers['content-encoding'] === 'gzip') body = zlib.gunzipSync(body);
        const envelope = { project: route[1], ...parseEnvelope(body) };
        envelopes.push(envelope);
        for (const waiter of waiters) waiter();
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      } catch (error) {
        response.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'Bad Request', message: String(error) }));
      }
    });
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const { port: listening } = server.address();
  const origin = `http://${host}:${listening}`;
  const events = () => envelopes.flatMap((envelope) => envelope.items.filter((item) => item.type === 'event').map((item) => item.payload));
  return {
    origin,
    /** A DSN for project 1 on this receiver. */
    dsn: `http://public@${host}:${listening}/1`,
    envelopes,
    events,
    /** The first event that `matches`, once it has arrived (rejects after `timeoutMs`). */
    waitForEvent(matches = () => true, timeoutMs = 10000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events().find(matches);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching event within ${timeoutMs} ms; received ${events().length} event(s)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

module.exports = { parseEnvelope, startSentryReceiver };
