// A PostgreSQL server of the smoke test's own, in its scratch folder, so the test can restart it under
// load without touching the server other tests share (127.0.0.1:5432). Debian's binaries
// (/usr/lib/postgresql/<version>/bin, or POSTGRES_BIN); as root the server runs as the postgres user,
// since PostgreSQL refuses to run as root.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

/** The folder with initdb and pg_ctl: POSTGRES_BIN, else Debian's newest; null when none. */
export function findPostgresBin(env = process.env) {
  if (env.POSTGRES_BIN) return fs.existsSync(path.join(env.POSTGRES_BIN, 'pg_ctl')) ? env.POSTGRES_BIN : null;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => path.join(root, version, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

const asRoot = process.getuid?.() === 0;

/**
 * Runs a PostgreSQL binary to its end (as the postgres user when we are root); rejects with its output
 * on failure. Asynchronous: the test's load keeps running while the server restarts.
 */
function run(bin, name, args) {
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args]] : [path.join(bin, name), args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${name} ${args.join(' ')} failed (exit ${code}):\n${output}`))));
  });
}

/**
 * Creates and starts a server on 127.0.0.1:`port` with its data in `dir` (trust authentication, user
 * postgres). Returns its admin URL, `restart()` (fast mode: connections terminated, as an operator's
 * `pg_ctlcluster … restart` does) and `stop()`.
 */
export async function startPostgres(bin, dir, port) {
  const data = path.join(dir, 'data');
  fs.mkdirSync(dir, { recursive: true });
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    fs.chownSync(dir, uid, gid);
  }
  const log = path.join(dir, 'server.log');
  await run(bin, 'initdb', ['--pgdata', data, '--username', 'postgres', '--auth', 'trust', '--encoding', 'UTF8', '--no-sync']);
  // Listening on TCP only (no socket file to place); fsync off: a test database need not survive a crash.
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories= -c fsync=off -c max_connections=100`;
  const pgCtl = (...args) => run(bin, 'pg_ctl', ['--pgdata', data, '--log', log, '--options', options, '--wait', ...args]);
  await pgCtl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    log,
    restart: () => pgCtl('restart', '--mode', 'fast'),
    stop: () => pgCtl('stop', '--mode', 'fast'),
  };
}
