// Who may frame the portal's pages, asked of the servers as they run (node --test, run by npm test):
// the production image's static server started as its Dockerfile starts it (bin.mjs, once as the host and
// once as a remote), and npm start's servers (scripts/serve.mjs: the host inside the API's Fastify, each
// remote on its own port). Every page but the embeds refuses other sites; docs/security-headers.md.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { registerStaticApp, startStaticServer } from './server.mjs';

const BIN = fileURLToPath(new URL('./bin.mjs', import.meta.url));
/** docker-compose.yml's environment of every static app (x-front-end-env, x-static-app), as the image runs it. */
const COMPOSE_ENV = {
  PORT: '8080',
  PORTAL_URL: 'https://portal.example.org',
  REMOTE_MAP_URL: 'https://portal.example.org/remotes/map/mf-manifest.json',
  REMOTE_EXPLORE_URL: 'https://portal.example.org/remotes/explore/mf-manifest.json',
  REMOTE_WQ_UPDATE_URL: 'https://portal.example.org/remotes/wq-update/mf-manifest.json',
  REMOTE_TOOLS_URL: 'https://portal.example.org/remotes/tools/mf-manifest.json',
};
const PAGES = ['/', '/index.html', '/tools/site-summary-table', '/explore/time-series-comparisons?parameterid=2', '/sites/68'];
const EMBEDS = ['/data-access/public-map-i-frame', '/data-access/public-map-i-frame-pap?view=-104.85,39.6,11', '/data-access/public-map-i-frame-stream-logger'];

const roots = [];
function builtApp(name) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `static-frame-${name}-`));
  fs.writeFileSync(path.join(root, 'index.html'), `<!doctype html><title>${name}</title>`);
  roots.push(root);
  return root;
}
after(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `node bin.mjs --dir <root> --port <port>` with exactly `env` (as the image: CMD of deploy/app.Dockerfile). */
async function startBin(root, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [BIN, '--dir', root, '--port', String(port)], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 50) {
    if (child.exitCode !== null) throw new Error(`bin.mjs exited (${child.exitCode}): ${stderr}`);
    if (waited > 15_000) throw new Error(`bin.mjs did not answer on ${base}: ${stderr}`);
    try {
      if ((await fetch(`${base}/config.json`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The frame-ancestors sources of a page (undefined: the directive is absent) and its X-Frame-Options. */
async function framing(base, pathname) {
  const response = await fetch(`${base}${pathname}`);
  assert.equal(response.status, 200, pathname);
  assert.match(response.headers.get('content-type'), /text\/html/, pathname);
  const policy = response.headers.get('content-security-policy');
  assert.ok(policy, `${pathname} has a Content-Security-Policy`);
  const directive = policy.split(/;\s*/).find((part) => part.startsWith('frame-ancestors '));
  return { ancestors: directive?.split(' ').slice(1), xFrameOptions: response.headers.get('x-frame-options') };
}

async function assertOnlyAllowed(base, ancestors) {
  for (const pathname of PAGES) {
    assert.deepEqual(await framing(base, pathname), { ancestors, xFrameOptions: 'SAMEORIGIN' }, pathname);
  }
  for (const pathname of EMBEDS) {
    assert.deepEqual(await framing(base, pathname), { ancestors: undefined, xFrameOptions: null }, pathname);
  }
}

describe('the production image (bin.mjs)', () => {
  test('as the host: pages only in frames of its own origin (the portal\'s), embeds in any site\'s', async () => {
    const server = await startBin(builtApp('host'), COMPOSE_ENV);
    try {
      await assertOnlyAllowed(server.base, ["'self'", 'https://portal.example.org']);
    } finally {
      await server.stop();
    }
  });

  test('as a remote behind the proxy: the same, its standalone pages included', async () => {
    const server = await startBin(builtApp('remote-tools'), COMPOSE_ENV);
    try {
      await assertOnlyAllowed(server.base, ["'self'", 'https://portal.example.org']);
    } finally {
      await server.stop();
    }
  });

  test('as a remote on its own origin: the portal (PORTAL_URL) may frame its pages, no other site', async () => {
    const server = await startBin(builtApp('remote-map'), { ...COMPOSE_ENV, PORTAL_URL: 'https://portal.example.org/basin/', REMOTE_MAP_URL: 'https://map.example.org/mf-manifest.json' });
    try {
      await assertOnlyAllowed(server.base, ["'self'", 'https://portal.example.org']);
    } finally {
      await server.stop();
    }
  });

  test('a PORTAL_URL that is no http(s) URL stops the server instead of widening frame-ancestors', async () => {
    await assert.rejects(startBin(builtApp('remote-explore'), { ...COMPOSE_ENV, PORTAL_URL: '*' }), /bin\.mjs exited \(1\).*PORTAL_URL/s);
  });
});

describe('npm start (scripts/serve.mjs)', () => {
  const env = { PORT: '8080' };
  let host;
  let remote;

  before(async () => {
    // The host inside the API's Fastify on PORT, a remote on its own port (PORT+4), both from one environment.
    host = Fastify();
    await registerStaticApp(host, { root: builtApp('host'), env });
    await host.listen({ port: 0, host: '127.0.0.1' });
    remote = await startStaticServer({ root: builtApp('remote-tools'), port: 0, host: '127.0.0.1', env });
  });
  after(async () => {
    await host?.close();
    await remote?.close();
  });

  const baseOf = (app) => `http://127.0.0.1:${app.server.address().port}`;

  test('the host: pages only in frames of the portal\'s origin, embeds in any site\'s', async () => {
    await assertOnlyAllowed(baseOf(host), ["'self'", 'http://localhost:8080']);
  });

  test('a remote on its own port: the portal\'s pages (http://localhost:PORT) may frame it, no other site', async () => {
    await assertOnlyAllowed(baseOf(remote), ["'self'", 'http://localhost:8080']);
  });
});
