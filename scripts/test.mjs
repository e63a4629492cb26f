#!/usr/bin/env node
// `npm test`: type checks, lint, the development identity provider's tests, unit tests, API tests on
// PGlite and (when reachable) PostgreSQL, the docker-compose file check, a production build, the reverse
// proxy's smoke test (with nginx and PostgreSQL) and the Playwright tests in Chromium.
// Ends with one line that sums every test: 'Tests: N passed, N failed, N skipped'.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { installIfNeeded, buildIfChanged, repo } from './workspace.mjs';
import { PNPM_VERSION } from './pnpm.mjs';
import { findNginx } from '../tooling/proxy-smoke/nginx.mjs';
import { findPostgresBin } from '../tooling/proxy-smoke/postgres.mjs';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'basin-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function step(name, command, args, { env = {}, cwd = repo, report } = {}) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (report) report();
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

const pnpmArgs = (...args) => ['--yes', `pnpm@${PNPM_VERSION}`, ...args];

/**
 * Starts a jest suite in the background, its output kept; `await` the result to print it and count its
 * tests. The suites run side by side: jest gives each one worker on a two-core machine, so in turn
 * they would leave a core idle for minutes.
 */
function startJest(name, cwd, env = {}) {
  const output = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const started = Date.now();
  const child = spawn('npx', pnpmArgs('exec', 'jest', '--ci', '--json', `--outputFile=${output}`), { cwd, env: { ...process.env, ...env } });
  const chunks = [];
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  child.stderr.on('data', (chunk) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      console.log(`\n▶ ${name} (${Math.round((Date.now() - started) / 1000)} s, run beside the other test suites)`);
      process.stdout.write(Buffer.concat(chunks));
      if (fs.existsSync(output)) {
        const result = JSON.parse(fs.readFileSync(output, 'utf8'));
        totals.passed += result.numPassedTests;
        totals.failed += result.numFailedTests;
        totals.skipped += result.numPendingTests + result.numTodoTests;
        if (result.numFailedTestSuites > 0 && result.numFailedTests === 0) totals.failed += result.numFailedTestSuites;
      }
      if (status !== 0) failedSteps.push(name);
      resolve();
    });
  });
}

function postgresReachable() {
  const url = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : new URL('postgres://postgres@127.0.0.1:5432/postgres');
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 5432), timeout: 1000 });
    socket.once('connect', () => { socket.end(); resolve(true); });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => { socket.destroy(); resolve(false); });
  });
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

installIfNeeded();
step('Type checks (tsc --noEmit in every package)', 'npx', pnpmArgs('-r', '--workspace-concurrency=2', 'run', 'typecheck'));
step('Lint (ESLint: React hooks, import boundaries; npm run lint)', 'npx', pnpmArgs('run', 'lint'));
// The readable report goes to the console, the TAP report to a file whose summary lines give the counts.
const devIdpReport = path.join(reports, 'dev-idp.tap');
step('Node tests: development identity provider, static server (node --test)', 'node', ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${devIdpReport}`, 'tooling/dev-idp/src/', 'tooling/static-server/'], {
  report: () => {
    if (!fs.existsSync(devIdpReport)) return;
    const tap = fs.readFileSync(devIdpReport, 'utf8');
    const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
    totals.passed += count('pass');
    totals.failed += count('fail') + count('cancelled');
    totals.skipped += count('skipped') + count('todo');
  },
});
const withPostgres = await postgresReachable();
// With both engines, what does not depend on the engine runs once, on PostgreSQL (the run that ends
// sooner): the sign-in authorization matrix, and the test files that open no database.
const suites = [
  startJest('Unit tests (shared, host, remotes)', repo),
  startJest('API tests on PGlite', path.join(repo, 'api'), { TEST_DB: 'pglite', ...(withPostgres ? { TEST_AUTH_MATRIX: 'off', TEST_DATABASE_ONLY: '1' } : {}) }),
];
if (withPostgres) suites.push(startJest('API tests on PostgreSQL', path.join(repo, 'api'), { TEST_DB: 'postgres' }));
else console.log('\n▶ API tests on PostgreSQL: skipped (no DATABASE_URL and nothing at 127.0.0.1:5432)');
// Each suite prints its output when it ends; wait for all of them.
for (const suite of suites) await suite;
if (hasCommand('docker-compose')) {
  step('docker-compose.yml is valid (docker-compose config)', 'docker-compose', ['-f', 'docker-compose.yml', 'config', '-q']);
  totals[failedSteps.at(-1)?.startsWith('docker-compose') ? 'failed' : 'passed'] += 1;
} else {
  console.log('\n▶ docker-compose.yml check: skipped (install Debian package docker-compose)');
  totals.skipped += 1;
}
buildIfChanged();
// The production proxy configuration in front of two API processes on a PostgreSQL server of the test's
// own, which it restarts under load (docs/deployment.md, docs/operations.md).
const proxySmokeReport = path.join(reports, 'proxy-smoke.json');
if (findPostgresBin() && findNginx()) {
  step('Reverse proxy smoke test (nginx, two API replicas, PostgreSQL; fault runs: database restart, rolling restart)', 'node', ['tooling/proxy-smoke/run.mjs', '--report', proxySmokeReport], {
    report: () => {
      const { passed, failed } = fs.existsSync(proxySmokeReport) ? JSON.parse(fs.readFileSync(proxySmokeReport, 'utf8')) : { passed: 0, failed: 1 };
      totals.passed += passed;
      totals.failed += failed;
    },
  });
} else {
  console.log(`\n▶ Reverse proxy smoke test: skipped (${findNginx() ? 'no PostgreSQL server binaries: install Debian package postgresql or set POSTGRES_BIN' : 'install Debian package nginx-light'})`);
  totals.skipped += 1;
}
const e2eReport = path.join(reports, 'e2e.json');
// Tests tagged @report measure and print (the JavaScript of every route): they run in `npm run bench`.
step('End-to-end tests (Playwright, Chromium)', 'npx', pnpmArgs('--filter', '@basin/e2e', 'exec', 'playwright', 'test', '--grep-invert', '@report'), {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  report: () => {
    if (!fs.existsSync(e2eReport)) return;
    const { stats } = JSON.parse(fs.readFileSync(e2eReport, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  },
});

console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join('; ')}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
