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
 * Attempts of one statement that meets a lost connection. After a restart the pool may still hand out
 * clients whose socket died before it noticed; each failure drops one, so the next attempt gets a
 * fresh connection. A single statement is safe to repeat: it did not run, or its backend rolled it back.
 */
const QUERY_ATTEMPTS = 3;

/** Wraps a pg.Pool as a Database; `onEnd` runs after the pool is closed (e.g. to stop a worker). */
export function poolDatabase(engine: DatabaseEngine, pool: Pool, onEnd: () => Promise<void> = async () => {}): Database {
  let ended: Promise<void> | undefined;
  return {
    engine,
    async query<Row extends QueryResultRow>(text: string, values?: unknown[]) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await pool.query<Row>(text, values);
        } catch (error) {
          if (attempt >= QUERY_ATTEMPTS || !isConnectionError(error)) throw error;
        }
      }
    },
    connect: () => pool.connect(),
    async transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(client);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    end() {
      ended ??= pool.end().then(onEnd);
      return ended;
    },
  };
}
