// The data service on an empty database, for e2e/tests/empty-portal.spec.ts (issue 29, "Start empty"):
// a new PGlite directory given what `PORTAL_DATA=empty` gives it (the seed command loads the empty basin
// package: the fixed vocabulary, location types and flow conditions, and nothing else). The spec sends the served portal's API calls here, so the built pages meet the real
// answers of an empty portal. Started by playwright.config.ts as a second web server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fromApi = (file) => import(pathToFileURL(path.join(repo, 'api/dist', file)).href);
const dataDir = process.env.PGLITE_DATA_DIR;
const port = Number(process.env.API_PORT);
if (!dataDir || !port) throw new Error('emptyApi.mjs needs PGLITE_DATA_DIR and API_PORT');

fs.rmSync(dataDir, { recursive: true, force: true });
// Migrated and loaded before the API opens it (PGlite: one process at a time).
const seeded = spawnSync(process.execPath, [path.join(repo, 'api/dist/cli/seed.js')], { stdio: 'inherit', env: { ...process.env, PORTAL_DATA: 'empty' } });
if (seeded.status !== 0) throw new Error(`seeding the empty portal failed (exit ${seeded.status})`);
const { buildApp } = await fromApi('app.js');
const app = await buildApp({ dataDir, logger: false });
await app.listen({ port, host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void app.close().then(() => process.exit(0)));
