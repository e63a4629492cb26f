// The embedded engine: PGlite in a worker thread behind a PostgreSQL socket, reached with pg.Pool.
import path from 'node:path';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { Pool } from 'pg';
import { lockDataDir } from './dataDirLock';
import { poolDatabase } from './poolDatabase';
import type { WorkerReply, WorkerSettings } from './pgliteProtocol';
import { typeParsers } from './typeParsers';
import type { Database } from './types';

const STOP_TIMEOUT_MS = 10_000;

/** The worker runs compiled JavaScript; from TypeScript sources (jest) it goes through a shim. */
function spawnWorker(settings: WorkerSettings): Worker {
  if (path.extname(__filename) === '.js') {
    return new Worker(path.join(__dirname, 'pgliteWorker.js'), { workerData: settings });
  }
  return new Worker(path.join(__dirname, 'ts-worker-shim.cjs'), {
    workerData: { ...settings, entry: path.join(__dirname, 'pgliteWorker.ts') },
  });
}

function nextReply(worker: Worker): Promise<WorkerReply> {
  return new Promise((resolve, reject) => {
    const onMessage = (reply: WorkerReply) => {
      cleanup();
      resolve(reply);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`PGlite worker exited (code ${code}) before answering`));
    };
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}

async function stopWorker(worker: Worker): Promise<void> {
  worker.ref();
  const exited = once(worker, 'exit');
  worker.postMessage({ type: 'stop' });
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS, 'timeout').unref());
  if ((await Promise.race([exited, timeout])) === 'timeout') await worker.terminate();
}

export async function startPglite(dataDir: string): Promise<Database> {
  const unlock = lockDataDir(dataDir);
  const worker = spawnWorker({ dataDir });
  const reply = await nextReply(worker).catch((error: Error) => ({ type: 'error' as const, message: error.message }));
  if (reply.type !== 'ready') {
    await worker.terminate();
    unlock();
    throw new Error(`PGlite could not start in ${dataDir}: ${reply.type === 'error' ? reply.message : reply.type}`);
  }
  const pool = new Pool({
    host: '127.0.0.1',
    port: reply.port,
    user: 'postgres',
    database: 'postgres',
    types: typeParsers,
    // One connection at a time: PGlite is a single session (see pgliteWorker.ts). Kept open for
    // good rather than closed when idle, so there is no reconnect cost between requests.
    max: 1,
    idleTimeoutMillis: 0,
    // An idle database must not keep the process alive (e.g. an app whose start-up failed before it
    // could be closed); open work still does, and end() stops the worker cleanly.
    allowExitOnIdle: true,
  });
  pool.on('error', () => undefined);
  worker.unref();
  // The embedded engine does not restart on its own: a lost connection there is not waited for.
  return poolDatabase('pglite', pool, { onEnd: () => stopWorker(worker).finally(unlock), reconnectWindowMs: 0 });
}
