// Steps shared by `npm start` and `npm test`: install what is missing, build what changed.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILT_PACKAGES = ['api', 'shared', 'host', 'remote-map', 'remote-explore', 'remote-wq-update', 'remote-tools', 'tooling'];
const STAMP = path.join(repo, 'node_modules', '.basin-build-stamp');

export function run(step, args) {
  console.log(`\n▶ ${step}`);
  const status = pnpm(args, { cwd: repo });
  if (status !== 0) {
    console.error(`✖ ${step} failed (exit ${status})`);
    process.exit(status);
  }
}

export function installIfNeeded() {
  const marker = path.join(repo, 'node_modules', '.modules.yaml');
  const lock = path.join(repo, 'pnpm-lock.yaml');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  run('Installing dependencies (pnpm)', ['install', '--frozen-lockfile']);
}

/** A fingerprint of every source file of the built packages: names, sizes and modification times. */
function sourceFingerprint() {
  const hash = crypto.createHash('sha1');
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (['node_modules', 'dist', '.data'].includes(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const { size, mtimeMs } = fs.statSync(full);
        hash.update(`${full}:${size}:${mtimeMs}\n`);
      }
    }
  };
  for (const dir of BUILT_PACKAGES) walk(path.join(repo, dir));
  hash.update(fs.readFileSync(path.join(repo, 'pnpm-lock.yaml')));
  return hash.digest('hex');
}

export function buildIfChanged({ force = false } = {}) {
  const fingerprint = sourceFingerprint();
  const previous = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8') : '';
  if (!force && previous === fingerprint) {
    console.log('\n▶ Build is up to date');
    return;
  }
  run('Building the API, the host and the four remotes', ['-r', '--workspace-concurrency=2', 'run', 'build']);
  fs.writeFileSync(STAMP, fingerprint);
}
