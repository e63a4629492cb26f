import type { Pool, PoolClient, QueryResultRow } from 'pg';
import type { Database, DatabaseEngine } from './types';

/**
 * Errors that say the connection is gone, not that the statement failed: the server restarted or
 * terminated it (57P01-57P03), the socket broke, or the server does not answer yet.
 */
const CONNECTION_ERROR_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);

export function isConnectionError(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) || (typeof message === 'string' && /Connection terminated|Client has encountered a connection error/.test(message));
}

/**
 * Quick attempts of one statement that meets a lost connection, whatever the wait allows. After a
 * restart the pool may still hand out clients whose socket died before it noticed; each failure drops
 * one, so the next attempt gets a fresh connection. A single statement is safe to repeat: it did not
 * run, or its backend rolled it back.
 */
const QUICK_ATTEMPTS = 3;
/** Pauses between the later attempts while the server is out of reach (the last one repeats). */
const BACKOFF_MS = [50, 100, 200, 400, 500];

/** How long a statement waits for a database that is out of reach (DATABASE_RECONNECT_MS). */
export const DEFAULT_RECONNECT_WINDOW_MS = 5000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it succeeds or fails for another reason than a lost connection: three quick
 * attempts, then more with growing pauses until `windowMs` has passed since the first. A database
 * restart (under a second for PostgreSQL's fast mode) is then a short delay, not an error.
 */
export async function reconnecting<T>(attempt: () => Promise<T>, windowMs: number): Promise<T> {
  const deadline = Date.now() + windowMs;
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      if (tries < QUICK_ATTEMPTS) continue;
      const wait = BACKOFF_MS[Math.min(tries - QUICK_ATTEMPTS, BACKOFF_MS.length - 1)]!;
      if (Date.now() + wait > deadline) throw error;
      await pause(wait);
    }
  }
}

/** A client whose BEGIN went through; one that met a dead connection is destroyed, not pooled again. */
async function begunClient(pool: Pool): Promise<PoolClient> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    return client;
  } catch (error) {
    client.release(isConnectionError(error) ? (error as Error) : undefined);
    throw error;
  }
}

/**
 * Wraps a pg.Pool as a Database; `onEnd` runs after the pool is closed (e.g. to stop a worker).
 * `reconnectWindowMs`: how long statements, connections and the start of transactions wait for a
 * database that is out of reach (lib: `reconnecting`); a transaction that already began is never
 * repeated (its work is the caller's).
 */
export function poolDatabase(engine: DatabaseEngine, pool: Pool, { onEnd = async () => {}, reconnectWindowMs = DEFAULT_RECONNECT_WINDOW_MS }: { onEnd?: () => Promise<void>; reconnectWindowMs?: number } = {}): Database {
  let ended: Promise<void> | undefined;
  return {
    engine,
    query: <Row extends QueryResultRow>(text: string, values?: unknown[]) => reconnecting(() => pool.query<Row>(text, values), reconnectWindowMs),
    queryWithoutWaiting: <Row extends QueryResultRow>(text: string, values?: unknown[]) => reconnecting(() => pool.query<Row>(text, values), 0),
    connect: () => reconnecting(() => pool.connect(), reconnectWindowMs),
    async transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
      const client = await reconnecting(() => begunClient(pool), reconnectWindowMs);
      try {
        const result = await work(client);
        await client.query('COMMIT');
        client.release();
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        client.release(isConnectionError(error) ? (error as Error) : undefined);
        throw error;
      }
    },
    end() {
      ended ??= pool.end().then(onEnd);
      return ended;
    },
  };
}
