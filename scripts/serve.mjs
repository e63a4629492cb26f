#!/usr/bin/env node
// Serves the whole built portal the way it is deployed: the host and the API on PORT (8080), each
// remote from its own origin (PORT+1 .. PORT+4), with the production image's security headers
// (tooling/static-server/security-headers.mjs; a remote's pages may be framed by the portal's origin,
// PORTAL_URL, default http://localhost:PORT). Seeds the embedded database on first run.
// Staff sign-in: unless AUTH_AUTHORITY names a real provider (or DEV_IDP=off), the development identity
// provider (tooling/dev-idp) runs on https://localhost:PORT+5 and the portal and the API use it.
// Ctrl-C (SIGINT) or SIGTERM drains the API's requests in flight, then closes every server and the database.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { registerStaticApp, startStaticServer } from '../tooling/static-server/server.mjs';
import { REMOTES, portalPort, portalUrl, remotePort } from '../tooling/static-server/runtime-config.mjs';
import { DEV_IDP_DEFAULTS, TEST_USERS, ensureDevCertificate, startDevIdp } from '../tooling/dev-idp/src/index.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.HOST || '0.0.0.0';
const logger = { level: process.env.LOG_LEVEL || 'warn' };
const devIdpOn = process.env.DEV_IDP !== 'off' && !process.env.AUTH_AUTHORITY;
const devIdpPort = Number(process.env.DEV_IDP_PORT || portalPort() + 5);
const devIdpDataDir = path.resolve(process.env.DEV_IDP_DATA_DIR || path.join(repo, '.data/dev-idp'));

/**
 * The file NODE_EXTRA_CA_CERTS must name for this process to trust the provider's certificate: the
 * certificate itself, or a bundle of it and the CA file NODE_EXTRA_CA_CERTS named already.
 */
function extraCaCertsFile(certPath) {
  const given = process.env.NODE_EXTRA_CA_CERTS;
  const bundle = path.join(devIdpDataDir, 'extra-ca-certs.pem');
  if (!given || given === certPath || given === bundle) return given || certPath;
  fs.writeFileSync(bundle, `${fs.readFileSync(given, 'utf8').trim()}\n${fs.readFileSync(certPath, 'utf8')}`);
  return bundle;
}

/**
 * The API in this process fetches the provider's keys over https, and Node reads NODE_EXTRA_CA_CERTS
 * only at start: without it, this script runs itself again with it and passes on signals and exit code.
 */
async function rerunTrustingDevCertificate() {
  const { certPath } = await ensureDevCertificate(devIdpDataDir);
  const caFile = extraCaCertsFile(certPath);
  if (process.env.NODE_EXTRA_CA_CERTS === caFile) return false;
  // This file, not process.argv[1]: scripts/start.mjs imports it after installing and building.
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return true;
}

/** Starts the development provider and points the API and /config.json at it (unless already set). */
async function startDevIdentityProvider() {
  const idp = await startDevIdp({
    port: devIdpPort,
    host,
    dataDir: devIdpDataDir,
    portalOrigins: [portalUrl()],
    accessTokenTtlSeconds: process.env.DEV_IDP_ACCESS_TOKEN_TTL ? Number(process.env.DEV_IDP_ACCESS_TOKEN_TTL) : undefined,
  });
  const settings = {
    AUTH_AUTHORITY: idp.issuer,
    AUTH_CLIENT_ID: DEV_IDP_DEFAULTS.clientId,
    AUTH_AUDIENCE: DEV_IDP_DEFAULTS.audience,
    AUTH_SCOPES: DEV_IDP_DEFAULTS.apiScope,
    AUTH_ROLES_CLAIM: DEV_IDP_DEFAULTS.rolesClaim,
  };
  for (const [name, value] of Object.entries(settings)) process.env[name] ||= value;
  return idp;
}

function seedDatabase() {
  // Seeding runs in its own process and prints its progress; it does nothing when data exists.
  const result = spawnSync(process.execPath, [path.join(repo, 'api/dist/cli/seed.js')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Seeding the database failed (exit ${result.status})`);
}

async function startPortal() {
  const { buildApp } = await import(pathToFileURL(path.join(repo, 'api/dist/app.js')).href);
  const app = await buildApp({ logger });
  await registerStaticApp(app, { root: path.join(repo, 'host/dist') });
  await app.listen({ port: portalPort(), host });
  // The summary threads start and optimise their code now, not on a visitor's first new period.
  app.basinApi.summaryPeriods.warmUp().catch((error) => app.log.warn({ err: error }, 'summary warm-up failed'));
  return app;
}

async function serve() {
  const devIdp = devIdpOn ? await startDevIdentityProvider() : undefined;
  seedDatabase();
  const servers = [await startPortal()];
  if (devIdp) servers.push(devIdp);
  for (const [remote, { dir }] of Object.entries(REMOTES)) {
    servers.push(await startStaticServer({ root: path.join(repo, dir, 'dist'), port: remotePort(remote), host, logger }));
  }
  const base = `http://localhost:${portalPort()}`;
  console.log(`\nBasin Water Portal is running at ${base} (API ${base}/api, docs ${base}/api/docs)`);
  for (const remote of Object.keys(REMOTES)) console.log(`  remote ${remote}: http://localhost:${remotePort(remote)}/`);
  if (devIdp) {
    console.log(`  development sign-in: ${devIdp.issuer}/ (self-signed certificate ${devIdp.certPath}; see tooling/dev-idp/README.md)`);
    console.log(`  test users (user name / password): ${TEST_USERS.map((user) => `${user.username} / ${user.password} (${user.roles.join(', ')})`).join(', ')}`);
  }
  console.log('Press Ctrl-C to stop.');

  let stopping = false;
  async function stop(signal) {
    if (stopping) return;
    stopping = true;
    // As `node api/dist/server.js` does (docs/operations.md): new API requests get 503 while those in
    // flight, downloads included, finish; at most SHUTDOWN_TIMEOUT_MS.
    const drainLimitMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 8000);
    console.log(`\n${signal}: stopping (requests in flight finish, at most ${drainLimitMs} ms)…`);
    await Promise.race([servers[0].basinApi.drain(), new Promise((resolve) => setTimeout(resolve, drainLimitMs).unref())]);
    await Promise.allSettled(servers.map((server) => server.close()));
    process.exit(0);
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

// With the development provider, a process that does not yet trust its certificate relays to the child that serves.
if (!devIdpOn || !(await rerunTrustingDevCertificate())) await serve();
