// Locations on disk and environment defaults. This file sits one level below api/ both as source
// (src/config.ts) and compiled (dist/config.js), so the paths below hold for both.
import path from 'node:path';

export const API_ROOT = path.resolve(__dirname, '..');
export const REPO_ROOT = path.resolve(API_ROOT, '..');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'migrations');

/** Where the embedded database keeps its files when no directory is given. */
export function defaultPgliteDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.PGLITE_DATA_DIR ? path.resolve(env.PGLITE_DATA_DIR) : path.join(REPO_ROOT, '.data', 'pglite');
}
