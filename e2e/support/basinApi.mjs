// The data service of a portal started on another basin (issue 29): a new PGlite directory given what
// `PORTAL_DATA` names (the seed command loads that basin package: `empty` for the fixed vocabulary only,
// or a package folder), then the API on it. e2e/tests/empty-portal.spec.ts and basin-package.spec.ts send
// the served portal's API calls here, so the built pages meet the real answers of that portal. Started by
// playwright.config.ts as further web servers.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fromApi = (file) => import(pathToFileURL(path.join(repo, 'api/dist', file)).href);
const dataDir = process.env.PGLITE_DATA_DIR;
const port = Number(process.env.API_PORT);
if (!dataDir || !port || !process.env.PORTAL_DATA) throw new Error('basinApi.mjs needs PGLITE_DATA_DIR, API_PORT and PORTAL_DATA');

fs.rmSync(dataDir, { recursive: true, force: true });
// Migrated and loaded before the API opens it (PGlite: one process at a time).
const seeded = spawnSync(process.execPath, [path.join(repo, 'api/dist/cli/seed.js')], { stdio: 'inherit' });
if (seeded.status !== 0) throw new Error(`loading PORTAL_DATA=${process.env.PORTAL_DATA} failed (exit ${seeded.status})`);
const { buildApp } = await fromApi('app.js');
const app = await buildApp({ dataDir, logger: false });
await app.listen({ port, host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void app.close().then(() => process.exit(0)));
