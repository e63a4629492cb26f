#!/usr/bin/env node
// Serves the whole built portal the way it is deployed: the host and the API on PORT (8080), each
// remote from its own origin (PORT+1 .. PORT+4). Seeds the embedded database on first run.
// Ctrl-C (SIGINT) or SIGTERM closes every server and the database cleanly.
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { registerStaticApp, startStaticServer } from '../tooling/static-server/server.mjs';
import { REMOTES, portalPort, remotePort } from '../tooling/static-server/runtime-config.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.HOST || '0.0.0.0';
const logger = { level: process.env.LOG_LEVEL || 'warn' };

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

seedDatabase();
const servers = [await startPortal()];
for (const [remote, { dir }] of Object.entries(REMOTES)) {
  servers.push(await startStaticServer({ root: path.join(repo, dir, 'dist'), port: remotePort(remote), host, logger }));
}
const base = `http://localhost:${portalPort()}`;
console.log(`\nBasin Water Portal is running at ${base} (API ${base}/api, docs ${base}/api/docs)`);
for (const remote of Object.keys(REMOTES)) console.log(`  remote ${remote}: http://localhost:${remotePort(remote)}/`);
console.log('Press Ctrl-C to stop.');

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  await Promise.allSettled(servers.map((server) => server.close()));
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
