// Worker thread that owns the embedded database: PGlite (PostgreSQL compiled to WebAssembly) with
// its files in workerData.dataDir, served over the PostgreSQL wire protocol on 127.0.0.1 (random
// port) by PGLiteSocketServer. Queries therefore run off the main thread, and the API talks to it
// with the same pg.Pool code as to a PostgreSQL server.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { WorkerReply, WorkerRequest, WorkerSettings } from './pgliteProtocol';

const SPARE_CONNECTIONS = 4;

async function main(port: NonNullable<typeof parentPort>, { dataDir }: WorkerSettings): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  // PGlite is a single session: the socket server feeds it one protocol message at a time from a
  // queue, so two clients working at once would interleave their extended-protocol exchanges
  // (Parse/Bind/Execute/Sync share one unnamed statement). The API's pool therefore uses one
  // connection at a time (see pglite.ts). The server still accepts a few, because pg-pool replaces a
  // client after a query error and the replacement must not be refused while the old socket closes.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: SPARE_CONNECTIONS });
  await server.start();
  const serverPort = Number(server.getServerConn().split(':').pop());

  port.on('message', (request: WorkerRequest) => {
    if (request.type !== 'stop') return;
    void (async () => {
      await server.stop();
      await db.close();
      post(port, { type: 'stopped' });
      port.close();
    })();
  });
  post(port, { type: 'ready', port: serverPort });
}

function post(port: NonNullable<typeof parentPort>, reply: WorkerReply): void {
  port.postMessage(reply);
}

if (parentPort) {
  const port = parentPort;
  main(port, workerData as WorkerSettings).catch((error: unknown) => {
    post(port, { type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  });
}
