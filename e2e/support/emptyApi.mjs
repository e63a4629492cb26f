// The data service on an empty database, for e2e/tests/empty-portal.spec.ts (issue 29, "Start empty"):
// a new PGlite directory, migrated, with the fixed vocabulary (location types, flow conditions) and
// nothing else. The spec sends the served portal's API calls here, so the built pages meet the real
// answers of an empty portal. Started by playwright.config.ts as a second web server.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fromApi = (file) => import(pathToFileURL(path.join(repo, 'api/dist', file)).href);
const dataDir = process.env.PGLITE_DATA_DIR;
const port = Number(process.env.API_PORT);
if (!dataDir || !port) throw new Error('emptyApi.mjs needs PGLITE_DATA_DIR and API_PORT');

fs.rmSync(dataDir, { recursive: true, force: true });
const { openDatabase } = await fromApi('db/index.js');
const { migrate } = await fromApi('db/migrate.js');
const { FLOW_CONDITIONS, LOCATION_TYPES } = await fromApi('generator/catalog.js');
const db = await openDatabase({ dataDir });
try {
  await migrate(db);
  for (const type of LOCATION_TYPES) await db.query('INSERT INTO location_types (id, name) VALUES ($1, $2)', [type.id, type.name]);
  for (const flow of FLOW_CONDITIONS) await db.query('INSERT INTO flow_conditions (id, name) VALUES ($1, $2)', [flow.id, flow.name]);
} finally {
  await db.end();
}
const { buildApp } = await fromApi('app.js');
const app = await buildApp({ dataDir, logger: false });
await app.listen({ port, host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void app.close().then(() => process.exit(0)));
