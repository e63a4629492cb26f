import type { Pool, PoolClient, QueryResultRow } from 'pg';
import type { Database, DatabaseEngine } from './types';

/** Wraps a pg.Pool as a Database; `onEnd` runs after the pool is closed (e.g. to stop a worker). */
export function poolDatabase(engine: DatabaseEngine, pool: Pool, onEnd: () => Promise<void> = async () => {}): Database {
  let ended: Promise<void> | undefined;
  return {
    engine,
    query: <Row extends QueryResultRow>(text: string, values?: unknown[]) => pool.query<Row>(text, values),
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
