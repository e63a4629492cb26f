// Locations on disk and environment defaults. This file sits one level below api/ both as source
// (src/config.ts) and compiled (dist/config.js), so the paths below hold for both.
import { createHash } from 'node:crypto';
import path from 'node:path';

export const API_ROOT = path.resolve(__dirname, '..');
export const REPO_ROOT = path.resolve(API_ROOT, '..');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'migrations');

/** The package `PORTAL_DATA=empty` starts on: the fixed vocabulary (location types, flow conditions) and nothing else. */
export const EMPTY_PACKAGE_DIR = path.join(API_ROOT, 'basins', 'empty');

/**
 * What a new portal starts with (PORTAL_DATA): 'demo' (default) the generated demo basin, 'empty'
 * nothing but the vocabulary, or a basin package folder (docs/basin-package.md).
 */
export type PortalData = { kind: 'demo' } | { kind: 'empty' } | { kind: 'package'; folder: string };

export function portalData(env: NodeJS.ProcessEnv = process.env): PortalData {
  const value = env.PORTAL_DATA?.trim() ?? '';
  if (value === '' || value === 'demo') return { kind: 'demo' };
  if (value === 'empty') return { kind: 'empty' };
  return { kind: 'package', folder: path.resolve(env.INIT_CWD ?? process.cwd(), value) };
}

/**
 * Where the embedded database keeps its files when no directory is given: one directory per kind of
 * PORTAL_DATA, so switching between the demo, an empty portal and a package never mixes or deletes data.
 */
export function defaultPgliteDataDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PGLITE_DATA_DIR) return path.resolve(env.PGLITE_DATA_DIR);
  const data = portalData(env);
  const name =
    data.kind === 'demo' ? 'pglite'
    : data.kind === 'empty' ? 'pglite-empty'
    : `pglite-${path.basename(data.folder).replace(/[^A-Za-z0-9_-]/g, '_')}-${createHash('sha256').update(data.folder).digest('hex').slice(0, 8)}`;
  return path.join(REPO_ROOT, '.data', name);
}
